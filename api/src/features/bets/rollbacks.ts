/**
 * The settlement job's first step: a feed's `rollback-settlement`, `cancel` or `rollback-cancel`
 * that changes a decision already recorded on bets (which legs: domain/bets/rollbacks.ts).
 *
 * Per instruction (oldest first) and per bet it reaches, once (`bet_rollbacks`), in one
 * transaction with the bet locked:
 *  - a bet not settled yet: the legs' recorded results are cleared, and the pass that follows
 *    decides them again;
 *  - a settled bet: what its settlement gave back (the payout, or the stake of a void bet, split
 *    between cash and bonus as it was paid) is taken back to house_revenue (kind `rollback`, ids
 *    `bet:<id>:r<round>:rollback[:bonus]`), the legs are cleared and the bet is pending again in
 *    its next settlement round; its stake stays with the house, so the next settlement pays or
 *    refunds from there (settlement.ts). The player is notified when money was taken back. A
 *    bonus's wagering counted the bet once and keeps it;
 *  - the wallets cannot cover that take-back (spent or withdrawn): nothing moves, the bet stays as
 *    settled, and the refusal is recorded with the amounts for ops and logged as an error.
 * An instruction is marked consumed once every bet it reaches has been handled; a bet another node
 * holds, or a failure, leaves it (and the match's later instructions) for the next pass.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { inLedgerTransaction, type Ledger } from '../../ledger/index.ts';
import { legsToReopen, outcomeOfSettled, settlementReturn } from '../../domain/bets/index.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { formatBrl } from '../../domain/money.ts';
import { translate } from '../../i18n/messages.ts';
import { insertNotifications } from '../../notify/player-notifications.ts';
import * as bets from './repo.ts';
import * as repo from './rollbacks-repo.ts';

const INSTRUCTIONS_PER_PASS = 100;

export interface RollbackDeps {
  db: Database;
  ledger: Ledger;
  now: () => Date;
  onBalanceChanged: (userId: bigint) => void;
  log?: { error(details: object, message: string): void };
}

/** Money left the player's wallets: the bell says why. */
async function notifyReopened(tx: Queryable, bet: bets.BetRow, takenCentavos: bigint): Promise<void> {
  const key = 'bets.reopenedNotice';
  const params = { betId: Number(bet.id), amount: formatBrl(takenCentavos) };
  await insertNotifications(tx, bet.user_id, { title: null, message: translate(key, 'pt-BR', params) ?? key, translationKey: key, translationParams: params });
}

type Applied = { kind: 'skipped' } | { kind: 'none' } | { kind: 'legs' } | { kind: 'reopened' | 'refused'; userId: bigint };

export function createRollbacks(deps: RollbackDeps) {
  const { db, ledger, now } = deps;

  async function takeBack(tx: Queryable, bet: bets.BetRow, instructionId: string, reopen: bigint[]): Promise<Applied> {
    const outcome = outcomeOfSettled(bet.status, bet.payout_centavos, bet.stake_centavos)!;
    const back = settlementReturn(outcome, bet.payout_centavos ?? 0n, { cashCentavos: bet.stake_cash_centavos, bonusCentavos: bet.stake_bonus_centavos });
    const record = { betId: bet.id, instructionId, takenBackCashCentavos: back.cashCentavos, takenBackBonusCentavos: back.bonusCentavos, at: now() };
    const wallets = await ledger.playerAccounts(tx, bet.user_id, { lock: true });
    if (wallets.cash.availableCentavos < back.cashCentavos || wallets.bonus.availableCentavos < back.bonusCentavos) {
      await repo.recordRollback(tx, { ...record, outcome: 'refused' });
      deps.log?.error(
        { betId: String(bet.id), instructionId, cashCentavos: String(back.cashCentavos), bonusCentavos: String(back.bonusCentavos) },
        'a feed reopened a settled bet whose return the wallets no longer hold: left settled for ops',
      );
      return { kind: 'refused', userId: bet.user_id };
    }
    const round = bet.settlement_round + 1;
    const metadata = { betId: String(bet.id), instructionId, round };
    for (const [purpose, amount, suffix] of [
      ['cash', back.cashCentavos, ''],
      ['bonus', back.bonusCentavos, ':bonus'],
    ] as const) {
      if (amount === 0n) continue;
      await ledger.transfer(tx, {
        id: `bet:${bet.id}:r${round}:rollback${suffix}`,
        kind: 'rollback',
        debit: { userId: bet.user_id, purpose },
        credit: { system: 'house_revenue' },
        amountCentavos: amount,
        metadata,
      });
    }
    await repo.clearLegResults(tx, bet.id, reopen);
    await repo.reopenBet(tx, bet.id, round);
    await repo.recordRollback(tx, { ...record, outcome: 'reopened' });
    const takenCentavos = back.cashCentavos + back.bonusCentavos;
    if (takenCentavos > 0n) await notifyReopened(tx, bet, takenCentavos);
    return { kind: 'reopened', userId: bet.user_id };
  }

  async function applyToBet(id: string, instruction: SettlementInstruction, betId: bigint): Promise<Applied> {
    return inLedgerTransaction(db, async (tx): Promise<Applied> => {
      const bet = await repo.lockBet(tx, betId);
      if (!bet) return { kind: 'skipped' };
      if (await repo.wasApplied(tx, betId, id)) return { kind: 'none' };
      const legs = (await bets.selectionsOf(tx, [betId])).filter((leg) => String(leg.match_id) === instruction.matchId);
      const reopen = legsToReopen(
        instruction,
        legs.map((leg) => ({ selectionId: leg.selection_id, marketKey: leg.market_key, placedAtMs: leg.placed_at.getTime(), result: leg.result })),
        Date.parse,
      );
      if (reopen.length === 0) return { kind: 'none' };
      if (outcomeOfSettled(bet.status, bet.payout_centavos, bet.stake_centavos) === null) {
        await repo.clearLegResults(tx, betId, reopen);
        await repo.recordRollback(tx, { betId, instructionId: id, outcome: 'legs_reopened', takenBackCashCentavos: 0n, takenBackBonusCentavos: 0n, at: now() });
        return { kind: 'legs' };
      }
      return takeBack(tx, bet, id, reopen);
    });
  }

  /** One pass; how many settled bets were reopened. */
  async function runOnce(): Promise<{ reopened: number; refused: number }> {
    const report = { reopened: 0, refused: 0 };
    const held = new Set<string>();
    for (const { id, matchId, instruction } of await repo.openReopeningInstructions(db, INSTRUCTIONS_PER_PASS)) {
      // A match's instructions apply in order: one left unfinished holds back the later ones.
      if (held.has(String(matchId))) continue;
      let complete = true;
      for (const betId of await repo.betsDecidedOn(db, matchId, id)) {
        try {
          const applied = await applyToBet(id, instruction, betId);
          if (applied.kind === 'skipped') complete = false;
          if (applied.kind === 'reopened' || applied.kind === 'refused') report[applied.kind]++;
          if (applied.kind === 'reopened') deps.onBalanceChanged(applied.userId);
        } catch (error) {
          complete = false;
          deps.log?.error({ betId: String(betId), instructionId: id, error: (error as Error).message }, 'reopening a bet failed; retried next pass');
        }
      }
      if (complete) await repo.markConsumed(db, id, now());
      else held.add(String(matchId));
    }
    return report;
  }

  return { runOnce };
}
