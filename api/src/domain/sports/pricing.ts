/**
 * From a match's pricing inputs and live state to the markets the site shows: the odds engine's
 * fair probabilities, the bookmaker margin per market kind (`marginFor`, plus the in-play extra),
 * prices in hundredths, and each market's status — closed once decided (an over already landed, a
 * first-half market at half-time), suspended when the engine withholds it (a selection so likely
 * its price would fall under 1.01), open otherwise.
 *
 * Football: Dixon–Coles expected goals fixed before kick-off (`FootballPricing`), pre-match and
 * in-play distributions from the engine (remaining time, score, red cards). Asian handicap lines
 * are fixed at creation around the balanced line, so a line keeps its market (and the bet slip its
 * selection id) for the whole match. Basketball: the margin model driven by a pre-match spread and
 * total (from team ratings, or a real closing line when replaying); spread and total lines are
 * re-centred on the expectation as the game goes, as books do in play.
 */
import {
  asianHandicapBreakdown,
  BASKETBALL_PREMATCH,
  basketballDistribution,
  basketballMarkets,
  footballMarkets,
  inPlayDistribution,
  marginFor,
  prematchDistribution,
  priceMarket,
  type BasketballSelection,
  type BasketballState,
  type FootballMatchState,
  type FootballSelection,
  type Market,
  type MarginTable,
  DEFAULT_MARGINS,
  expectedGoalsFor,
  type DixonColesModel,
} from '../odds/index.ts';
import type { OutcomeProbabilities } from '../odds/settlement.ts';
import { isPreMatch, STOPPED_STATUSES, type MarketGroup, type MarketQuote, type MatchState, type Score, type SelectionQuote, type Sport } from './model.ts';
import { clockElapsed, marketMode } from './state-machine.ts';

/** Football pricing inputs, fixed before kick-off (stored in `sports_matches.pricing`). */
export interface FootballPricing {
  readonly model: 'dixon-coles';
  /** The fit used the league's results before this day (YYYY-MM-DD). */
  readonly asOf: string;
  /** Full-match expected goals and the low-score dependence. */
  readonly homeXg: number;
  readonly awayXg: number;
  readonly rho: number;
  /** Home Asian handicap lines offered (quarter lines included). */
  readonly asianLines: readonly number[];
}

/** Basketball pricing inputs: the pre-match home spread (−5.5 = home favoured by 5.5) and total. */
export interface BasketballPricing {
  readonly model: 'basketball-margin';
  readonly homeLine: number;
  readonly total: number;
  readonly source: 'team-ratings' | 'closing-line';
}

export type Pricing = FootballPricing | BasketballPricing;

/** A quote with the fair probabilities it was priced from (null when not priced: closed or withheld). */
export interface PricedQuote extends MarketQuote {
  readonly group: MarketGroup;
  readonly fair: readonly number[] | null;
  readonly winnersPerResult: number;
}

const FOOTBALL_GROUPS: Record<string, MarketGroup> = {
  'match-result': 'main',
  'double-chance': 'main',
  'draw-no-bet': 'main',
  total: 'goals',
  'both-teams-to-score': 'goals',
  'asian-handicap': 'handicap',
  'first-half-result': 'halves',
  'first-half-total': 'halves',
  'half-time-full-time': 'halves',
  'correct-score': 'score',
};
const BASKETBALL_GROUPS: Record<string, MarketGroup> = {
  moneyline: 'main',
  'points-total': 'main',
  spread: 'handicap',
  'quarter-moneyline': 'quarters',
  'quarter-spread': 'quarters',
  'quarter-total': 'quarters',
};

export function marketGroup(sport: Sport, kind: string): MarketGroup {
  return (sport === 'football' ? FOOTBALL_GROUPS[kind] : BASKETBALL_GROUPS[kind]) ?? 'main';
}

/** The main market shown on list rows: 1X2 for football, moneyline for basketball. */
export const MAIN_MARKET_KEY: Record<Sport, string> = { football: 'ft:match-result', basketball: 'ft:moneyline' };

