/**
 * Settling a bet from its selections' results (pure).
 *
 * A selection (leg) is decided:
 *  1. when its market is settled with a result for it (the feed's word, taken as is — except an
 *     in-play Asian handicap taken at a score other than 0-0, which the feed's result does not
 *     cover: it settles as in 2.);
 *  2. when its match is Finished: the odds engine settles it on the final score (and the
 *     half-time score for first-half markets and HT/FT; basketball quarters from `periods`);
 *  3. when its match is Postponed, Cancelled or Abandoned: VOID, unless the play before the stop
 *     already decided it — every possible continuation of the score gives the same result (over
 *     2.5 with three goals in: won; a first-half market once the half-time score is in; correct
 *     score 1-0 after two home goals: lost);
 *  4. when its match is Awarded or Walkover: VOID. The result is decided off the pitch and the
 *     feed's score may be the awarded one (3-0), not goals scored, so no score settles a bet;
 *     only a market the feed itself settled (1.) stands.
 * A leg whose match is Interrupted or Suspended waits for play to resume; past a timeout it is
 * UNKNOWN (ops decide). A Finished match whose facts cannot settle a market (no half-time score,
 * a missing quarter) is UNKNOWN too. Everything else (not started, in play) is still open.
 *
 * Combining (spec: singles → payout factor; accumulators → product of factors): a leg pays back
 * `payoutFactor(outcome, price)` per unit staked: won → price, half-won → (price + 1)/2, void → 1,
 * half-lost → ½, lost → 0; a feed's dead heat multiplies the winning part's price by its factor.
 * The legs won outright count at their total odds as the slip shows them (slip.ts: the product of
 * their prices to 2 decimals, rounded down), so a bet whose every leg won pays exactly the potential
 * win it was placed with, the total odds shown × the stake. The other legs' factors multiply on
 * exactly: with prices in hundredths and dead-heat factors in millionths each is an integer over
 * 200·10⁶, and the payout ⌊stake · T · Π(factor·200·10⁶) / (100 · (200·10⁶)ᵐ)⌋ is rounded down
 * once; a single equals the engine's `payoutCentavos`.
 */
import { settleBasketball, settleFootball, type BasketballSelection, type FootballSelection, type Score, type SettleOutcome } from '../odds/index.ts';
import { engineSelection, type PickSpec } from './markets.ts';
import { totalOddsHundredths } from './slip.ts';

/** Statuses after which the match will not be played out: unfinished legs are void. */
export const VOID_STATUSES = new Set(['Postponed', 'Cancelled', 'Abandoned', 'Awarded', 'Walkover']);
/** Results decided off the pitch: the score does not settle bets. */
export const OFF_THE_PITCH_STATUSES = new Set(['Awarded', 'Walkover']);
/** Play stopped, may resume. */
export const WAITING_STATUSES = new Set(['Interrupted', 'Suspended']);

/** Leg results as the database spells them. */
export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export function legResultOf(outcome: SettleOutcome): LegResult {
  return outcome.replace('-', '_') as LegResult;
}

export function outcomeOf(result: LegResult): SettleOutcome {
  return result.replace('_', '-') as SettleOutcome;
}

/** What the settlement reads of a match. */
export interface MatchResultFacts {
  status: string;
  home: number;
  away: number;
  /** Half-time score, once the first half is over. */
  ht: Score | null;
  /**
   * Points by period. Basketball: regulation quarters first, a period is over once a later one
   * exists or the match is Finished. Football: the halves, then extra time and penalties.
   */
  periods: readonly Score[];
  /** When the match entered its current status (an interruption's start). */
  statusSinceMs: number;
}

export interface LegToSettle {
  /** The market and pick, or null when the stored keys cannot be read (then the leg is unknown). */
  spec: PickSpec | null;
  /** Score when a live bet was taken. */
  scoreAtBet: Score | null;
  marketStatus: string;
  /** The selection's result when its market is settled. */
  selectionResult: LegResult | null;
}

/** Dead-heat factors are carried in millionths (a feed's 0.333333 is exact there). */
export const DEAD_HEAT_SCALE = 1_000_000;

