import type { FastifyInstance } from 'fastify';
import { visitorTrackRequest } from '@palpite/shared/contract';
import type { Database } from '../../db/database.ts';
import type { Authenticator } from '../../auth/authenticator.ts';
import { clientIp, userAgentOf } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';

/** Spec §7 visitor tracking: stored; the client fires and forgets. */
export function visitorsRoutes(app: FastifyInstance, deps: { db: Database; authenticator: Authenticator }): void {
  app.post('/visitor-track', async (request, reply) => {
    const input = parseInput(visitorTrackRequest, request.body);
    // Sent by the page on load, not by the player: it does not count as activity.
    const auth = await deps.authenticator.authenticate(request, { touch: false });
    await deps.db.query(
      `INSERT INTO visitor_tracks (fingerprint, user_agent, language, platform, timezone, screen_width, screen_height, referrer, url, ip, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        input.fingerprint,
        input.userAgent ?? userAgentOf(request),
        input.language ?? null,
        input.platform ?? null,
        input.timezone ?? null,
        input.screenWidth ?? null,
        input.screenHeight ?? null,
        input.referrer ?? null,
        input.url ?? null,
        clientIp(request),
        auth?.user.id ?? null,
      ],
    );
    return reply.code(202).send({ success: true });
  });
}
