/**
 * Bet slip maths and the acceptance checks of a bet (pure: the facts come in, a decision comes out).
 *
 * Slip maths. Spec §9: "total odds is the product of selection odds; estimated payout is total odds
 * times stake, 2 decimals; odd shown 2 decimals." Prices are integer hundredths (2.35 → 235) and
 * money integer centavos. The total odds are the product of the prices to 2 decimals, rounded DOWN
 * (⌊Πp / 100ⁿ⁻¹⌋ hundredths, the house never offers odds it does not have); the potential win is
 * those total odds × the stake, rounded DOWN to the centavo. So a player multiplying the total odds
 * shown by the stake gets the potential win shown, to the centavo, and a bet whose every selection
 * wins pays exactly that (settlement.ts). The slip computes the same (remote-sports slip-maths.ts).
 */
import { comparePrice, MAX_PRICE, MIN_PRICE } from '../odds/index.ts';
import type { Sport } from './markets.ts';

/** Product of prices in hundredths, as hundredths, rounded down: the bet's total odds. */
export function totalOddsHundredths(pricesHundredths: readonly number[]): bigint {
  if (pricesHundredths.length === 0) throw new RangeError('a bet has at least one selection');
  let product = 1n;
  for (const price of pricesHundredths) product *= BigInt(price);
  return product / 100n ** BigInt(pricesHundredths.length - 1);
}

/** Stake × total odds (in hundredths), in centavos, rounded down. */
export function returnAtOddsCentavos(stakeCentavos: bigint, oddsHundredths: bigint): bigint {
  return (stakeCentavos * oddsHundredths) / 100n;
}

/** Stake × the total odds of these prices, in centavos, rounded down: what the bet pays if every selection wins. */
export function potentialWinCentavos(stakeCentavos: bigint, pricesHundredths: readonly number[]): bigint {
  return returnAtOddsCentavos(stakeCentavos, totalOddsHundredths(pricesHundredths));
}

/**
 * A decimal price as integer hundredths, or null when it is not a price: not a finite number (or
 * numeric text), outside [1.01, 1001], or with more than 2 decimals (a float artefact such as
 * 2.3500000000000001 is read as 2.35).
 */
export function priceHundredthsOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return null;
  const hundredths = Math.round(number * 100);
  if (Math.abs(number * 100 - hundredths) > 1e-6) return null;
  if (hundredths < Math.round(MIN_PRICE * 100) || hundredths > MAX_PRICE * 100) return null;
  return hundredths;
}

/** Spec §4 statuses grouped the way betting sees them. */
export const IN_PLAY_STATUSES = new Set(['1st Half', 'Halftime', '2nd Half', 'Extra Time', 'Penalty Shootout', 'Live']);
/** Play stopped with the match unfinished: in play, but every market is suspended. */
export const STOPPED_STATUSES = new Set(['Suspended', 'Interrupted']);
/** Not started yet: pre-match betting until the cut-off before kick-off. */
export const NOT_STARTED_STATUSES = new Set(['Not Started', 'Delayed', 'To Be Determined']);
/**
 * Called off or decided off the pitch: no bets taken, and none ever will be (the match "is not
 * found" for betting). A match played and over (Finished, Abandoned) is found: a slip still
 * holding it is told the match has started, which is what its player needs to know.
 */
export const CALLED_OFF_STATUSES = new Set(['Cancelled', 'Postponed', 'Awarded', 'Walkover']);

/** The limits the acceptance checks apply (see features/bets/config.ts for defaults and env names). */
export interface BetLimits {
  minStakeCentavos: bigint;
  maxStakeCentavos: bigint;
  maxPotentialWinCentavos: bigint;
  maxSelections: number;
  /** A pre-match bet is refused this close to kick-off (and after it). */
  prematchCutoffMs: number;
  /** Relative price move still counted as unchanged (0 = any move is a change). */
  oddsTolerance: number;
}

/** One bet detail as the player sent it, read but not yet checked. */
export interface LegRequest {
  /** The match id as sent (a positive integer, else the match is not found). */
  fixtureId: bigint | null;
  /** The sport the front end says (bet detail `type`), for the match-not-found message. */
  sportHint: Sport;
  marketKey: string;
  outcome: string;
  /** The player's price in hundredths, null when malformed. */
  oddHundredths: number | null;
  /** The front end's live flag. */
  live: boolean;
}

