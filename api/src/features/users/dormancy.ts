/**
 * Dormant accounts (terms, "Suspension and closure"): an account with no login for
 * `ACCOUNT_TERMS.inactiveAccountClosedAfterDays` is closed — login refused, open sessions ended —
 * until support reopens it. Nothing moves in the ledger: the cash stays the player's.
 *
 * "No login" is measured from the latest of sign-up, the last use of any session, the end of a
 * break (a player back from a six-month break is not closed the day it ends) and the day support
 * last reopened the account; an open-ended
 * self-exclusion is never closed for inactivity, and a banned account is left to its ban.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TERMS } from '@palpite/shared/contract';
import type { Database } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DORMANCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The last moment an account counted as active before `now` closes it. */
export function dormantBefore(now: Date, afterDays: number = ACCOUNT_TERMS.inactiveAccountClosedAfterDays): Date {
  return new Date(now.getTime() - afterDays * DAY_MS);
}

/** Closes every account dormant at `now`, in one transaction; returns their ids. Safe to run on several nodes. */
export async function closeDormantAccounts(db: Database, now: Date): Promise<bigint[]> {
  return db.transaction(async (tx) => {
    const closed = await tx.query<{ id: bigint }>(
      `WITH activity AS (
         SELECT user_id, max(last_active_at) AS at FROM sessions GROUP BY user_id
         UNION ALL
         SELECT user_id, max(coalesce(ends_at, 'infinity'::timestamptz)) FROM player_exclusions GROUP BY user_id
       ), last_seen AS (
         SELECT user_id, max(at) AS at FROM activity GROUP BY user_id
       )
       UPDATE users u SET closed_at = $1, closed_reason = 'inactive', updated_at = $1
       WHERE u.closed_at IS NULL AND u.banned_at IS NULL
         AND greatest(u.created_at, u.reopened_at, (SELECT at FROM last_seen WHERE last_seen.user_id = u.id)) < $2
       RETURNING u.id`,
      [now, dormantBefore(now)],
    );
    const ids = closed.rows.map((row) => row.id);
    if (ids.length === 0) return ids;
    // Idle that long, any open session has expired already; this only writes it down.
    await tx.query(`UPDATE sessions SET ended_at = $2, end_reason = 'expired' WHERE user_id = ANY($1::bigint[]) AND ended_at IS NULL`, [ids.map(String), now]);
    await tx.query(
      `INSERT INTO ops_audit_log (actor, action, subject, detail)
       SELECT 'system', 'user.close_inactive', 'user:' || id, $2 FROM unnest($1::bigint[]) AS id`,
      [ids.map(String), JSON.stringify({ after_days: ACCOUNT_TERMS.inactiveAccountClosedAfterDays })],
    );
    return ids;
  });
}

/** The sweep as a background job of the app (hourly by default; 0: only by hand). */
export function dormancyJob(app: FastifyInstance, deps: { db: Database; now: () => Date; intervalMs: number }) {
  const job = periodicJob({
    name: 'dormant accounts sweep',
    intervalMs: deps.intervalMs,
    log: app.log,
    run: async () => {
      const closed = await closeDormantAccounts(deps.db, deps.now());
      if (closed.length > 0) app.log.info({ count: closed.length }, 'closed accounts without a login for the terms’ period');
      return closed;
    },
  });
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.close());
  return job;
}
