/**
 * The settlement job: settles every unsettled bet whose legs are all decided (rules in
 * domain/bets/settlement.ts), safe with several API nodes and any number of retries.
 *
 * A pass pages through candidate bets (a leg's match is over, called off or stopped, or its
 * market is settled), reads their legs in one query, and opens a transaction only for a bet that
 * changes: each such transaction locks the bet row (FOR UPDATE SKIP LOCKED: another node settling
 * it is skipped), re-reads its legs, and then, in that one transaction:
 *  - records each decided leg's result;
 *  - all legs decided → the ledger (below), the bet's status, payout and settled_at;
 *  - a leg lost → the bet settles as lost at once, whatever its other legs wait for;
 *  - a leg unresolvable (interrupted past the timeout, facts missing) → status `unknown` for ops;
 *    such a bet stays a candidate and settles when its facts arrive.
 * A leg's recorded result is final: later facts (an abandoned match Awarded hours after) never
 * decide it again.
 * A bet settles once: its row is locked and must still be pending/unknown, and every ledger id is
 * derived from the bet id, so even a retry after a lost commit acknowledgement finds the
 * transfers already made.
 *
 * Ledger per outcome (stake reservations `bet:<id>:cash` / `bet:<id>:bonus`, pending):
 *  - lost → post the reservations (`…:post`): the stake goes to house_revenue;
 *  - won (payout ≥ stake) → post, then pay the payout house_revenue → cash (`bet:<id>:win`, bet_win);
 *  - void → void the reservations (`…:void`): cash and bonus each return where they came from;
 *  - partial (half-lost, payout < stake) → post, then refund the payout (kind refund) split like
 *    the stake: `bet:<id>:refund` to cash, `bet:<id>:refund:bonus` to bonus.
 *
 * The feeds' settlement instructions (api/src/domain/sports/settlement-instructions.ts, table
 * sports_settlement_instructions) come first for every leg (domain/bets/feed-instructions.ts):
 *  - `settle`: its outcome decides the leg (with a dead heat's factor; the odds feed also writes
 *    plain results on the markets' rows). Not only the rows: a scripted feed writes none, and an
 *    abandoned match's decided selections must stand when it is Awarded before the next pass;
 *  - `cancel` voids the legs placed in its window on the markets it names (a bet accepted at a
 *    wrong price is a candidate at once); `rollback-cancel` takes that back.
 * Before each pass, rollbacks.ts checks every new instruction against the bets already decided on
 * what it reaches: a leg whose decision it changes is cleared and a settled bet is reopened, its
 * return taken back. Its next settlement is round n (`bets.settlement_round`): no reservations are
 * left, so a void refunds the stake (`bet:<id>:r<n>:refund`) and a win pays `bet:<id>:r<n>:win`.
 * A settlement holds its matches' settlement locks shared, that check holds its match's exclusive.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { inLedgerTransaction, splitTransfers, type Ledger, type Metadata } from '../../ledger/index.ts';
import { formatBrl } from '../../domain/money.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';
import { settleBet, settlementReturn, DEAD_HEAT_SCALE, type LegDecision, type LegResult, type SettlementRules } from '../../domain/bets/index.ts';
import type { SettledBetFacts } from '../../domain/bonus/index.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { periodicJob } from '../../jobs/periodic.ts';
import { legDecision } from './leg-decision.ts';
import * as repo from './repo.ts';
import { createRollbacks } from './rollbacks.ts';

const PAGE = 200;

export interface SettlementDeps {
  db: Database;
  ledger: Ledger;
  rules: SettlementRules;
  now: () => Date;
  onBalanceChanged: (userId: bigint) => void;
  log?: { error(details: object, message: string): void };
  bonus?: BetBonusHooks;
}

/** What a settlement, and a feed reopening a settled bet, do to bonuses (api/src/bonus), in their transactions. */
export interface BetBonusHooks {
  /** `placedAt`: a bet counts only towards a bonus granted by the time it was placed. */
  onBetSettled(tx: Queryable, bet: SettledBetFacts & { userId: bigint; betId: bigint; settlementRound: number; placedAt: Date }): Promise<boolean>;
  onBetReopened(tx: Queryable, bet: { userId: bigint; betId: bigint }): Promise<void>;
  bonusReturnFate(tx: Queryable, userId: bigint): Promise<'kept' | 'converted' | 'forfeited'>;
}

