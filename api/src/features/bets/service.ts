/**
 * Placing bets and listing them.
 *
 * Placing reads every leg's match, market and selection, then everything about the player in one
 * query without locks (wallets, stake-guard facts, idempotency key, the next bet id). A leg whose
 * texts name other odds than its selection is refused (leg-texts.ts); what the bet stores of a leg
 * is the server's data for its selection, never the texts. Then it runs the acceptance checks
 * (domain/bets/slip.ts, spec §8 order) and splits the stake cash first then bonus. The bet, its
 * legs and the stake's reservations — pending ledger transfers `bet:<id>:cash` /
 * `bet:<id>:bonus` (kind bet_stake, to house_revenue), which settlement later
 * posts or voids — are then written by one statement (bets_place_checked, migrations 014 and 029)
 * that first locks the wallets and checks they and the stake guard's facts are exactly as read.
 * When they are not (a concurrent bet or deposit, a break just taken), when the wallets are not
 * opened yet, or when the ledger refuses, nothing is written
 * and the locked pass decides: one transaction that locks the wallets, looks the idempotency key
 * up race-free, and writes as above with the ledger's own transfer calls.
 *
 * In-play bet delay: when a leg is live, the first pass only checks (and rolls back), the request
 * waits `liveDelayMs`, and a second pass re-reads and re-checks everything (a goal in the delay
 * suspends the market or moves the price) before accepting at the price then current.
 *
 * Fails with refusals (answers.ts), never throws for a player's mistake.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { Language } from '../../i18n/messages.ts';
import { inLedgerTransaction, isLedgerError, isRetryableTransactionError, splitStake, type Ledger, type TransferRequest } from '../../ledger/index.ts';
import {
  checkShape,
  checkStake,
  decideSlip,
  marketKeyAliases,
  parseMarketKey,
  parsePick,
  parseSelection,
  selectionKeyAliases,
  type LegFacts,
  type Refusal,
  type SlipDecision,
  type Sport,
} from '../../domain/bets/index.ts';
import { addDays, parseLocalDate, startOfLocalDay } from '../../domain/withdrawals/calendar.ts';
import { acceptedAnswer, idempotencyKeyReusedAnswer, idempotencyKeyWithdrawnAnswer, refusalAnswer, slipMismatchAnswer, type BetAnswer } from './answers.ts';
import type { BetsConfig } from './config.ts';
import { contradictionsOf, namesSelection, storedDetails, type FieldKeys } from './leg-texts.ts';
import * as repo from './repo.ts';
import type { ListQuery, ParsedLeg } from './schemas.ts';
import { betView } from './view.ts';

const CURRENCY = 'BRL';
/** How long an idempotency key is remembered. */
const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export interface BetsServiceDeps {
  db: Database;
  ledger: Ledger;
  config: BetsConfig;
  now: () => Date;
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Waits (tests replace it to change prices during the live delay). */
  sleep?: (ms: number) => Promise<void>;
  /** Responsible gambling: exclusions and loss limits refuse a bet. */
  stakeGuard?: {
    beforeStake(tx: Queryable, userId: bigint, stakeCentavos: bigint): Promise<void>;
    /** The same check on facts the bet's own read selects (`sql`, with `$1` the user id); without it every bet takes the locked pass. */
    stakeFacts?: { sql: string; check(q: Queryable, userId: bigint, stakeCentavos: bigint, value: unknown): Promise<void> };
  };
}

export interface PlaceBetInput {
  userId: bigint;
  frontendId: number;
  stakeCentavos: bigint | null;
  acceptOddsChanges: boolean;
  legs: readonly ParsedLeg[];
  idempotencyKey: string | null;
}

type LegFactsWithTeams = LegFacts & Pick<repo.LegFactsRow, 'teams'>;

/** What the player can stake: both wallets, neither counted below zero. */
function spendableCentavos(cashCentavos: bigint, bonusCentavos: bigint): bigint {
  return (cashCentavos > 0n ? cashCentavos : 0n) + (bonusCentavos > 0n ? bonusCentavos : 0n);
}

