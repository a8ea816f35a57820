import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { CspSource } from '../realtime/client-config.ts';

/**
 * Security headers with a Content-Security-Policy that still lets federated remotes load:
 * scripts and styles from this origin (releases live under /mfe) or the configured remote
 * origins (a CDN), nothing inline, nothing eval'd. In production, HSTS for a year: browsers act
 * on it only over HTTPS, and a development machine's localhost is left unpinned. A realtime origin
 * may be a function of the request (the page's own host when no public host is configured).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { remoteOrigins: string[]; realtimeOrigins: CspSource[]; production: boolean },
): Promise<void> {
  const remotes = options.remoteOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...options.realtimeOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    // Remotes from a CDN are fetched cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
