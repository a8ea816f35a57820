/**
 * Builds the Fastify application from its dependencies. Nothing here opens connections or
 * listens: server.ts does that, and tests call `buildApp` with their own database.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { AppError, errorBody } from './http/errors.ts';
import { registerFrontend } from './http/frontend.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { healthRoutes } from './features/health/routes.ts';
import { registryRoutes } from './features/registry/routes.ts';
import { createRegistryService, hostSharedFromDist } from './features/registry/service.ts';
import type { KeyValueStore } from './kv/kv.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  kv: KeyValueStore;
  /** Ops token in force (configured, or generated for the embedded default). */
  opsToken: string;
  /** Overrides the host's shared versions (tests). */
  loadHostShared?: () => Promise<Record<string, string>>;
}

export function apiPrefix(product: string): string {
  return `/api/${product}`;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(errorBody(error));
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type).
      return reply
        .code(status)
        .send({ success: false, message_key: status === 413 ? 'http.payloadTooLarge' : 'http.badRequest', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message_key: 'unexpectedError', message: 'unexpected error' });
  });

  await registerSecurityHeaders(app, { remoteOrigins: config.remoteOrigins, realtimeOrigins: [] });
  await app.register(compress, { global: true, threshold: 1024 });

  const prefix = apiPrefix(config.product);
  const registry = createRegistryService({
    db: deps.db,
    mfeDir: config.mfeDir,
    mfePublicPath: '/mfe',
    loadHostShared: deps.loadHostShared ?? hostSharedFromDist(config.hostDistDir),
  });

  await app.register(
    async (api) => {
      healthRoutes(api, deps);
      registryRoutes(api, registry, deps.opsToken);
    },
    { prefix },
  );

  if (config.serveFrontend) await registerFrontend(app, { hostDistDir: config.hostDistDir, mfeDir: config.mfeDir, apiPrefix: prefix });
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message_key: 'http.notFound', message: 'not found' }));

  return app;
}
