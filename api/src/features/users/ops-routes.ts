import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { twoFactorResetMail } from '../../mail/templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordForceLogout } from '../../auth/account-events.ts';
import { endSessionsOf } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { parseInput } from '../../http/validate.ts';
import { retireRecoveryCodes } from '../../auth/recovery-codes.ts';
import { lockPlayerWallets } from '../../ledger/index.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const reason = z.string({ error: 'ops.reasonRequired' }).trim().min(1, 'ops.reasonRequired').max(500, 'ops.reasonRequired');
const banBody = z.object({ reason });
/**
 * `reason`: how support made sure it is the player (kept in the audit log); `language`: of the mail
 * telling them, when support knows better than the account's own (the one the player last picked).
 */
const twoFactorResetBody = z.object({ reason, language: z.enum(LANGUAGES).optional() });

/**
 * Back-office actions until a back office exists: ban (every session ends at once and the
 * player gets force-logout with reason `banned`), unban, reopen an account closed for
 * inactivity (dormancy.ts) when the player asks support, and turn off the 2FA of a player who lost
 * their authenticator. Every action is audited.
 */
export function usersOpsRoutes(app: FastifyInstance, deps: { db: Database; ops: OpsAccess; mailer: Mailer; now: () => Date }): void {
  const { db, now } = deps;

  app.post('/ops/users/:id/ban', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const userId = BigInt(parseInput(idParams, request.params).id);
    const { reason } = parseInput(banBody, request.body);
    return db.transaction(async (tx) => {
      const updated = await tx.query('UPDATE users SET banned_at = coalesce(banned_at, $2), banned_reason = $3, updated_at = $2 WHERE id = $1', [
        userId,
        now(),
        reason,
      ]);
      if (updated.rowCount === 0) throw new AppError({ status: 404, key: 'http.notFound', message: 'no such player' });
      // A stake decided under the wallet locks (a bet on its way, a spin) sees the ban, or committed before it.
      await lockPlayerWallets(tx, userId);
      const ended = await endSessionsOf(tx, userId, 'banned', now());
      await recordForceLogout(tx, userId, 'banned', ended);
      await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
        actor,
        'user.ban',
        `user:${userId}`,
        JSON.stringify({ reason, sessions_ended: ended.length }),
      ]);
      return { success: true, sessions_ended: ended.length };
    });
  });

  app.post('/ops/users/:id/reopen', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const userId = BigInt(parseInput(idParams, request.params).id);
    return db.transaction(async (tx) => {
      const found = await tx.query<{ closed_at: Date | null }>('SELECT closed_at FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const user = found.rows[0];
      if (!user) throw new AppError({ status: 404, key: 'http.notFound', message: 'no such player' });
      if (user.closed_at === null) return { success: true, reopened: false };
      // The inactivity clock restarts now, or the next sweep would close it again before the player logs in.
      await tx.query('UPDATE users SET closed_at = NULL, closed_reason = NULL, reopened_at = $2, updated_at = $2 WHERE id = $1', [userId, now()]);
      await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [actor, 'user.reopen', `user:${userId}`, '{}']);
      return { success: true, reopened: true };
    });
  });

  app.post('/ops/users/:id/unban', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const userId = BigInt(parseInput(idParams, request.params).id);
    return db.transaction(async (tx) => {
      const updated = await tx.query('UPDATE users SET banned_at = NULL, banned_reason = NULL, updated_at = $2 WHERE id = $1', [userId, now()]);
      if (updated.rowCount === 0) throw new AppError({ status: 404, key: 'http.notFound', message: 'no such player' });
      await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [actor, 'user.unban', `user:${userId}`, '{}']);
      return { success: true };
    });
  });

  /**
   * For a player who lost their authenticator, once support has made sure it is them: 2FA off,
   * every session and login step in flight ended (the lost phone may hold one), all in one
   * transaction; then the player is told by mail. A mail that fails does not undo the reset (the
   * player asked for it): the answer says `mailed: false`, so support tells them another way.
   */
  app.post('/ops/users/:id/two-factor/reset', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const userId = BigInt(parseInput(idParams, request.params).id);
    const { reason, language } = parseInput(twoFactorResetBody, request.body);
    const outcome = await db.transaction(async (tx) => {
      const found = await tx.query<{ email: string; language: Language; two_factor_enabled_at: Date | null }>(
        'SELECT email, language, two_factor_enabled_at FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const user = found.rows[0];
      if (!user) throw new AppError({ status: 404, key: 'http.notFound', message: 'no such player' });
      if (user.two_factor_enabled_at === null) return { reset: false as const, sessions_ended: 0 };
      await tx.query(
        'UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL, updated_at = $2 WHERE id = $1',
        [userId, now()],
      );
      await retireRecoveryCodes(tx, userId, now());
      const ended = await endSessionsOf(tx, userId, 'two_factor_reset', now());
      if (ended.length > 0) await recordForceLogout(tx, userId, 'two_factor_reset', ended);
      await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
        actor,
        'user.two_factor_reset',
        `user:${userId}`,
        JSON.stringify({ reason, sessions_ended: ended.length }),
      ]);
      return { reset: true as const, sessions_ended: ended.length, email: user.email, accountLanguage: user.language };
    });
    if (!outcome.reset) return { success: true, ...outcome };
    const { email, accountLanguage, ...reset } = outcome;
    try {
      await deps.mailer.send(twoFactorResetMail(email, language ?? accountLanguage));
      return { success: true, ...reset, mailed: true };
    } catch (error) {
      request.log.warn({ err: (error as Error).message, userId: String(userId) }, 'two-factor reset notice not mailed');
      return { success: true, ...reset, mailed: false };
    }
  });
}
