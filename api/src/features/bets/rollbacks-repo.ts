/** SQL of the rollback step of the settlement job (rollbacks.ts). */
import type { Queryable } from '../../db/database.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { BET_COLUMNS, type BetRow } from './repo.ts';

/** Reopening instructions the job has not finished with, oldest first (index of migration 017: same predicate). */
export async function openReopeningInstructions(q: Queryable, limit: number): Promise<{ id: string; matchId: bigint; instruction: SettlementInstruction }[]> {
  const { rows } = await q.query<{ id: string; match_id: bigint; instruction: SettlementInstruction }>(
    `SELECT id, match_id, instruction FROM sports_settlement_instructions
      WHERE consumed_at IS NULL AND kind IN ('cancel', 'rollback-settlement', 'rollback-cancel')
      ORDER BY seq
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ id: row.id, matchId: row.match_id, instruction: row.instruction }));
}

/** Bets with a recorded leg result on this match that this instruction has not been applied to. */
export async function betsDecidedOn(q: Queryable, matchId: bigint, instructionId: string): Promise<bigint[]> {
  const { rows } = await q.query<{ bet_id: bigint }>(
    `SELECT DISTINCT bs.bet_id FROM bet_selections bs
      WHERE bs.match_id = $1 AND bs.result IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM bet_rollbacks r WHERE r.bet_id = bs.bet_id AND r.instruction_id = $2)
      ORDER BY bs.bet_id`,
    [matchId, instructionId],
  );
  return rows.map((row) => row.bet_id);
}

/** Locks a bet whatever its status; null when another node holds it. */
export async function lockBet(q: Queryable, id: bigint): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b WHERE b.id = $1 FOR UPDATE SKIP LOCKED`, [id]);
  return rows[0] ?? null;
}

export async function wasApplied(q: Queryable, betId: bigint, instructionId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM bet_rollbacks WHERE bet_id = $1 AND instruction_id = $2', [betId, instructionId]);
  return rows.length > 0;
}

export async function clearLegResults(q: Queryable, betId: bigint, selectionIds: readonly bigint[]): Promise<void> {
  await q.query('UPDATE bet_selections SET result = NULL WHERE bet_id = $1 AND selection_id = ANY ($2::bigint[])', [betId, selectionIds.map(String)]);
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

export async function recordRollback(q: Queryable, record: RollbackRecord): Promise<void> {
  await q.query(
    `INSERT INTO bet_rollbacks (bet_id, instruction_id, outcome, taken_back_cash_centavos, taken_back_bonus_centavos, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [record.betId, record.instructionId, record.outcome, record.takenBackCashCentavos, record.takenBackBonusCentavos, record.at],
  );
}

export async function markConsumed(q: Queryable, instructionId: string, at: Date): Promise<void> {
  await q.query('UPDATE sports_settlement_instructions SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL', [instructionId, at]);
}

export interface RollbackForOps {
  bet_id: bigint;
  user_id: bigint;
  instruction_id: string;
  outcome: RollbackRecord['outcome'];
  taken_back_cash_centavos: bigint;
  taken_back_bonus_centavos: bigint;
  bet_status: string;
  created_at: Date;
}

/** Newest first; every outcome when `outcome` is null. */
export async function rollbacksForOps(q: Queryable, outcome: RollbackRecord['outcome'] | null, limit: number): Promise<RollbackForOps[]> {
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

/** Drops a refusal and hands its instruction back to the job, which then tries that bet again; false when there is none. */
export async function forgetRefusal(q: Queryable, betId: bigint, instructionId: string): Promise<boolean> {
  const deleted = await q.query(`DELETE FROM bet_rollbacks WHERE bet_id = $1 AND instruction_id = $2 AND outcome = 'refused'`, [betId, instructionId]);
  if (deleted.rowCount === 0) return false;
  await q.query('UPDATE sports_settlement_instructions SET consumed_at = NULL WHERE id = $1', [instructionId]);
  return true;
}