/** A selection's key within its market. */
export function footballSelectionKey(selection: FootballSelection): string {
  switch (selection.market) {
    case 'correct-score':
      return selection.pick === 'other' ? 'other' : `${selection.pick.home}-${selection.pick.away}`;
    case 'half-time-full-time':
      return `${selection.ht}/${selection.ft}`;
    default:
      return selection.pick;
  }
}

function lineOf(selection: FootballSelection | BasketballSelection): number | null {
  return 'line' in selection ? selection.line : null;
}

/** Balanced home Asian line (fair home probability nearest ½) and `around` quarter steps either side. */
export function asianLinesAround(homeXg: number, awayXg: number, rho: number, around = 4): number[] {
  const dist = prematchDistribution(homeXg, awayXg, rho);
  let best = 0;
  let bestGap = Infinity;
  for (let k = -16; k <= 16; k++) {
    const line = k / 4;
    const fair = asianHandicapBreakdown(dist, line).fairPrice.home;
    const gap = Math.abs(1 / fair - 0.5);
    if (gap < bestGap) {
      bestGap = gap;
      best = line;
    }
  }
  return Array.from({ length: 2 * around + 1 }, (_, i) => best + (i - around) / 4).map((line) => line || 0);
}

const DECIDED = 1 - 1e-9;
const decided = (outcomes: readonly OutcomeProbabilities[]) => outcomes.every((o) => Math.max(o.won, o.halfWon, o.void, o.halfLost, o.lost) >= DECIDED);

function quote<S extends FootballSelection | BasketballSelection>(
  sport: Sport,
  market: Market<S>,
  keyOf: (selection: S) => string,
  inPlay: boolean,
  margins: MarginTable,
): PricedQuote {
  const base = {
    key: market.key,
    kind: market.kind,
    line: market.selections[0] ? lineOf(market.selections[0]) : null,
    inPlay,
    group: marketGroup(sport, market.kind),
    winnersPerResult: market.winnersPerResult,
  };
  if (decided(market.outcomes)) {
    return { ...base, status: 'closed', fair: null, selections: market.selections.map((s) => ({ key: keyOf(s), priceHundredths: null, status: 'suspended' })) };
  }
  const priced = priceMarket(market.probabilities, marginFor(market.kind, margins, inPlay), market.winnersPerResult);
  if (priced.status === 'withheld') {
    return {
      ...base,
      status: 'suspended',
      fair: market.probabilities,
      selections: market.selections.map((s) => ({ key: keyOf(s), priceHundredths: null, status: 'suspended' })),
    };
  }
  const selections: SelectionQuote[] = market.selections.map((s, i) => {
    const price = priced.prices[i] ?? null;
    return price === null
      ? { key: keyOf(s), priceHundredths: null, status: 'suspended' }
      : { key: keyOf(s), priceHundredths: Math.round(price * 100), status: 'active' };
  });
  return { ...base, status: 'open', fair: market.probabilities, selections };
}

/** The engine's football state for our match state (null before kick-off). */
export function footballEngineState(state: MatchState, at: number): FootballMatchState | null {
  const status = STOPPED_STATUSES.includes(state.status) ? (state.resumeStatus ?? state.status) : state.status;
  if (isPreMatch(status)) return null;
  const minute = state.clock ? clockElapsed(state.clock, at) / 60 : 0;
  const redCards = state.redCards;
  const addedTime = state.addedTime === null ? {} : { addedTime: state.addedTime };
  switch (status) {
    case '1st Half':
      return { period: 'first-half', minute: Math.max(0, minute), ...addedTime, score: state.score, redCards };
    case 'Halftime':
      return { period: 'half-time', score: state.score, redCards };
    case '2nd Half':
      return { period: 'second-half', minute: Math.max(45, minute), ...addedTime, score: state.score, halfTimeScore: state.htScore ?? state.score, redCards };
    default: {
      const score = state.regularScore ?? state.score;
      return { period: 'finished', score, halfTimeScore: state.htScore ?? score };
    }
  }
}

const sumScores = (scores: readonly (readonly [number, number] | null)[]): Score =>
  scores.reduce<Score>((acc, s) => ({ home: acc.home + (s?.[0] ?? 0), away: acc.away + (s?.[1] ?? 0) }), { home: 0, away: 0 });
