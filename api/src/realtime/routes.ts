/**
 * The two token endpoints of spec §7, ready to register inside the API's prefix:
 *   realtimeRoutes(api, { authenticate: (request) => authenticator.authenticate(request), ...key, ttlSeconds })
 * The player's token is scoped to its own private channel; a visitor's to the public channels.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, unauthenticated } from '../http/errors.ts';
import { requestLanguage } from '../http/request-context.ts';
import { mintPlayerToken, mintVisitorToken } from './tokens.ts';

export interface RealtimeRoutesDeps {
  /** The API's session check: the Bearer token's player, or null. */
  authenticate: (request: FastifyRequest) => Promise<{ user: { id: bigint } } | null>;
  keyName: string;
  keySecret: string;
  /** Token lifetime; the front end caches a token until 60 s before it expires. */
  ttlSeconds: number;
  now?: () => number;
}

export function realtimeRoutes(app: FastifyInstance, deps: RealtimeRoutesDeps): void {
  const key = { keyName: deps.keyName, keySecret: deps.keySecret };

  app.get('/auth/ably-subscribe', async (request, reply) => {
    const auth = await deps.authenticate(request);
    // Answered here rather than thrown so the 401 keeps the API's error shape in any Fastify instance.
    if (!auth) return reply.code(401).send(errorBody(unauthenticated(), requestLanguage(request)));
    return reply.header('Cache-Control', 'no-store').send(mintPlayerToken(key, auth.user.id, deps.ttlSeconds, deps.now));
  });

  app.get('/auth/ably-subscribe-public', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(mintVisitorToken(key, deps.ttlSeconds, deps.now)),
  );
}
