/**
 * The settlement job's first step: every new instruction of a feed is checked against the bets
 * that already carry a decision it reaches — a settlement rolled back, a cancel after payment, a
 * cancel taken back, a corrected settlement (which legs: domain/bets/rollbacks.ts).
 *
 * One transaction per instruction, holding the match's settlement lock exclusively (a bet being
 * settled on that match holds it shared, repo.lockMatchSettlement): a bet decided on facts the
 * instruction has just changed is committed before the check, or decided after it on the new facts.
 * In it, per bet reached, once (`bet_rollbacks`):
 *  - a bet not settled yet: the legs' recorded results are cleared, and the pass that follows
 *    decides them again;
 *  - a settled bet: what its settlement gave back (the payout, or the stake of a void bet, split
 *    between cash and bonus as it was paid) is taken back to house_revenue (kind `rollback`, ids
 *    `bet:<id>:r<round>:rollback[:bonus]`), the legs are cleared and the bet is pending again in
 *    its next settlement round; its stake stays with the house, so the next settlement pays or
 *    refunds from there (settlement.ts). The player is notified when money was taken back. The
 *    wagering that settlement counted towards a bonus still active is given back, and the next
 *    settlement counts its own (nothing for a void bet);
 *  - the wallets cannot cover that take-back (spent, withdrawn, or a bonus since converted or
 *    forfeited): nothing moves, the bet stays as settled, and the refusal is recorded with the
 *    amounts for ops (ops-routes.ts) and logged as an error.
 * The instruction is marked consumed in the same transaction, unless a bet it reaches was held by
 * another transaction (then what was done commits and the rest waits for the next pass, as do the
 * match's later instructions).
 */
import type { Queryable } from '../../db/database.ts';
import { inLedgerTransaction, splitTransfers } from '../../ledger/index.ts';
import { legsToReopen, outcomeOfSettled, settlementReturn } from '../../domain/bets/index.ts';
import { formatBrl } from '../../domain/money.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';
import { legDecision } from './leg-decision.ts';
import * as bets from './repo.ts';
import * as repo from './rollbacks-repo.ts';
import type { SettlementDeps } from './settlement.ts';

const INSTRUCTIONS_PER_PASS = 100;

type Applied = { kind: 'held' } | { kind: 'none' } | { kind: 'legs' } | { kind: 'reopened' | 'refused'; userId: bigint };

/** Money left the player's wallets: the bell says why. */
async function notifyReopened(tx: Queryable, bet: bets.BetRow, takenCentavos: bigint): Promise<void> {
  await notifyPlayer(tx, bet.user_id, 'bets.reopenedNotice', { betId: Number(bet.id), amount: formatBrl(takenCentavos) });
}

