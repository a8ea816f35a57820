/**
 * The sportsbook's odds engine (pure: no I/O, no clock, no randomness of its own).
 *
 * Football, pre-match:
 *   const model = fitDixonColes(results, todayDay);                       // once per day per league
 *   const xg = expectedGoalsFor(model, 'Flamengo', 'Palmeiras');
 *   const dist = prematchDistribution(xg.home, xg.away, model.rho);
 *   const markets = footballMarkets(dist);                                // fair probabilities
 *   const priced = priceMarket(market.probabilities, marginFor(market.kind), market.winnersPerResult);
 * Football, in play: inPlayDistribution({ ...xg, rho: model.rho }, state) → footballMarkets(…).
 * Basketball: basketballDistribution({ homeLine, total }, state) → basketballMarkets(…).
 * Settlement: settleFootball / settleBasketball → payoutFactor / payoutCentavos.
 */
export { dayNumber, civilDate, isoDay, parseDmyDay, parseIsoDay } from './calendar.ts';
export { type Score, type ScoreMatrix, DEFAULT_MAX_GOALS, dixonColesMatrix, matchOutcome, expectedGoals, scoreProbability } from './score-matrix.ts';
export {
  type FootballMatch,
  type DixonColesModel,
  type DixonColesOptions,
  DIXON_COLES_DEFAULTS,
  fitDixonColes,
  expectedGoalsFor,
  predictScoreMatrix,
  simulateSeasons,
} from './dixon-coles.ts';
export { type FootballDistribution, FIRST_HALF_GOAL_SHARE, prematchDistribution, composeDistribution } from './distribution.ts';
export {
  type FootballSelection,
  type FootballResult,
  type FootballMarket,
  type FootballMarketKind,
  type Market,
  type AsianHandicapBreakdown,
  footballMarkets,
  settleFootball,
  selectionKey,
  asianHandicapBreakdown,
} from './football-markets.ts';
export { type FootballMatchState, type InPlayParameters, type RedCards, IN_PLAY_DEFAULTS, inPlayDistribution, remainingExpectedGoals } from './in-play.ts';
export {
  type BasketballParameters,
  type BasketballLines,
  type BasketballState,
  type BasketballSelection,
  type BasketballResult,
  type BasketballMarket,
  NBA_PARAMETERS,
  BASKETBALL_PREMATCH,
  basketballDistribution,
  basketballMarkets,
  settleBasketball,
  fitBasketballParameters,
  brownianParameters,
} from './basketball.ts';
export {
  type PricedMarket,
  type PriceMove,
  type MarginTable,
  DEFAULT_MARGINS,
  IN_PLAY_EXTRA_MARGIN,
  MIN_PRICE,
  MAX_PRICE,
  marginFor,
  priceMarket,
  impliedTotal,
  comparePrice,
  marketPricesChanged,
} from './margin.ts';
export { type SettleOutcome, type OutcomeProbabilities, payoutFactor, payoutCentavos, settleLine, fairProbability } from './settlement.ts';
export { type Fixture, type Prediction, walkForward } from './backtest.ts';
export { logLoss, rankedProbabilityScore, impliedProbabilities } from './metrics.ts';
export { seededRandom } from './rng.ts';