export type LegDecision =
  | {
      state: 'decided';
      result: LegResult;
      reason: 'market_settled' | 'finished' | 'decided_before_stop' | 'void_match' | 'recorded' | 'cancelled';
      /** A dead heat: the winning part pays price × this / DEAD_HEAT_SCALE. */
      deadHeatMillionths?: number;
    }
  | { state: 'open' }
  | { state: 'unknown'; reason: string };

export interface SettlementRules {
  /** How long an Interrupted/Suspended match may stay so before its legs are unknown (ops decide). */
  interruptedTimeoutMs: number;
}

const add = (score: Score, home: number, away: number): Score => ({ home: score.home + home, away: score.away + away });

/** The same outcome for every continuation of the score, or null (not decided yet). */
function footballDecidedByPlay(selection: FootballSelection, current: Score, ht: Score | null): SettleOutcome | null {
  const line = 'line' in selection ? Math.abs(selection.line) : 0;
  const grid = selection.market === 'correct-score' ? selection.grid : 0;
  const from = selection.market === 'asian-handicap' && selection.from ? Math.abs(selection.from.home - selection.from.away) : 0;
  // Every threshold a football market has (a sign, a line, a grid cell) lies within this many goals.
  const reach = 3 + Math.abs(current.home - current.away) + from + Math.ceil(line) + grid;
  let seen: SettleOutcome | null = null;
  const same = (outcome: SettleOutcome) => {
    seen ??= outcome;
    return seen === outcome;
  };
  const needsHalfTime = selection.market === 'half-time-full-time' || ('period' in selection && selection.period) === '1h';
  if (!needsHalfTime || ht) {
    for (let home = 0; home <= reach; home++) {
      for (let away = 0; away <= reach; away++) {
        if (!same(settleFootball(selection, { ft: add(current, home, away), ...(ht ? { ht } : {}) }))) return null;
      }
    }
    return seen;
  }
  // The first half was not over: its score may still grow too.
  const halfReach = selection.market === 'half-time-full-time' ? 2 + Math.abs(current.home - current.away) : reach;
  for (let h1 = 0; h1 <= halfReach; h1++) {
    for (let a1 = 0; a1 <= halfReach; a1++) {
      const half = add(current, h1, a1);
      if (selection.market !== 'half-time-full-time') {
        if (!same(settleFootball(selection, { ht: half }))) return null;
        continue;
      }
      for (let h2 = 0; h2 <= halfReach; h2++) {
        for (let a2 = 0; a2 <= halfReach; a2++) {
          if (!same(settleFootball(selection, { ht: half, ft: add(half, h2, a2) }))) return null;
        }
      }
    }
  }
  return seen;
}

/** Basketball: outcomes are monotone in the margin and the total, so the four extreme continuations decide. */
function basketballDecidedByPlay(selection: BasketballSelection, match: Pick<MatchResultFacts, 'home' | 'away' | 'periods'>): SettleOutcome | null {
  const FAR = 1_000;
  const corners: [number, number][] = [
    [0, 0],
    [FAR, 0],
    [0, FAR],
    [FAR, FAR],
  ];
  if ('quarter' in selection) {
    const index = selection.quarter - 1;
    const score = match.periods[index];
    if (!score) return null;
    const over = match.periods.length > index + 1;
    const outcomes = (over ? [[0, 0] as [number, number]] : corners).map(([h, a]) =>
      settleBasketball(selection, {
        final: { home: match.home, away: match.away },
        quarters: match.periods.map((p, i) => (i === index ? add(score, h, a) : p)),
      }),
    );
    return outcomes.every((outcome) => outcome === outcomes[0]) ? outcomes[0]! : null;
  }
  const outcomes = corners.map(([h, a]) => settleBasketball(selection, { final: { home: match.home + h, away: match.away + a } }));
  return outcomes.every((outcome) => outcome === outcomes[0]) ? outcomes[0]! : null;
}

/**
 * What the play so far already decided for a pick (every continuation of the score gives this
 * outcome), or null. Exported so that a feed ending an abandoned match settles exactly the
 * selections this rule decides (domain/sports/match-settlement.ts): the instruction and the
 * facts must never disagree about a leg.
 */
