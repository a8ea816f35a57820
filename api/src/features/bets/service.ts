/**
 * Placing bets and listing them.
 *
 * Placing is one database transaction: lock the player's wallets (so two bets cannot spend the
 * same money, and an idempotency key is looked up race-free), replay a bet the key already placed,
 * check the balance, read every leg's match, market and selection, run the acceptance checks
 * (domain/bets/slip.ts, spec §8 order), split the stake cash first then bonus, insert the bet and
 * its legs, and reserve the stake with pending ledger transfers `bet:<id>:cash` / `bet:<id>:bonus`
 * (kind bet_stake, to house_revenue). Settlement later posts or voids them.
 *
 * In-play bet delay: when a leg is live, the first pass only checks (and rolls back), the request
 * waits `liveDelayMs`, and a second pass re-reads and re-checks everything (a goal in the delay
 * suspends the market or moves the price) before accepting at the price then current.
 *
 * Fails with refusals (answers.ts), never throws for a player's mistake.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { Language } from '../../i18n/messages.ts';
import { inLedgerTransaction, isLedgerError, splitStake, type Ledger } from '../../ledger/index.ts';
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
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
import { acceptedAnswer, refusalAnswer, type BetAnswer } from './answers.ts';
import type { BetsConfig } from './config.ts';
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
  stakeGuard?: { beforeStake(tx: Queryable, userId: bigint, stakeCentavos: bigint): Promise<void> };
}

export interface PlaceBetInput {
  userId: bigint;
  frontendId: number;
  stakeCentavos: bigint | null;
  acceptOddsChanges: boolean;
  legs: readonly ParsedLeg[];
  idempotencyKey: string | null;
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

  async function factsOf(q: Queryable, legs: readonly ParsedLeg[]): Promise<(LegFacts & Pick<repo.LegFactsRow, 'teams'>)[]> {
    const facts = await repo.legFacts(q, legs.map(lookupOf));
    return facts.map((fact) => ({
      ...fact,
      settleable: fact.match !== null && fact.selection !== null && parseSelection(fact.match.sport, fact.selection.marketKey, fact.selection.key) !== null,
    }));
  }

  async function view(q: Queryable, betId: bigint) {
    const bet = await repo.betById(q, betId);
    if (!bet) throw new Error(`bet ${betId} vanished`);
    return { bet, view: betView(bet, await repo.selectionsOf(q, [betId])) };
  }

  type Pass =
    | { kind: 'refused'; refusal: Refusal }
    | {
        kind: 'accepted';
        betId: bigint;
        answerKey: 'bets.placed' | 'bets.placedAtNewOdds';
        replayed: boolean;
        /** The bet as written (a replay reads it back instead). */
        written?: { bet: repo.BetRow; selections: repo.BetSelectionRow[] };
      };

  /** One pass: everything in one transaction; `afterDelay` once the live delay has run. */
  async function pass(input: PlaceBetInput, stakeCentavos: bigint, afterDelay: boolean): Promise<Pass> {
    // The legs are read before the transaction: the wallet locks are then held for the writes
    // only. Nothing is gained by reading them under the locks: prices are not locked either way,
    // and a price that moves after this read is the price the player saw a moment before.
    const facts = await factsOf(db, input.legs);
    return inLedgerTransaction(db, async (tx) => {
      const wallets = await ledger.playerAccounts(tx, input.userId, { currency: CURRENCY, lock: true });
      const placedAt = now();
      if (input.idempotencyKey !== null) {
        const existing = await repo.findByIdempotencyKey(tx, input.userId, input.idempotencyKey, new Date(placedAt.getTime() - IDEMPOTENCY_WINDOW_MS));
        if (existing !== null) {
          const selections = await repo.selectionsOf(tx, [existing]);
          const request = selections[0]?.details.request as { answer_key?: string } | undefined;
          return {
            kind: 'accepted',
            betId: existing,
            answerKey: request?.answer_key === 'bets.placedAtNewOdds' ? 'bets.placedAtNewOdds' : 'bets.placed',
            replayed: true,
          };
        }
      }
      await deps.stakeGuard?.beforeStake(tx, input.userId, stakeCentavos);
      const cash = wallets.cash.availableCentavos;
      const bonus = wallets.bonus.availableCentavos;
      const available = (cash > 0n ? cash : 0n) + (bonus > 0n ? bonus : 0n);
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
          ...input.legs[index]!.details,
          leg: index,
          request: { idempotency_key: input.idempotencyKey, answer_key: answerKey, seen_odd: leg.seenHundredths / 100 },
        },
        scoreAtBet: leg.scoreAtBet,
      }));
      const betId = await repo.insertBet(tx, bet, legs);
      const metadata = { betId: String(betId), kind: decision.legs.length === 1 ? 'single' : 'accumulator' };
      const player = (purpose: 'cash' | 'bonus') => ({ userId: input.userId, purpose });
      try {
        for (const [purpose, amountCentavos] of [
          ['cash', split.cashCentavos],
          ['bonus', split.bonusCentavos],
        ] as const) {
          if (amountCentavos === 0n) continue;
          await ledger.transfer(tx, {
            id: `bet:${betId}:${purpose}`,
            kind: 'bet_stake',
            pending: true,
            debit: player(purpose),
            credit: { system: 'house_revenue' },
            amountCentavos,
            currency: CURRENCY,
            metadata,
          });
        }
      } catch (error) {
        // Cannot happen while the wallets are locked, but the ledger has the last word on funds.
        if (isLedgerError(error, 'insufficient_funds')) throw new RefusedInTransaction({ code: 'insufficient_balance', availableCentavos: available });
        throw error;
      }
      return { kind: 'accepted', betId, answerKey, replayed: false, written: writtenRows(betId, bet, legs, facts) };
    });
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
      const placed = outcome.written
        ? { bet: outcome.written.bet, view: betView(outcome.written.bet, outcome.written.selections) }
        : await view(db, outcome.betId);
      if (!outcome.replayed) balanceChanged(input.userId);
      return acceptedAnswer(outcome.answerKey, placed.bet.total_odds_hundredths, placed.view, language, outcome.replayed);
    },

    /** GET /user/bets: the player's own bets, newest first. */
    async list(userId: bigint, query: ListQuery) {
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
        from: from ? new Date(startOfLocalDay(from, BRAZIL_TIME_ZONE)) : null,
        // `to` is inclusive: up to the start of the next day in São Paulo.
        to: to ? new Date(startOfLocalDay(addDays(to, 1), BRAZIL_TIME_ZONE)) : null,
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
  facts: readonly (LegFacts & Pick<repo.LegFactsRow, 'teams'>)[],
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
        match_updated_at: new Date(0),
        market_status: fact.selection?.marketStatus ?? null,
        selection_result: null,
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