/** The database's facts about a requested leg (null parts: not found). */
export interface LegFacts {
  match: {
    id: bigint;
    sport: Sport;
    status: string;
    startsAtMs: number;
    suspendedUntilMs: number | null;
    homeScore: number;
    awayScore: number;
    minute: number | null;
    period: number | null;
  } | null;
  /** The selection the leg names (by id, or by market key and outcome) within that match. */
  selection: {
    id: bigint;
    key: string;
    marketKey: string;
    marketStatus: string;
    inPlay: boolean;
    priceHundredths: number | null;
    status: string;
  } | null;
  /** Whether the leg's market key and outcome can be settled by the engine. */
  settleable: boolean;
}

export type Refusal =
  | { code: 'invalid_stake' }
  | { code: 'stake_below_minimum'; minCentavos: bigint }
  | { code: 'stake_above_maximum'; maxCentavos: bigint }
  | { code: 'no_selections' }
  | { code: 'too_many_selections'; max: number }
  | { code: 'one_selection_per_match'; leg: number }
  | { code: 'insufficient_balance'; availableCentavos: bigint }
  | { code: 'match_not_found'; leg: number; sport: Sport }
  | { code: 'match_started'; leg: number }
  | { code: 'live_odds_not_found'; leg: number }
  | { code: 'invalid_odds'; leg: number }
  | { code: 'odds_not_found'; leg: number }
  | { code: 'odds_suspended'; leg: number }
  | { code: 'odds_changed'; leg: number; seenHundredths: number; currentHundredths: number }
  | { code: 'potential_win_above_maximum'; potentialWinCentavos: bigint; maxCentavos: bigint };

export interface AcceptedLeg {
  selectionId: bigint;
  matchId: bigint;
  marketKey: string;
  selectionKey: string;
  /** The price the bet is taken at: the current one. */
  priceHundredths: number;
  /** The player's price. */
  seenHundredths: number;
  live: boolean;
  /** The score when a live bet is taken (in-play Asian handicaps count from it). */
  scoreAtBet: { home: number; away: number; minute: number | null; period: number | null; status: string } | null;
}

export type SlipDecision =
  | {
      ok: true;
      legs: AcceptedLeg[];
      live: boolean;
      totalOddsHundredths: bigint;
      potentialWinCentavos: bigint;
      /** Some price differed from the player's and the player accepted odds changes. */
      oddsChanged: boolean;
    }
  | { ok: false; refusal: Refusal };

/** Stake checks alone (done before anything is read). */
export function checkStake(stakeCentavos: bigint | null, limits: BetLimits): Refusal | null {
  if (stakeCentavos === null || stakeCentavos <= 0n) return { code: 'invalid_stake' };
  if (stakeCentavos < limits.minStakeCentavos) return { code: 'stake_below_minimum', minCentavos: limits.minStakeCentavos };
  if (stakeCentavos > limits.maxStakeCentavos) return { code: 'stake_above_maximum', maxCentavos: limits.maxStakeCentavos };
  return null;
}

/** Slip shape: at least one selection, at most the maximum, one selection per match. */
export function checkShape(legs: readonly LegRequest[], limits: BetLimits): Refusal | null {
  if (legs.length === 0) return { code: 'no_selections' };
  if (legs.length > limits.maxSelections) return { code: 'too_many_selections', max: limits.maxSelections };
  const seen = new Set<string>();
  for (const [index, leg] of legs.entries()) {
    const id = leg.fixtureId === null ? `?${index}` : String(leg.fixtureId);
    if (seen.has(id)) return { code: 'one_selection_per_match', leg: index };
    seen.add(id);
  }
  return null;
}

function isOpenMarket(status: string): boolean {
  return status === 'open' || status === 'suspended';
}

/**
 * The checks after the stake and the slip's shape, in the order the player is told about them
 * (spec §8): balance, match not found, match starting soon or started, live odds not found,
 * invalid odds data, requested odds not found, odds suspended, odds changed; then the payout
 * limit. Each check looks at every leg before the next check runs, so the answer names the
 * first problem in this order whichever leg has it.
 */