export function decidedByPlay(
  spec: PickSpec,
  scoreAtBet: Score | null,
  match: Pick<MatchResultFacts, 'home' | 'away' | 'ht' | 'periods'>,
): SettleOutcome | null {
  const engine = engineSelection(spec, scoreAtBet);
  if (engine.sport === 'basketball') return basketballDecidedByPlay(engine.selection, match);
  const regular = { home: match.home, away: match.away };
  const ht = match.ht ?? match.periods[0] ?? null;
  // Extra time or penalties began (a third period): regular time, which every football market is
  // on and whose score the match row keeps, is complete, so nothing after it can change a pick.
  if (match.periods.length > 2 && ht) return settleFootball(engine.selection, { ft: regular, ht });
  return footballDecidedByPlay(engine.selection, regular, match.ht);
}

function settleOnFinal(spec: PickSpec, scoreAtBet: Score | null, match: MatchResultFacts): SettleOutcome {
  const engine = engineSelection(spec, scoreAtBet);
  if (engine.sport === 'football')
    return settleFootball(engine.selection, { ft: { home: match.home, away: match.away }, ...(match.ht ? { ht: match.ht } : {}) });
  return settleBasketball(engine.selection, { final: { home: match.home, away: match.away }, quarters: match.periods.slice(0, 4) });
}

/** Where one leg stands. */
export function decideLeg(leg: LegToSettle, match: MatchResultFacts, nowMs: number, rules: SettlementRules): LegDecision {
  // The feed settles an in-play Asian handicap for bets taken at 0-0; one taken at another score
  // counts only the goals after it, so it settles on the final score instead.
  const scoreDependent = leg.spec?.market.kind === 'asian-handicap' && leg.scoreAtBet !== null && (leg.scoreAtBet.home !== 0 || leg.scoreAtBet.away !== 0);
  if (leg.marketStatus === 'settled' && leg.selectionResult !== null && !scoreDependent)
    return { state: 'decided', result: leg.selectionResult, reason: 'market_settled' };
  if (!leg.spec)
    return match.status === 'Finished' || VOID_STATUSES.has(match.status)
      ? { state: 'unknown', reason: 'unreadable market or selection key' }
      : { state: 'open' };
  if (match.status === 'Finished') {
    try {
      return { state: 'decided', result: legResultOf(settleOnFinal(leg.spec, leg.scoreAtBet, match)), reason: 'finished' };
    } catch (error) {
      return { state: 'unknown', reason: `cannot settle on the final facts: ${(error as Error).message}` };
    }
  }
  if (OFF_THE_PITCH_STATUSES.has(match.status)) return { state: 'decided', result: 'void', reason: 'void_match' };
  if (VOID_STATUSES.has(match.status)) {
    const decided = decidedByPlay(leg.spec, leg.scoreAtBet, match);
    return decided === null
      ? { state: 'decided', result: 'void', reason: 'void_match' }
      : { state: 'decided', result: legResultOf(decided), reason: 'decided_before_stop' };
  }
  if (WAITING_STATUSES.has(match.status) && nowMs - match.statusSinceMs > rules.interruptedTimeoutMs) {
    return { state: 'unknown', reason: `match ${match.status.toLowerCase()} for longer than the timeout` };
  }
  return { state: 'open' };
}

/** A settled leg as the payout sees it. */
export interface PricedLegResult {
  result: LegResult;
  priceHundredths: number;
  /** A dead heat's factor in millionths (DEAD_HEAT_SCALE when there is none). */
  deadHeatMillionths?: number;
}

const SCALE = BigInt(DEAD_HEAT_SCALE);
/** Each leg's factor is an integer over this: halves (void parts) × hundredths (prices) × millionths (dead heats). */
const LEG_DENOMINATOR = 200n * SCALE;