/** The settlement job's first step, with its dependencies. */
export function createRollbacks(deps: SettlementDeps) {
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
    await ledger.transferMany(
      tx,
      splitTransfers({
        id: `bet:${bet.id}:r${round}:rollback`,
        kind: 'rollback',
        userId: bet.user_id,
        split: back,
        toPlayer: false,
        metadata: { betId: String(bet.id), instructionId, round },
      }),
    );
    await repo.clearLegResults(tx, bet.id, reopen);
    await repo.reopenBet(tx, bet.id, round);
    await deps.bonus?.onBetReopened(tx, { userId: bet.user_id, betId: bet.id });
    await repo.recordRollback(tx, { ...record, outcome: 'reopened' });
    const takenCentavos = back.cashCentavos + back.bonusCentavos;
    if (takenCentavos > 0n) await notifyReopened(tx, bet, takenCentavos);
    return { kind: 'reopened', userId: bet.user_id };
  }

  /** In the instruction's transaction (match lock held): what it does to one bet. */
  async function applyToBet(tx: Queryable, id: string, instruction: SettlementInstruction, betId: bigint): Promise<Applied> {
    const bet = await repo.lockBet(tx, betId);
    if (!bet) return { kind: 'held' };
    const legs = await bets.selectionsOf(tx, [betId]);
    const instructions = await bets.instructionsFor(
      tx,
      legs.map((leg) => leg.match_id),
    );
    const context = { nowMs: now().getTime(), rules: deps.rules, recorded: 'ignore' as const };
    const reopen = legsToReopen(
      instruction,
      legs
        .filter((leg) => String(leg.match_id) === instruction.matchId)
        .map((leg) => ({
          selectionId: leg.selection_id,
          marketKey: leg.market_key,
          placedAtMs: leg.placed_at.getTime(),
          result: leg.result,
          deadHeatMillionths: leg.dead_heat_millionths,
          fresh: legDecision(leg, instructions.get(String(leg.match_id)) ?? [], context),
        })),
      Date.parse,
    );
    if (reopen.length === 0) return { kind: 'none' };
    if (outcomeOfSettled(bet.status, bet.payout_centavos, bet.stake_centavos) === null) {
      await repo.clearLegResults(tx, betId, reopen);
      await repo.recordRollback(tx, { betId, instructionId: id, outcome: 'legs_reopened', takenBackCashCentavos: 0n, takenBackBonusCentavos: 0n, at: now() });
      return { kind: 'legs' };
    }
    return takeBack(tx, bet, id, reopen);
  }

  /** Checks one instruction against the bets it reaches (or, for an ops retry, one bet); true when every bet was handled. */
  async function check(open: repo.OpenInstruction, report: { reopened: number; refused: number }, onlyBet?: bigint): Promise<boolean> {
    // Counted per attempt: a transaction retried after a serialisation failure starts again.
    const done = await inLedgerTransaction(db, async (tx) => {
      const counts = { reopened: 0, refused: 0, users: [] as bigint[], complete: true };
      await bets.lockMatchSettlement(tx, open.matchId, 'exclusive');
      const betIds = onlyBet === undefined ? await repo.betsDecidedOn(tx, open.matchId, repo.marketsNamed(open.instruction), open.id) : [onlyBet];
      for (const betId of betIds) {
        const applied = await applyToBet(tx, open.id, open.instruction, betId);
        if (applied.kind === 'held') counts.complete = false;
        if (applied.kind === 'reopened' || applied.kind === 'refused') counts[applied.kind]++;
        if (applied.kind === 'reopened') counts.users.push(applied.userId);
        // Ops asked again, but the instruction no longer changes that bet: nothing is owed.
        if (applied.kind === 'none' && onlyBet !== undefined) await repo.dropRetry(tx, betId, open.id);
      }
      if (counts.complete && onlyBet === undefined) await repo.markConsumed(tx, open.id, now());
      return counts;
    });
    report.reopened += done.reopened;
    report.refused += done.refused;
    for (const userId of done.users) deps.onBalanceChanged(userId);
    return done.complete;
  }

  /** One pass: ops retries, then new instructions in order; how many settled bets were reopened and refused. */
  async function runOnce(): Promise<{ reopened: number; refused: number }> {
    const report = { reopened: 0, refused: 0 };
    const held = new Set<string>();
    const attempt = async (open: repo.OpenInstruction, onlyBet?: bigint) => {
      try {
        if (!(await check(open, report, onlyBet))) held.add(String(open.matchId));
      } catch (error) {
        held.add(String(open.matchId));
        deps.log?.error({ instructionId: open.id, error: (error as Error).message }, 'checking a feed instruction against bets failed; retried next pass');
      }
    };
    for (const retry of await repo.retries(db, INSTRUCTIONS_PER_PASS)) await attempt(retry, retry.betId);
    for (const open of await repo.openInstructions(db, INSTRUCTIONS_PER_PASS)) {
      // A match's instructions apply in order: one left unfinished holds back the later ones.
      if (!held.has(String(open.matchId))) await attempt(open);
    }
    return report;
  }

  return { runOnce };
}