export function decideSlip(input: {
  stakeCentavos: bigint;
  acceptOddsChanges: boolean;
  legs: readonly LegRequest[];
  facts: readonly LegFacts[];
  availableCentavos: bigint;
  nowMs: number;
  limits: BetLimits;
}): SlipDecision {
  const { legs, facts, limits, nowMs } = input;
  const refuse = (refusal: Refusal): SlipDecision => ({ ok: false, refusal });
  const pairs = legs.map((leg, index) => ({ leg, fact: facts[index]!, index }));

  if (input.availableCentavos < input.stakeCentavos) return refuse({ code: 'insufficient_balance', availableCentavos: input.availableCentavos });

  for (const { leg, fact, index } of pairs) {
    if (!fact.match || CALLED_OFF_STATUSES.has(fact.match.status))
      return refuse({ code: 'match_not_found', leg: index, sport: fact.match?.sport ?? leg.sportHint });
  }

  const liveness = pairs.map(({ fact }) => {
    const status = fact.match!.status;
    return IN_PLAY_STATUSES.has(status) || STOPPED_STATUSES.has(status);
  });
  for (const { leg, fact, index } of pairs) {
    const match = fact.match!;
    if (liveness[index]) {
      // A bet on a running match must be a live bet (the player saw live odds).
      if (!leg.live) return refuse({ code: 'match_started', leg: index });
    } else if (!NOT_STARTED_STATUSES.has(match.status) || match.startsAtMs - nowMs < limits.prematchCutoffMs) {
      return refuse({ code: 'match_started', leg: index });
    }
  }

  for (const { fact, index } of pairs) {
    if (!liveness[index]) continue;
    const selection = fact.selection;
    if (!selection || !selection.inPlay || !isOpenMarket(selection.marketStatus)) return refuse({ code: 'live_odds_not_found', leg: index });
  }

  for (const { leg, fact, index } of pairs) {
    if (leg.oddHundredths === null) return refuse({ code: 'invalid_odds', leg: index });
    const price = fact.selection?.priceHundredths;
    if (fact.selection && price !== null && price !== undefined && (!Number.isInteger(price) || price < 101))
      return refuse({ code: 'invalid_odds', leg: index });
  }

  for (const { fact, index } of pairs) {
    const selection = fact.selection;
    if (!selection || !fact.settleable || !isOpenMarket(selection.marketStatus)) return refuse({ code: 'odds_not_found', leg: index });
  }

  for (const { fact, index } of pairs) {
    const selection = fact.selection!;
    const match = fact.match!;
    const suspended =
      selection.marketStatus === 'suspended' ||
      selection.status !== 'active' ||
      selection.priceHundredths === null ||
      STOPPED_STATUSES.has(match.status) ||
      (match.suspendedUntilMs !== null && match.suspendedUntilMs > nowMs);
    if (suspended) return refuse({ code: 'odds_suspended', leg: index });
  }

  let oddsChanged = false;
  for (const { leg, fact, index } of pairs) {
    const current = fact.selection!.priceHundredths!;
    const seen = leg.oddHundredths!;
    if (current === seen) continue;
    // Within the tolerance (an ops setting, 0 by default: any move asks) the bet is taken at the
    // current price without asking; either way the answer says it was taken at a new price.
    const withinTolerance = comparePrice(seen, current, limits.oddsTolerance) === 'unchanged';
    if (!withinTolerance && !input.acceptOddsChanges) return refuse({ code: 'odds_changed', leg: index, seenHundredths: seen, currentHundredths: current });
    oddsChanged = true;
  }

  const accepted: AcceptedLeg[] = pairs.map(({ leg, fact, index }) => {
    const match = fact.match!;
    const selection = fact.selection!;
    return {
      selectionId: selection.id,
      matchId: match.id,
      marketKey: selection.marketKey,
      selectionKey: selection.key,
      priceHundredths: selection.priceHundredths!,
      seenHundredths: leg.oddHundredths!,
      live: liveness[index]!,
      scoreAtBet: liveness[index] ? { home: match.homeScore, away: match.awayScore, minute: match.minute, period: match.period, status: match.status } : null,
    };
  });
  const prices = accepted.map((leg) => leg.priceHundredths);
  const potential = potentialWinCentavos(input.stakeCentavos, prices);
  if (potential > limits.maxPotentialWinCentavos) {
    return refuse({ code: 'potential_win_above_maximum', potentialWinCentavos: potential, maxCentavos: limits.maxPotentialWinCentavos });
  }
  return {
    ok: true,
    legs: accepted,
    live: accepted.some((leg) => leg.live),
    totalOddsHundredths: totalOddsHundredths(prices),
    potentialWinCentavos: potential,
    oddsChanged,
  };
}