/**
 * Whether a slip sent again under a used key is the bet already placed: the same stake and the same
 * picks, leg by leg (the selection id when the leg sends one, and texts that name the stored
 * selection, however spelled). Another slip under a used key is refused rather than answered
 * "placed" with a bet the player did not ask for. Not `accept_odds_changes`: it only decides how a
 * price move is met when the bet is taken, and the bet was taken; a player who ticked it before
 * sending the slip again after a lost answer asks for that bet, not a second one.
 */
function isSameSlip(placed: { bet: repo.BetRow; selections: readonly repo.BetSelectionRow[] }, input: PlaceBetInput, stakeCentavos: bigint): boolean {
  const { bet, selections } = placed;
  if (bet.stake_centavos !== stakeCentavos || selections.length !== input.legs.length) return false;
  return input.legs.every((leg, index) => {
    const stored = selections[index]!;
    return (
      leg.request.fixtureId !== null &&
      BigInt(stored.match_id) === leg.request.fixtureId &&
      (leg.selectionId === null || BigInt(stored.selection_id) === leg.selectionId) &&
      namesSelection(leg.request, stored.sport, { marketKey: stored.market_key, key: stored.selection_key })
    );
  });
}

/** True for a database error with SQLSTATE `code`. */
function isSqlState(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** Aborts the first pass of a live bet (nothing is written) so that the delay can run. */
class LiveDelayNeeded extends Error {}

const sports: Sport[] = ['football', 'basketball'];

/** Keys to look a leg up by: every alias of its market and outcome under either sport. */
function lookupOf(leg: ParsedLeg): repo.LegLookup {
  const marketKeys = new Set<string>([leg.request.marketKey]);
  const selectionKeys = new Set<string>([leg.request.outcome]);
  for (const sport of sports) {
    const market = parseMarketKey(sport, leg.request.marketKey);
    if (!market) continue;
    for (const key of marketKeyAliases(market)) marketKeys.add(key);
    const pick = parsePick(market, leg.request.outcome);
    if (pick !== null) for (const key of selectionKeyAliases({ market, pick })) selectionKeys.add(key);
  }
  return { matchId: leg.request.fixtureId, selectionId: leg.selectionId, marketKeys: [...marketKeys], selectionKeys: [...selectionKeys] };
}

export function createBetsService(deps: BetsServiceDeps) {
  const { db, ledger, config, now } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  function balanceChanged(userId: bigint): void {
    const hook = deps.onBalanceChanged;
    if (!hook) return;
    void Promise.resolve()
      .then(() => hook(userId))
      .catch((error: unknown) => deps.log?.warn({ err: error, userId: String(userId) }, 'onBalanceChanged hook failed'));
  }

  function withSettleable(facts: readonly repo.LegFactsRow[]): LegFactsWithTeams[] {
    return facts.map((fact) => ({
      ...fact,
      settleable: fact.match !== null && fact.selection !== null && parseSelection(fact.match.sport, fact.selection.marketKey, fact.selection.key) !== null,
    }));
  }

  async function storedBet(q: Queryable, betId: bigint) {
    const bet = await repo.betById(q, betId);
    if (!bet) throw new Error(`bet ${betId} vanished`);
    return { bet, selections: await repo.selectionsOf(q, [betId]) };
  }

  type Pass =
    | { kind: 'refused'; refusal: Refusal }
    | {
        kind: 'accepted';
        betId: bigint;
        answerKey: 'bets.placed' | 'bets.placedAtNewOdds';
        replayed: boolean;
        /** The bet and its legs as stored: written by this pass, or read back once for a replay. */
        written: { bet: repo.BetRow; selections: repo.BetSelectionRow[] };
      }
    /** The request's key was withdrawn (`resolveKey`) before it landed: no bet may be placed under it. */
    | { kind: 'withdrawn' }
    /** A leg's texts name other odds than the selection it would be booked on (leg-texts.ts): nothing placed. */
    | { kind: 'mismatch'; leg: number; fields: FieldKeys };

  /** What the checks decided about a bet, given what was read. */
  type Decision =
    | { kind: 'refused'; refusal: Refusal }
    | { kind: 'write'; bet: repo.NewBet; legs: repo.NewBetSelection[]; answerKey: 'bets.placed' | 'bets.placedAtNewOdds' };

  /**
   * The checks of spec §8 in order, then the stake split cash first; throws LiveDelayNeeded on a
   * live bet's first pass (before anything is written).
   */
  function decide(
    input: PlaceBetInput,
    stakeCentavos: bigint,
    facts: readonly LegFactsWithTeams[],
    cash: bigint,
    bonus: bigint,
    placedAt: Date,
    afterDelay: boolean,
  ): Decision {
    const available = spendableCentavos(cash, bonus);
    // The balance is checked first (spec §8 order): decideSlip looks at it before any leg.
    const decision: SlipDecision = decideSlip({
      stakeCentavos,
      acceptOddsChanges: input.acceptOddsChanges,
      legs: input.legs.map((leg) => leg.request),
      facts,
      availableCentavos: available,
      nowMs: placedAt.getTime(),
      limits: config,
    });
    if (!decision.ok) return { kind: 'refused', refusal: decision.refusal };
    if (decision.live && config.liveDelayMs > 0 && !afterDelay) throw new LiveDelayNeeded();
    const split = splitStake(cash, bonus, stakeCentavos);
    if (!split.ok) return { kind: 'refused', refusal: { code: 'insufficient_balance', availableCentavos: available } };
    const answerKey = decision.oddsChanged ? 'bets.placedAtNewOdds' : 'bets.placed';
    const bet: repo.NewBet = {
      userId: input.userId,
      frontendId: input.frontendId,
      kind: decision.legs.length === 1 ? 'single' : 'accumulator',
      live: decision.live,
      stakeCentavos,
      stakeCashCentavos: split.cashCentavos,
      stakeBonusCentavos: split.bonusCentavos,
      totalOddsHundredths: decision.totalOddsHundredths,
      potentialWinCentavos: decision.potentialWinCentavos,
      acceptOddsChanges: input.acceptOddsChanges,
      placedAt,
    };
    const legs: repo.NewBetSelection[] = decision.legs.map((leg, index) => ({
      selectionId: leg.selectionId,
      matchId: leg.matchId,
      marketKey: leg.marketKey,
      selectionKey: leg.selectionKey,
      priceHundredths: leg.priceHundredths,
      details: {
        ...storedDetails(facts[index]!, leg, placedAt),
        leg: index,
        request: { idempotency_key: input.idempotencyKey, answer_key: answerKey, seen_odd: leg.seenHundredths / 100 },
      },
      scoreAtBet: leg.scoreAtBet,
    }));
    return { kind: 'write', bet, legs, answerKey };
  }

  /** The stake's reservations: pending transfers `bet:<id>:cash` and `bet:<id>:bonus` to the house. */
  function reservations(betId: bigint, bet: repo.NewBet): TransferRequest[] {
    const metadata = { betId: String(betId), kind: bet.kind };
    const parts = [
      ['cash', bet.stakeCashCentavos],
      ['bonus', bet.stakeBonusCentavos],
    ] as const;
    return parts
      .filter(([, amountCentavos]) => amountCentavos > 0n)
      .map(([purpose, amountCentavos]) => ({
        id: `bet:${betId}:${purpose}`,
        kind: 'bet_stake',
        pending: true,
        debit: { userId: bet.userId, purpose },
        credit: { system: 'house_revenue' },
        amountCentavos,
        currency: CURRENCY,
        metadata,
      }));
  }

  /** The answer to a retry of a bet already placed with the same idempotency key. */
  async function replay(q: Queryable, betId: bigint): Promise<Pass> {
    const { bet, selections } = await storedBet(q, betId);
    const request = selections[0]?.details.request as { answer_key?: string } | undefined;
    return {
      kind: 'accepted',
      betId,
      answerKey: request?.answer_key === 'bets.placedAtNewOdds' ? 'bets.placedAtNewOdds' : 'bets.placed',
      replayed: true,
      written: { bet, selections },
    };
  }

  /** What the request's key already did: placed a bet (answered again) or was withdrawn. */
  function earlier(q: Queryable, betId: bigint): Promise<Pass> {
    return betId === repo.WITHDRAWN_KEY ? Promise.resolve({ kind: 'withdrawn' }) : replay(q, betId);
  }

  /**
   * One pass (`afterDelay` once the live delay has run): read the legs and the player in one
   * query, then the optimistic write, else the locked pass. The legs are not read under the locks:
   * prices are not locked either way, and a price that moves after this read is the price the
   * player saw a moment before.
   */
  async function pass(input: PlaceBetInput, stakeCentavos: bigint, afterDelay: boolean): Promise<Pass> {
    const placedAt = now();
    const since = new Date(placedAt.getTime() - IDEMPOTENCY_WINDOW_MS);
    const snapshot = await repo.placingSnapshot(db, {
      userId: input.userId,
      currency: CURRENCY,
      idempotencyKey: input.idempotencyKey,
      since,
      stakeFactsSql: deps.stakeGuard?.stakeFacts?.sql ?? null,
      lookups: input.legs.map(lookupOf),
    });
    const facts = withSettleable(snapshot.legs);
    // Before the checks and the key's earlier bet: whatever else is true of the slip, it is not the bet it says.
    const mismatch = contradictionsOf(input.legs, facts);
    if (mismatch) return { kind: 'mismatch', ...mismatch };
    return (
      (await optimisticPass(input, stakeCentavos, afterDelay, { snapshot, facts, placedAt, since })) ?? lockedPass(input, stakeCentavos, afterDelay, facts)
    );
  }

  /**
   * Decides on the snapshot and writes the bet with its reservations in one statement that first
   * checks the wallets are still as read. Null — nothing written — when they are not (another bet,
   * a deposit…), when the player's wallets are not both opened yet, or when the stake guard could
   * not be read in the snapshot: the locked pass decides.
   */
  async function optimisticPass(
    input: PlaceBetInput,
    stakeCentavos: bigint,
    afterDelay: boolean,
    read: { snapshot: repo.PlacingSnapshot; facts: LegFactsWithTeams[]; placedAt: Date; since: Date },
  ): Promise<Pass | null> {
    const { snapshot, facts, placedAt, since } = read;
    const guard = deps.stakeGuard;
    if (guard && !guard.stakeFacts) return null;
    if (snapshot.existingBetId !== null) return earlier(db, snapshot.existingBetId);
    const wallets = ledger.walletsSnapshot(snapshot.wallets);
    if (!wallets) return null;
    await guard?.stakeFacts?.check(db, input.userId, stakeCentavos, snapshot.stakeFacts);
    const decision = decide(input, stakeCentavos, facts, wallets.cashAvailableCentavos, wallets.bonusAvailableCentavos, placedAt, afterDelay);
    if (decision.kind === 'refused') return decision;
    const betId = snapshot.nextBetId;
    try {
      const placed = await repo.placeChecked(db, {
        id: betId,
        bet: decision.bet,
        selections: decision.legs,
        currency: CURRENCY,
        expectedWallets: wallets.expected,
        expectedStakeFacts: guard ? snapshot.stakeFacts : null,
        idempotencyKey: input.idempotencyKey,
        since,
        plannedTransfers: ledger.planTransfers(reservations(betId, decision.bet)),
      });
      if (!placed) return null;
    } catch (error) {
      if (isSqlState(error, repo.LEDGER_REFUSED_SQLSTATE) || isRetryableTransactionError(error)) return null;
      throw error;
    }
    return accepted(betId, decision, facts);
  }

  /** Everything in one transaction with the player's wallets locked; opens them on a first bet. */
  async function lockedPass(input: PlaceBetInput, stakeCentavos: bigint, afterDelay: boolean, facts: LegFactsWithTeams[]): Promise<Pass> {
    return inLedgerTransaction(db, async (tx) => {
      const wallets = await ledger.playerAccounts(tx, input.userId, { currency: CURRENCY, lock: true });
      const placedAt = now();
      if (input.idempotencyKey !== null) {
        const existing = await repo.findByIdempotencyKey(tx, input.userId, input.idempotencyKey, new Date(placedAt.getTime() - IDEMPOTENCY_WINDOW_MS));
        if (existing !== null) return earlier(tx, existing);
      }
      await deps.stakeGuard?.beforeStake(tx, input.userId, stakeCentavos);
      const cash = wallets.cash.availableCentavos;
      const bonus = wallets.bonus.availableCentavos;
      const decision = decide(input, stakeCentavos, facts, cash, bonus, placedAt, afterDelay);
      if (decision.kind === 'refused') return decision;
      const betId = await repo.insertBet(tx, decision.bet, decision.legs);
      try {
        for (const reservation of reservations(betId, decision.bet)) await ledger.transfer(tx, reservation);
      } catch (error) {
        // Cannot happen while the wallets are locked, but the ledger has the last word on funds.
        if (isLedgerError(error, 'insufficient_funds')) {
          throw new RefusedInTransaction({ code: 'insufficient_balance', availableCentavos: spendableCentavos(cash, bonus) });
        }
        throw error;
      }
      return accepted(betId, decision, facts);
    });
  }

  function accepted(betId: bigint, decision: Extract<Decision, { kind: 'write' }>, facts: readonly LegFactsWithTeams[]): Pass {
    return { kind: 'accepted', betId, answerKey: decision.answerKey, replayed: false, written: writtenRows(betId, decision.bet, decision.legs, facts) };
  }

  return {
    /** POST /user/bet after authentication and parsing: the answer to send. */
    async place(input: PlaceBetInput, language: Language): Promise<BetAnswer> {
      const stakeRefusal =
        checkStake(input.stakeCentavos, config) ??
        checkShape(
          input.legs.map((leg) => leg.request),
          config,
        );
      if (stakeRefusal) return refusalAnswer(stakeRefusal, language);
      const stakeCentavos = input.stakeCentavos!;
      let outcome: Pass;
      try {
        try {
          outcome = await pass(input, stakeCentavos, false);
        } catch (error) {
          if (!(error instanceof LiveDelayNeeded)) throw error;
          await sleep(config.liveDelayMs);
          outcome = await pass(input, stakeCentavos, true);
        }
      } catch (error) {
        if (error instanceof RefusedInTransaction) return refusalAnswer(error.refusal, language);
        throw error;
      }
      if (outcome.kind === 'refused') return refusalAnswer(outcome.refusal, language);
      if (outcome.kind === 'withdrawn') return idempotencyKeyWithdrawnAnswer(language);
      if (outcome.kind === 'mismatch') return slipMismatchAnswer(language, outcome.leg, outcome.fields);
      const placed = { ...outcome.written, view: betView(outcome.written.bet, outcome.written.selections) };
      if (outcome.replayed && !isSameSlip(placed, input, stakeCentavos)) return idempotencyKeyReusedAnswer(language);
      if (!outcome.replayed) balanceChanged(input.userId);
      return acceptedAnswer(outcome.answerKey, placed.bet.total_odds_hundredths, placed.view, language, outcome.replayed);
    },

    /**
     * POST /user/bet/resolve: what a bet request sent under `key` did, for a slip whose answer was
     * lost and that is about to send something else. The bet it placed; else the key is withdrawn,
     * under the wallet locks every placement takes before it looks its key up, so a request still
     * on its way (a live bet in its delay) is refused when it lands: one bet or none, never two.
     */
    async resolveKey(userId: bigint, key: string): Promise<{ placed: false } | { placed: true; bet: ReturnType<typeof betView> }> {
      return inLedgerTransaction(db, async (tx) => {
        await ledger.playerAccounts(tx, userId, { currency: CURRENCY, lock: true });
        const withdrawnAt = now();
        const since = new Date(withdrawnAt.getTime() - IDEMPOTENCY_WINDOW_MS);
        const existing = await repo.findByIdempotencyKey(tx, userId, key, since);
        if (existing === null) await repo.withdrawKey(tx, userId, key, withdrawnAt, since);
        if (existing === null || existing === repo.WITHDRAWN_KEY) return { placed: false };
        const { bet, selections } = await storedBet(tx, existing);
        return { placed: true, bet: betView(bet, selections) };
      });
    },

    /**
     * GET /user/bets: the player's own bets, newest first. `from` and `to` are calendar days in
     * `timeZone` (the viewer's, as the screen shows the dates).
     */
    async list(userId: bigint, query: ListQuery, timeZone: string) {
      const statuses: Record<ListQuery['status'], repo.BetRow['status'][] | null> = {
        all: null,
        pending: ['pending', 'unknown'],
        won: ['approved'],
        lost: ['rejected'],
        void: ['void'],
      };
      const day = (text: string | undefined) => (text === undefined ? null : parseLocalDate(text));
      const from = day(query.from);
      const to = day(query.to);
      const [cursorMs, cursorId] = query.cursor?.split('.') ?? [];
      const rows = await repo.listBets(db, userId, {
        statuses: statuses[query.status],
        from: from ? new Date(startOfLocalDay(from, timeZone)) : null,
        // `to` is inclusive: up to the start of the next day in the viewer's zone.
        to: to ? new Date(startOfLocalDay(addDays(to, 1), timeZone)) : null,
        limit: query.limit,
        cursor: cursorMs !== undefined && cursorId !== undefined ? { placedAt: new Date(Number(cursorMs)), id: BigInt(cursorId) } : null,
      });
      const selections = await repo.selectionsOf(
        db,
        rows.map((row) => row.id),
      );
      const last = rows.at(-1);
      return {
        bets: rows.map((row) =>
          betView(
            row,
            selections.filter((selection) => selection.bet_id === row.id),
          ),
        ),
        next_cursor: rows.length === query.limit && last ? `${last.placed_at.getTime()}.${last.id}` : null,
      };
    },
  };
}

/** The rows just written, as the database would read them back (saves two queries per bet). */
function writtenRows(
  betId: bigint,
  bet: repo.NewBet,
  legs: readonly repo.NewBetSelection[],
  facts: readonly LegFactsWithTeams[],
): { bet: repo.BetRow; selections: repo.BetSelectionRow[] } {
  return {
    bet: {
      id: betId,
      user_id: bet.userId,
      frontend_id: bet.frontendId,
      kind: bet.kind,
      live: bet.live,
      stake_centavos: bet.stakeCentavos,
      stake_cash_centavos: bet.stakeCashCentavos,
      stake_bonus_centavos: bet.stakeBonusCentavos,
      total_odds_hundredths: bet.totalOddsHundredths,
      potential_win_centavos: bet.potentialWinCentavos,
      accept_odds_changes: bet.acceptOddsChanges,
      status: 'pending',
      payout_centavos: null,
      placed_at: bet.placedAt,
      settled_at: null,
      settlement_round: 0,
    },
    selections: legs.map((leg, index) => {
      const fact = facts[index]!;
      const match = fact.match!;
      return {
        bet_id: betId,
        selection_id: leg.selectionId,
        match_id: leg.matchId,
        market_key: leg.marketKey,
        selection_key: leg.selectionKey,
        price_hundredths: leg.priceHundredths,
        details: leg.details,
        score_at_bet: leg.scoreAtBet as repo.BetSelectionRow['score_at_bet'],
        result: null,
        dead_heat_millionths: null,
        sport: match.sport,
        home_team: fact.teams?.home ?? '',
        away_team: fact.teams?.away ?? '',
        starts_at: new Date(match.startsAtMs),
        match_status: match.status,
        home_score: match.homeScore,
        away_score: match.awayScore,
        ht_home_score: null,
        ht_away_score: null,
        periods: [],
        match_status_since: new Date(0),
        market_status: fact.selection?.marketStatus ?? null,
        selection_result: null,
        placed_at: bet.placedAt,
      };
    }),
  };
}

/** A refusal found after writing started: thrown so that the transaction rolls back. */
class RefusedInTransaction extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.code);
    this.refusal = refusal;
  }
}

export type BetsService = ReturnType<typeof createBetsService>;
