import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { reaisOf } from '../../domain/money.ts';
import { AppError } from '../../http/errors.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { parseInput } from '../../http/validate.ts';
import * as repo from './rollbacks-repo.ts';

const listQuery = z.object({
  outcome: z.enum(['refused', 'retry', 'reopened', 'legs_reopened', 'all']).default('refused'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const retryParams = z.object({ id: z.string().regex(/^\d{1,18}$/), instruction: z.string().min(1).max(300) });

/**
 * Back-office view of what the feeds' rollbacks did to bets (rollbacks.ts): above all the refused
 * take-backs, where a player kept a return the feed took back. `retry` asks the next settlement
 * pass to try that one bet again (after the player has paid money in, say); it moves money only if
 * the wallets then cover it, and is refused again otherwise. Every retry is audited.
 */
export function betsOpsRoutes(app: FastifyInstance, deps: { db: Database; ops: OpsAccess; now: () => Date }): void {
  const { db } = deps;

  app.get('/ops/bets/rollbacks', async (request) => {
    requireOps(request, deps.ops);
    const query = parseInput(listQuery, request.query);
    const rows = await repo.rollbacksForOps(db, query.outcome === 'all' ? null : query.outcome, query.limit);
    return {
      rollbacks: rows.map((row) => ({
        bet_id: Number(row.bet_id),
        user_id: Number(row.user_id),
        instruction_id: row.instruction_id,
        outcome: row.outcome,
        taken_back_cash: reaisOf(row.taken_back_cash_centavos),
        taken_back_bonus: reaisOf(row.taken_back_bonus_centavos),
        bet_status: row.bet_status,
        created_at: row.created_at.toISOString(),
      })),
    };
  });

  app.post('/ops/bets/:id/rollbacks/:instruction/retry', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id, instruction } = parseInput(retryParams, request.params);
    return db.transaction(async (tx) => {
      if (!(await repo.askRetry(tx, BigInt(id), instruction, deps.now()))) {
        throw new AppError({ status: 404, key: 'http.notFound', message: 'no refused rollback for this bet and instruction' });
      }
      await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
        actor,
        'bet.rollback_retry',
        `bet:${id}`,
        JSON.stringify({ instruction }),
      ]);
      return { success: true };
    });
  });
}