/** A leg's payback per unit staked, times LEG_DENOMINATOR (an integer for prices in hundredths). */
function legFactor(leg: PricedLegResult): bigint {
  const winning = BigInt(leg.priceHundredths) * BigInt(leg.deadHeatMillionths ?? DEAD_HEAT_SCALE);
  switch (leg.result) {
    case 'won':
      return 2n * winning;
    case 'half_won':
      return 100n * SCALE + winning;
    case 'void':
      return 200n * SCALE;
    case 'half_lost':
      return 100n * SCALE;
    case 'lost':
      return 0n;
  }
}

/**
 * How a bet ends:
 * - `lost`: a leg lost (payout 0);
 * - `void`: every leg void (the stake comes back as it was paid);
 * - `won`: the payout is at least the stake (won, half-won, void legs; a half-lost leg in an
 *   accumulator whose other legs make up for it), or no leg lost anything and a dead heat made it
 *   smaller (a selection that shared first place won, at reduced odds);
 * - `partial`: some leg half-lost and the payout is below the stake (half the stake comes back).
 */
export type BetOutcome = 'won' | 'lost' | 'void' | 'partial';

export interface BetSettlement {
  outcome: BetOutcome;
  /** What the player gets back, stake included (0 for lost; the stake for void). */
  payoutCentavos: bigint;
  /** Spec §4 status: won → approved, lost and partial → rejected, void → void. */
  status: 'approved' | 'rejected' | 'void';
}

/** Won at its full price (no dead heat): its price is one of the bet's total odds as the slip showed them. */
const wonOutright = (leg: PricedLegResult) => leg.result === 'won' && (leg.deadHeatMillionths ?? DEAD_HEAT_SCALE) === DEAD_HEAT_SCALE;

/**
 * `placedWinCentavos`: the potential win the bet was accepted with. A bet whose every leg won pays
 * it, its ticket, whatever rule worked it out then: bets placed before the return followed the
 * total odds shown were promised the exact product's few centavos more.
 */
export function settleBet(stakeCentavos: bigint, legs: readonly PricedLegResult[], placedWinCentavos?: bigint): BetSettlement {
  if (legs.length === 0) throw new RangeError('a bet has at least one selection');
  if (legs.some((leg) => leg.result === 'lost')) return { outcome: 'lost', payoutCentavos: 0n, status: 'rejected' };
  if (legs.every((leg) => leg.result === 'void')) return { outcome: 'void', payoutCentavos: stakeCentavos, status: 'void' };
  if (placedWinCentavos !== undefined && legs.every(wonOutright)) return { outcome: 'won', payoutCentavos: placedWinCentavos, status: 'approved' };
  const won = legs.filter(wonOutright).map((leg) => leg.priceHundredths);
  const others = legs.filter((leg) => !wonOutright(leg));
  const wonOddsHundredths = won.length === 0 ? 100n : totalOddsHundredths(won);
  let numerator = stakeCentavos;
  for (const leg of others) numerator *= legFactor(leg);
  // T is already to 2 decimals (as shown); the rest is exact until this one rounding down to the centavo.
  const payoutCentavos = (numerator * wonOddsHundredths) / (100n * LEG_DENOMINATOR ** BigInt(others.length));
  if (payoutCentavos >= stakeCentavos || !legs.some((leg) => leg.result === 'half_lost')) return { outcome: 'won', payoutCentavos, status: 'approved' };
  return { outcome: 'partial', payoutCentavos, status: 'rejected' };
}

/**
 * A refund split back over where the stake came from, the bonus's share rounded down: the odd
 * centavo of a stake paid partly in cash goes to cash, so none of the player's own money turns
 * into forfeitable bonus money. A stake paid only with bonus money comes back only as bonus money
 * (its share divides exactly); the same rule as the casino's returns (domain/bonus splitReturn).
 */
export function splitRefund(refundCentavos: bigint, stake: { cashCentavos: bigint; bonusCentavos: bigint }): { cashCentavos: bigint; bonusCentavos: bigint } {
  const total = stake.cashCentavos + stake.bonusCentavos;
  const bonusCentavos = total === 0n ? 0n : (refundCentavos * stake.bonusCentavos) / total;
  return { cashCentavos: refundCentavos - bonusCentavos, bonusCentavos };
}
