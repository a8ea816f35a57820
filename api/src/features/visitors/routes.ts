import type { FastifyInstance } from 'fastify';
import { visitorTrackRequest } from '@palpite/shared/contract';
import type { Database } from '../../db/database.ts';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { clientIp, userAgentOf } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { periodicJob } from '../../jobs/periodic.ts';

/** Page loads an address may record an hour: a browsing player makes a few dozen; a loop, many more. */
export const VISITOR_TRACKS_PER_IP: RateRule = { name: 'visitor-track-ip', limit: 120, windowMs: 60 * 60_000 };
/** How long a visit (fingerprint, address, browser) is kept: personal data, kept no longer than useful. */
export const VISITOR_TRACK_RETENTION_DAYS = 90;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes visits older than the retention; returns how many. */
export async function sweepVisitorTracks(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - VISITOR_TRACK_RETENTION_DAYS * 86_400_000);
  const { rowCount } = await db.query('DELETE FROM visitor_tracks WHERE created_at < $1', [before]);
  return rowCount;
}

/** Spec §7 visitor tracking: stored (at most 120 an hour per address, kept 90 days); the client fires and forgets. */
export function visitorsRoutes(
  app: FastifyInstance,
  deps: { db: Database; authenticator: Authenticator; limiter: RateLimiter; now: () => Date; sweepIntervalMs?: number },
): { sweep: () => Promise<number> } {
  app.post('/visitor-track', async (request, reply) => {
    const input = parseInput(visitorTrackRequest, request.body);
    // Past the limit the visit is dropped, not refused: the page fires and forgets, and a refusal
    // would only add a console error to a real player's page.
    if ((await deps.limiter.record(VISITOR_TRACKS_PER_IP, clientIp(request))) > VISITOR_TRACKS_PER_IP.limit) return reply.code(202).send({ success: true });
    // Sent by the page on load, not by the player: it does not count as activity.
    const auth = await deps.authenticator.authenticate(request, { touch: false });
    await deps.db.query(
      `INSERT INTO visitor_tracks (fingerprint, user_agent, language, platform, timezone, screen_width, screen_height, referrer, url, ip, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
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
        deps.now(),
      ],
    );
    return reply.code(202).send({ success: true });
  });

  const job = periodicJob({
    name: 'visitor tracks retention',
    intervalMs: deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
    log: app.log,
    run: () => sweepVisitorTracks(deps.db, deps.now()),
  });
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.close());
  return { sweep: () => job.runOnce() };
}
