/**
 * The two token endpoints of spec §7, ready to register inside the API's prefix:
 *   realtimeRoutes(api, { requireUser: (request) => authenticator.requireUser(request), ...key, ttlSeconds })
 * The player's token is scoped to its own private channel; a visitor's to the public channels.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../http/errors.ts';
import { requestLanguage } from '../http/request-context.ts';
import { viewerTimeZone } from '../http/time-zone.ts';
import { mintPlayerToken, mintVisitorToken } from './tokens.ts';

export interface RealtimeRoutesDeps {
  /**
   * The API's session check: the Bearer token's player, or a 401 AppError — `auth.banned` for a
   * banned account's token, as every other call answers it, so that a page coming back after a ban
   * shows why whichever of its requests is refused first.
   */
  requireUser: (request: FastifyRequest) => Promise<{ user: { id: bigint }; session: { id: bigint } }>;
  keyName: string;
  keySecret: string;
  /** Token lifetime; the front end caches a token until 60 s before it expires. */
  ttlSeconds: number;
  now?: () => number;
}

export function realtimeRoutes(app: FastifyInstance, deps: RealtimeRoutesDeps): void {
  const key = { keyName: deps.keyName, keySecret: deps.keySecret };

  app.get('/auth/ably-subscribe', async (request, reply) => {
    let auth: { user: { id: bigint }; session: { id: bigint } };
    try {
      auth = await deps.requireUser(request);
    } catch (error) {
      // Answered here rather than thrown so the 401 keeps the API's error shape in any Fastify instance.
      if (error instanceof AppError) return reply.code(error.status).send(errorBody(error, requestLanguage(request), viewerTimeZone(request)));
      throw error;
    }
    // Revocable with the session: ending it (logout, "end this session", a ban…) revokes the token at once.
    const token = mintPlayerToken(key, auth.user.id, deps.ttlSeconds, { sessionId: auth.session.id, now: deps.now });
    return reply.header('Cache-Control', 'no-store').send(token);
  });

  app.get('/auth/ably-subscribe-public', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(mintVisitorToken(key, deps.ttlSeconds, deps.now)),
  );
}
