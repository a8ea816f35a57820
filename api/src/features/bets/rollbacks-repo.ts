/** SQL of the rollback step of the settlement job (rollbacks.ts) and of its ops view. */
import type { Queryable } from '../../db/database.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { BET_COLUMNS, type BetRow } from './repo.ts';

export interface OpenInstruction {
  id: string;
  matchId: bigint;
  instruction: SettlementInstruction;
}

/** Instructions the job has not checked against the bets yet, oldest first. */
export async function openInstructions(q: Queryable, limit: number): Promise<OpenInstruction[]> {
  const { rows } = await q.query<{ id: string; match_id: bigint; instruction: SettlementInstruction }>(
    `SELECT id, match_id, instruction FROM sports_settlement_instructions WHERE consumed_at IS NULL ORDER BY seq LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ id: row.id, matchId: row.match_id, instruction: row.instruction }));
}

/** The markets an instruction names, or null for all of the match's. */
export function marketsNamed(instruction: SettlementInstruction): string[] | null {
  switch (instruction.kind) {
    case 'settle':
      return instruction.markets.map((market) => market.marketKey);
    case 'rollback-settlement':
      return [...instruction.markets];
    case 'cancel':
    case 'rollback-cancel':
      return instruction.markets === 'all' ? null : [...instruction.markets];
  }
}

/** Bets with a recorded leg result on this match (on these markets) that this instruction has not been applied to. */
export async function betsDecidedOn(q: Queryable, matchId: bigint, markets: readonly string[] | null, instructionId: string): Promise<bigint[]> {
  const { rows } = await q.query<{ bet_id: bigint }>(
    `SELECT DISTINCT bs.bet_id FROM bet_selections bs
      WHERE bs.match_id = $1 AND bs.result IS NOT NULL AND ($2::text[] IS NULL OR bs.market_key = ANY ($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM bet_rollbacks r WHERE r.bet_id = bs.bet_id AND r.instruction_id = $3 AND r.outcome <> 'retry')
      ORDER BY bs.bet_id`,
    [matchId, markets, instructionId],
  );
  return rows.map((row) => row.bet_id);
}

/** Locks a bet whatever its status; null when another transaction holds it. */
export async function lockBet(q: Queryable, id: bigint): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b WHERE b.id = $1 FOR UPDATE SKIP LOCKED`, [id]);
  return rows[0] ?? null;
}

export async function clearLegResults(q: Queryable, betId: bigint, selectionIds: readonly bigint[]): Promise<void> {
  await q.query('UPDATE bet_selections SET result = NULL, dead_heat_millionths = NULL WHERE bet_id = $1 AND selection_id = ANY ($2::bigint[])', [
    betId,
    selectionIds.map(String),
  ]);
}

/** The bet is open again, for its next settlement round. */
export async function reopenBet(q: Queryable, betId: bigint, round: number): Promise<void> {
  await q.query(`UPDATE bets SET status = 'pending', payout_centavos = NULL, settled_at = NULL, settlement_round = $2 WHERE id = $1`, [betId, round]);
}

export interface RollbackRecord {
  betId: bigint;
  instructionId: string;
  outcome: 'legs_reopened' | 'reopened' | 'refused';
  takenBackCashCentavos: bigint;
  takenBackBonusCentavos: bigint;
  at: Date;
}

/** Records what an instruction did to a bet (replacing an ops retry of it). */
export async function recordRollback(q: Queryable, record: RollbackRecord): Promise<void> {
  await q.query(
    `INSERT INTO bet_rollbacks (bet_id, instruction_id, outcome, taken_back_cash_centavos, taken_back_bonus_centavos, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (bet_id, instruction_id) DO UPDATE
       SET outcome = excluded.outcome, taken_back_cash_centavos = excluded.taken_back_cash_centavos,
           taken_back_bonus_centavos = excluded.taken_back_bonus_centavos, created_at = excluded.created_at
       WHERE bet_rollbacks.outcome = 'retry'`,
    [record.betId, record.instructionId, record.outcome, record.takenBackCashCentavos, record.takenBackBonusCentavos, record.at],
  );
}

export async function markConsumed(q: Queryable, instructionId: string, at: Date): Promise<void> {
  await q.query('UPDATE sports_settlement_instructions SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL', [instructionId, at]);
}

/** Refusals ops asked to try again, oldest first, with their instructions. */
export async function retries(q: Queryable, limit: number): Promise<(OpenInstruction & { betId: bigint })[]> {
  const { rows } = await q.query<{ bet_id: bigint; id: string; match_id: bigint; instruction: SettlementInstruction }>(
    `SELECT r.bet_id, i.id, i.match_id, i.instruction FROM bet_rollbacks r JOIN sports_settlement_instructions i ON i.id = r.instruction_id
      WHERE r.outcome = 'retry' ORDER BY r.created_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ betId: row.bet_id, id: row.id, matchId: row.match_id, instruction: row.instruction }));
}

/** Turns a refusal into a request to try again; false when there is no such refusal. */
export async function askRetry(q: Queryable, betId: bigint, instructionId: string, at: Date): Promise<boolean> {
  const updated = await q.query(
    `UPDATE bet_rollbacks SET outcome = 'retry', created_at = $3 WHERE bet_id = $1 AND instruction_id = $2 AND outcome = 'refused'`,
    [betId, instructionId, at],
  );
  return updated.rowCount > 0;
}

export async function dropRetry(q: Queryable, betId: bigint, instructionId: string): Promise<void> {
  await q.query(`DELETE FROM bet_rollbacks WHERE bet_id = $1 AND instruction_id = $2 AND outcome = 'retry'`, [betId, instructionId]);
}

export interface RollbackForOps {
  bet_id: bigint;
  user_id: bigint;
  instruction_id: string;
  outcome: RollbackRecord['outcome'] | 'retry';
  taken_back_cash_centavos: bigint;
  taken_back_bonus_centavos: bigint;
  bet_status: string;
  created_at: Date;
}

/** Newest first; every outcome when `outcome` is null. */
export async function rollbacksForOps(q: Queryable, outcome: RollbackForOps['outcome'] | null, limit: number): Promise<RollbackForOps[]> {
  const { rows } = await q.query<RollbackForOps>(
    `SELECT r.bet_id, b.user_id, r.instruction_id, r.outcome, r.taken_back_cash_centavos, r.taken_back_bonus_centavos, b.status AS bet_status, r.created_at
       FROM bet_rollbacks r JOIN bets b ON b.id = r.bet_id
      WHERE $1::text IS NULL OR r.outcome = $1
      ORDER BY r.created_at DESC, r.bet_id DESC
      LIMIT $2`,
    [outcome, limit],
  );
  return rows;
}