const toScore = (pair: readonly [number, number] | null | undefined): Score => ({ home: pair?.[0] ?? 0, away: pair?.[1] ?? 0 });

/** The engine's basketball state for our match state. */
export function basketballEngineState(state: MatchState, at: number): BasketballState {
  const status = STOPPED_STATUSES.includes(state.status) ? (state.resumeStatus ?? state.status) : state.status;
  if (isPreMatch(status) || state.period === null || !state.clock) return BASKETBALL_PREMATCH;
  const quarters = [0, 1, 2, 3].map((q) => toScore(state.periods[q]));
  const overtime = sumScores(state.periods.slice(4));
  const period = state.period;
  const elapsed = clockElapsed(state.clock, at);
  const over = elapsed >= state.clock.limit - 1e-9;
  const secondsLeft = Math.max(0, state.clock.limit - elapsed);
  if (status !== 'Live') return { phase: 'finished', completed: quarters, overtime };
  if (period <= 4) {
    if (!over) {
      return {
        phase: 'regulation',
        quarter: period as 1 | 2 | 3 | 4,
        secondsLeft,
        completed: quarters.slice(0, period - 1),
        current: quarters[period - 1] as Score,
      };
    }
    if (period < 4)
      return { phase: 'regulation', quarter: (period + 1) as 2 | 3 | 4, secondsLeft: 720, completed: quarters.slice(0, period), current: { home: 0, away: 0 } };
  }
  const total = sumScores(state.periods);
  if (over && total.home !== total.away) return { phase: 'finished', completed: quarters, overtime };
  return { phase: 'overtime', secondsLeft: over ? 300 : secondsLeft, completed: quarters, overtime };
}

/** Every market of a match priced at sim second `at`, ignoring stoppages (see quoteMarkets). */
export function priceMatch(pricing: Pricing, state: MatchState, at: number, margins: MarginTable = DEFAULT_MARGINS): PricedQuote[] {
  if (pricing.model === 'dixon-coles') {
    const engineState = footballEngineState(state, at);
    const inPlay = engineState !== null;
    const dist = engineState
      ? inPlayDistribution({ home: pricing.homeXg, away: pricing.awayXg, rho: pricing.rho }, engineState)
      : prematchDistribution(pricing.homeXg, pricing.awayXg, pricing.rho);
    return footballMarkets(dist, { asianLines: pricing.asianLines }).map((market) => quote('football', market, footballSelectionKey, inPlay, margins));
  }
  const engineState = basketballEngineState(state, at);
  const inPlay = engineState !== BASKETBALL_PREMATCH;
  const dist = basketballDistribution({ homeLine: pricing.homeLine, total: pricing.total }, engineState);
  return basketballMarkets(dist).map((market) => quote('basketball', market, (s) => s.pick, inPlay, margins));
}

/**
 * The markets as they should stand at sim second `at`: priced when the match allows betting;
 * every market suspended (prices kept) while a goal or a stoppage holds them; closed when the
 * match is over.
 */
export function quoteMarkets(pricing: Pricing, state: MatchState, at: number, margins: MarginTable = DEFAULT_MARGINS): PricedQuote[] {
  const quotes = priceMatch(pricing, state, at, margins);
  const mode = marketMode(state, at);
  if (mode === 'open') return quotes;
  return quotes.map((q) => ({
    ...q,
    status: mode === 'closed' || q.status === 'closed' ? 'closed' : 'suspended',
    selections: q.selections.map((s) => ({ ...s, status: 'suspended' as const })),
  }));
}

/** Pre-match football pricing inputs from a league's fitted model. */
export function footballPricingFromModel(model: DixonColesModel, home: string, away: string, asOf: string): FootballPricing {
  const xg = expectedGoalsFor(model, home, away);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const homeXg = round(xg.home);
  const awayXg = round(xg.away);
  const rho = round(model.rho);
  return { model: 'dixon-coles', asOf, homeXg, awayXg, rho, asianLines: asianLinesAround(homeXg, awayXg, rho) };
}