export interface SettlementReport {
  /** Bets settled (won, lost, void, partial) in this pass. */
  settled: number;
  /** Bets newly flagged unknown. */
  unknown: number;
  /** Bets looked at. */
  examined: number;
  /** Settled bets a feed's rollback or late cancel reopened (rollbacks.ts), and those whose take-back was refused. */
  reopened: number;
  rollbacksRefused: number;
}

/** The price a dead-heat leg effectively paid at (for a bonus's minimum odds), in hundredths rounded down. */
function deadHeatPrice(leg: { priceHundredths: number; deadHeatMillionths?: number }): number {
  return Math.floor((leg.priceHundredths * (leg.deadHeatMillionths ?? DEAD_HEAT_SCALE)) / DEAD_HEAT_SCALE);
}

type Plan =
  | { kind: 'open'; results: DecidedLegResult[] }
  | { kind: 'unknown'; results: DecidedLegResult[]; reasons: string[] }
  | { kind: 'settle'; results: DecidedLegResult[] };

interface DecidedLegResult {
  selectionId: bigint;
  result: LegResult;
  deadHeatMillionths?: number;
}

export function createSettlement(deps: SettlementDeps) {
  const { db, ledger, now } = deps;
  const rollbacks = createRollbacks(deps);

  /** Each leg's decision (leg-decision.ts), with the match's instructions (the page's, when read already). */
  async function decide(q: Queryable, legs: readonly repo.BetSelectionRow[], read?: Map<string, SettlementInstruction[]>): Promise<LegDecision[]> {
    const instructions =
      read ??
      (await repo.instructionsFor(
        q,
        legs.map((leg) => leg.match_id),
      ));
    const nowMs = now().getTime();
    return legs.map((leg) => legDecision(leg, instructions.get(String(leg.match_id)) ?? [], { nowMs, rules: deps.rules, recorded: 'keep' }));
  }

  function planOf(legs: readonly repo.BetSelectionRow[], decisions: readonly LegDecision[]): Plan {
    const results = decisions.flatMap((decision, index) =>
      decision.state === 'decided'
        ? [
            {
              selectionId: legs[index]!.selection_id,
              result: decision.result,
              ...(decision.deadHeatMillionths === undefined ? {} : { deadHeatMillionths: decision.deadHeatMillionths }),
            },
          ]
        : [],
    );
    const reasons = decisions.flatMap((decision) => (decision.state === 'unknown' ? [decision.reason] : []));
    // One lost leg loses the whole bet, whatever its other legs still wait for (or cannot be decided on).
    if (results.some((entry) => entry.result === 'lost')) return { kind: 'settle', results };
    if (reasons.length > 0) return { kind: 'unknown', results, reasons };
    if (results.length === legs.length) return { kind: 'settle', results };
    return { kind: 'open', results };
  }

  /** True when the plan writes something (a settlement, a newly unknown bet, a new leg result). */
  function changes(bet: { status: string }, legs: readonly repo.BetSelectionRow[], plan: Plan): boolean {
    if (plan.kind === 'settle') return true;
    if (plan.kind === 'unknown' && bet.status !== 'unknown') return true;
    // Flagged unknown (its match interrupted too long) and open again: the match resumed.
    if (plan.kind === 'open' && bet.status === 'unknown') return true;
    const stored = new Map(legs.map((leg) => [String(leg.selection_id), leg]));
    return plan.results.some((entry) => {
      const leg = stored.get(String(entry.selectionId));
      return leg?.result !== entry.result || leg.dead_heat_millionths !== (entry.deadHeatMillionths ?? null);
    });
  }

  async function payLedger(tx: Queryable, bet: repo.BetRow, outcome: ReturnType<typeof settleBet>): Promise<void> {
    await ledger.playerAccounts(tx, bet.user_id, { lock: true });
    const round = bet.settlement_round;
    const metadata: Metadata = { betId: String(bet.id), outcome: outcome.outcome, ...(round > 0 ? { round } : {}) };
    const stake = { cashCentavos: bet.stake_cash_centavos, bonusCentavos: bet.stake_bonus_centavos };
    if (round === 0) {
      for (const [purpose, amount] of [
        ['cash', stake.cashCentavos],
        ['bonus', stake.bonusCentavos],
      ] as const) {
        if (amount === 0n) continue;
        const pendingId = `bet:${bet.id}:${purpose}`;
        if (outcome.outcome === 'void') await ledger.voidPending(tx, { id: `${pendingId}:void`, pendingId, metadata });
        else await ledger.postPending(tx, { id: `${pendingId}:post`, pendingId, metadata });
      }
      if (outcome.outcome === 'void') return;
    }
    // A reopened bet's stake is with the house already (rollbacks.ts), so even a void pays from there.
    // The share staked with bonus money returns to the bonus wallet (it is still the bonus's).
    const back = settlementReturn(outcome.outcome, outcome.payoutCentavos, stake);
    const name = outcome.outcome === 'won' ? 'win' : 'refund';
    const prefix = round === 0 ? `bet:${bet.id}` : `bet:${bet.id}:r${round}`;
    await ledger.transferMany(
      tx,
      splitTransfers({
        id: `${prefix}:${name}`,
        kind: outcome.outcome === 'won' ? 'bet_win' : 'refund',
        userId: bet.user_id,
        split: back,
        toPlayer: true,
        metadata,
      }),
    );
  }

  /**
   * The player hears of every settled bet (the bell promises the results of their bets), and what
   * came back says where it went: a share staked with bonus money returns as bonus money, to
   * the running bonus's balance, to cash when the bonus had converted, or forfeited when it ended
   * otherwise (the player cancelled it meanwhile): "credited to your balance" for all of it told the
   * player of money they never had. Before onBetSettled, which moves that money.
   */
  async function notifyResult(tx: Queryable, bet: repo.BetRow, outcome: ReturnType<typeof settleBet>): Promise<void> {
    const back = settlementReturn(outcome.outcome, outcome.payoutCentavos, { cashCentavos: bet.stake_cash_centavos, bonusCentavos: bet.stake_bonus_centavos });
    const fate = back.bonusCentavos > 0n ? ((await deps.bonus?.bonusReturnFate(tx, bet.user_id)) ?? 'kept') : null;
    const key = { won: 'notifications.betWon', partial: 'notifications.betPartial', lost: 'notifications.betLost', void: 'notifications.betVoid' }[
      outcome.outcome
    ];
    // With a bonus share the outcome's own text names both balances (i18next's context: `betWon_bonus`),
    // or only the bonus one when no cash came back (no "R$ 0,00 paid to your balance").
    const context = back.cashCentavos > 0n ? 'bonus' : 'bonusOnly';
    const amounts = { bet: String(bet.id), amount: formatBrl(back.cashCentavos), bonus: formatBrl(back.bonusCentavos) };
    if (fate === 'kept') return notifyPlayer(tx, bet.user_id, key, { ...amounts, context });
    if (fate === 'forfeited')
      return notifyPlayer(tx, bet.user_id, 'notifications.betReturnedBonusForfeited', context === 'bonusOnly' ? { ...amounts, context } : amounts);
    // No bonus share, or one that converts to cash with its completed bonus: all of it reaches the balance.
    await notifyPlayer(tx, bet.user_id, key, { bet: String(bet.id), amount: formatBrl(outcome.payoutCentavos) });
  }

  /** Settles (or flags) one bet in its own transaction; what happened, or null when nothing did. */
  async function apply(betId: bigint): Promise<{ userId: bigint; kind: 'settled' | 'unknown' | 'progress' } | null> {
    return inLedgerTransaction(db, async (tx) => {
      // Before any row lock: a feed's instruction being checked against this bet's matches goes first.
      for (const matchId of await repo.matchesOf(tx, betId)) await repo.lockMatchSettlement(tx, matchId, 'shared');
      const bet = await repo.lockUnsettledBet(tx, betId);
      if (!bet) return null;
      const legs = await repo.selectionsOf(tx, [betId]);
      const plan = planOf(legs, await decide(tx, legs));
      if (!changes(bet, legs, plan)) return null;
      await repo.recordLegResults(tx, betId, plan.results);
      if (plan.kind === 'unknown') {
        if (bet.status === 'unknown') return { userId: bet.user_id, kind: 'progress' };
        await repo.recordSettlement(tx, betId, 'unknown', null, null);
        deps.log?.error({ betId: String(betId), reasons: plan.reasons }, 'bet cannot be settled: flagged unknown for ops');
        return { userId: bet.user_id, kind: 'unknown' };
      }
      if (plan.kind === 'open') {
        if (bet.status === 'unknown') await repo.recordSettlement(tx, betId, 'pending', null, null);
        return { userId: bet.user_id, kind: 'progress' };
      }
      const byId = new Map(plan.results.map((entry) => [String(entry.selectionId), entry]));
      // Every leg is decided, or a decided one lost (which alone settles the bet as lost).
      const priced = legs.flatMap((leg) => {
        const decided = byId.get(String(leg.selection_id));
        return decided ? [{ ...decided, priceHundredths: leg.price_hundredths }] : [];
      });
      const outcome = settleBet(bet.stake_centavos, priced, bet.potential_win_centavos);
      await payLedger(tx, bet, outcome);
      await repo.recordSettlement(tx, betId, outcome.status, outcome.payoutCentavos, now());
      await notifyResult(tx, bet, outcome);
      await deps.bonus?.onBetSettled(tx, {
        userId: bet.user_id,
        betId,
        settlementRound: bet.settlement_round,
        placedAt: bet.placed_at,
        stakeCentavos: bet.stake_centavos,
        legs: legs.map((leg) => {
          const decided = byId.get(String(leg.selection_id));
          return { result: decided?.result ?? null, priceHundredths: deadHeatPrice({ ...decided, priceHundredths: leg.price_hundredths }) };
        }),
        outcome: outcome.outcome,
      });
      return { userId: bet.user_id, kind: 'settled' };
    });
  }

  /** One pass over every candidate. */
  async function runOnce(): Promise<SettlementReport> {
    const { reopened, refused } = await rollbacks.runOnce();
    const report: SettlementReport = { settled: 0, unknown: 0, examined: 0, reopened, rollbacksRefused: refused };
    let after = 0n;
    for (;;) {
      const candidates = await repo.settlementCandidates(db, after, PAGE);
      if (candidates.length === 0) break;
      const ids = candidates.map((candidate) => candidate.id);
      const statuses = new Map(candidates.map((candidate) => [String(candidate.id), candidate.status]));
      after = ids.at(-1)!;
      const rows = await repo.selectionsOf(db, ids);
      const instructions = await repo.instructionsFor(
        db,
        rows.map((row) => row.match_id),
      );
      const byBet = new Map<string, repo.BetSelectionRow[]>();
      for (const row of rows) byBet.set(String(row.bet_id), [...(byBet.get(String(row.bet_id)) ?? []), row]);
      for (const id of ids) {
        report.examined++;
        const legs = byBet.get(String(id)) ?? [];
        // A cheap look without locks first: most candidates wait for another leg and change nothing.
        if (!changes({ status: statuses.get(String(id)) ?? 'pending' }, legs, planOf(legs, await decide(db, legs, instructions)))) continue;
        try {
          const done = await apply(id);
          if (!done) continue;
          if (done.kind === 'settled') report.settled++;
          if (done.kind === 'unknown') report.unknown++;
          if (done.kind === 'settled') deps.onBalanceChanged(done.userId);
        } catch (error) {
          deps.log?.error({ betId: String(id), error: (error as Error).message }, 'bet settlement failed; retried next pass');
        }
      }
      if (ids.length < PAGE) break;
    }
    return report;
  }

  return { runOnce, settleBet: apply };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** Runs the settlement on an interval (unref'd) and on demand; a call during a pass waits for it. */
export function createSettlementJob(settlement: Settlement, intervalMs: number, log: { error(details: object, message: string): void }) {
  return periodicJob({ name: 'bet settlement pass', intervalMs, log, run: () => settlement.runOnce() });
}
