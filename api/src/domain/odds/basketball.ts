/**
 * Basketball (NBA rules: four 12-minute quarters, 5-minute overtimes until someone leads).
 *
 * Margin model: the score difference (home − away) moves like a Brownian motion with drift set by
 * the pre-match line: within each quarter it is Brownian (given the quarter's total move, the path
 * is a Brownian bridge), and the four quarter moves are jointly normal with mean = a share of the
 * line and a covariance fitted on NBA quarters (2008–2018). The fitted quarters are not
 * independent: a lead tends to shrink (halves correlate at about −0.27: benches, fouling, effort),
 * so the full-game sd is ~11.8 points where independent quarters would give ~14.9. A plain
 * Brownian motion is the special case of a diagonal covariance (`brownianParameters`).
 *
 * In play, the remaining moves are conditioned on the quarters played and on the current quarter's
 * score so far (exact Gaussian conditioning). Totals use the same structure with the total line;
 * their fitted quarter covariances are small and positive (a fast first half predicts a second
 * half faster by only ~0.04 points per point), so in-play pace moves the remaining expectation
 * a little and the points already scored are banked: remaining total ≈ pre-match rate × time left.
 * A regulation tie goes to overtime: an overtime margin ~ N(line drift·5/48, sd²), ties within
 * overtime resolved by further overtimes (the no-tie distribution, renormalised); the moneyline,
 * spread and total include overtime, quarter markets do not.
 */
import {
  condition,
  discretisedNormal,
  linearCombination,
  mixInteger,
  probabilityOf,
  shiftInteger,
  type Gaussian,
  type IntegerDistribution,
} from './gaussian.ts';
import type { Market } from './football-markets.ts';
import type { Score } from './score-matrix.ts';
import { fairProbability, isQuarterGrid, outcomeProbabilities, settleLine, type SettleOutcome } from './settlement.ts';

export const QUARTER_MINUTES = 12;
export const OVERTIME_MINUTES = 5;
const REGULATION_MINUTES = 4 * QUARTER_MINUTES;

export interface BasketballParameters {
  /** Share of the home side's expected margin (−home line) that each quarter carries (normalised when used). */
  readonly marginShare: readonly number[];
  /** Covariance (4×4, row-major, points²) of the quarter margins around their expectation. */
  readonly marginCov: readonly number[];
  /** Share of the total line scored in each regulation quarter (normalised when used). */
  readonly totalShare: readonly number[];
  /** Covariance (4×4) of the quarter totals around their expectation. */
  readonly totalCov: readonly number[];
  /** One overtime: sd of its margin around the line's drift, mean and sd of its points. */
  readonly overtime: { readonly marginSd: number; readonly pointsMean: number; readonly pointsSd: number };
}

/**
 * Fitted by `fitBasketballParameters` on api/data/sports/nba/nba_2008-2018.csv (14,209 games,
 * regular season and playoffs, closing spread and total); a test re-fits and compares. Favourites
 * build their edge early: the first quarter carries a third of the line, the fourth only a seventh
 * (starters rest, trailing sides foul and chase). Full-game margin sd √(1ᵀΣ1) = 11.8 points,
 * total sd 16.5; moneylines derived from the closing spread score a log loss of 0.5817 against
 * 0.5804 for the closing moneylines themselves on the same games.
 */
export const NBA_PARAMETERS: BasketballParameters = {
  marginShare: [0.3264, 0.2297, 0.263, 0.1368],
  marginCov: [55.18, -7.61, -5.49, -7.58, -7.61, 55.46, -5.34, -7.08, -5.49, -5.34, 59.16, -8.71, -7.58, -7.08, -8.71, 53.12],
  totalShare: [0.2516, 0.2514, 0.2462, 0.2448],
  totalCov: [57.77, 3.89, 1.75, -0.96, 3.89, 58.93, 1.76, 1.87, 1.75, 1.76, 58.14, 4.2, -0.96, 1.87, 4.2, 72.05],
  overtime: { marginSd: 5.3, pointsMean: 23.93, pointsSd: 10.15 },
};

/** Plain Brownian motion: independent quarters, each with a quarter of the variance `sigma²` over 48 minutes. */
export function brownianParameters(marginSigma: number, totalSigma: number, overtime = NBA_PARAMETERS.overtime): BasketballParameters {
  const diagonal = (variance: number) => Array.from({ length: 16 }, (_, k) => (k % 5 === 0 ? variance : 0));
  return {
    marginShare: [0.25, 0.25, 0.25, 0.25],
    marginCov: diagonal(marginSigma ** 2 / 4),
    totalShare: [0.25, 0.25, 0.25, 0.25],
    totalCov: diagonal(totalSigma ** 2 / 4),
    overtime,
  };
}

/** One game for fitting: the closing home line (home handicap, −5.5 = home favoured by 5.5) and total. */
export interface BasketballGame {
  readonly homeLine: number;
  readonly total: number;
  /** Points per regulation quarter. */
  readonly quarters: readonly Score[];
  /** Points in all overtimes (0-0 when none). */
  readonly overtime: Score;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Fits the parameters on games with closing lines: quarter shares by least squares through the
 * origin (quarter margin on −line, quarter total on the total line), covariances as second moments
 * of the residuals, overtime figures from the games that went to overtime.
 */
export function fitBasketballParameters(games: readonly BasketballGame[]): BasketballParameters {
  if (games.length < 10) throw new RangeError('need at least 10 games');
  const marginShare = [0, 1, 2, 3].map((q) => {
    let xy = 0;
    let xx = 0;
    for (const g of games) {
      const d = -g.homeLine;
      const s = g.quarters[q] as Score;
      xy += (s.home - s.away) * d;
      xx += d * d;
    }
    return xy / xx;
  });
  const totalShare = [0, 1, 2, 3].map((q) => {
    let xy = 0;
    let xx = 0;
    for (const g of games) {
      const s = g.quarters[q] as Score;
      xy += (s.home + s.away) * g.total;
      xx += g.total * g.total;
    }
    return xy / xx;
  });
  const marginCov = new Array<number>(16).fill(0);
  const totalCov = new Array<number>(16).fill(0);
  for (const g of games) {
    const rm = [0, 1, 2, 3].map((q) => {
      const s = g.quarters[q] as Score;
      return s.home - s.away - (marginShare[q] as number) * -g.homeLine;
    });
    const rt = [0, 1, 2, 3].map((q) => {
      const s = g.quarters[q] as Score;
      return s.home + s.away - (totalShare[q] as number) * g.total;
    });
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        marginCov[i * 4 + j] = (marginCov[i * 4 + j] as number) + (rm[i] as number) * (rm[j] as number);
        totalCov[i * 4 + j] = (totalCov[i * 4 + j] as number) + (rt[i] as number) * (rt[j] as number);
      }
    }
  }
  const overtimeGames = games.filter((g) => g.overtime.home + g.overtime.away > 0);
  let marginSq = 0;
  let points = 0;
  for (const g of overtimeGames) {
    const drift = (-g.homeLine * OVERTIME_MINUTES) / REGULATION_MINUTES;
    marginSq += (g.overtime.home - g.overtime.away - drift) ** 2;
    points += g.overtime.home + g.overtime.away;
  }
  const n = Math.max(1, overtimeGames.length);
  const pointsMean = points / n;
  let pointsSq = 0;
  for (const g of overtimeGames) pointsSq += (g.overtime.home + g.overtime.away - pointsMean) ** 2;
  return {
    marginShare: marginShare.map((v) => round(v, 4)),
    marginCov: marginCov.map((v) => round(v / games.length, 2)),
    totalShare: totalShare.map((v) => round(v, 4)),
    totalCov: totalCov.map((v) => round(v / games.length, 2)),
    overtime: { marginSd: round(Math.sqrt(marginSq / n), 2), pointsMean: round(pointsMean, 2), pointsSd: round(Math.sqrt(pointsSq / n), 2) },
  };
}

/** Pre-match lines the model is driven by (the market's or our own). */
export interface BasketballLines {
  /** Home handicap: −5.5 means the home side is expected to win by 5.5. */
  readonly homeLine: number;
  /** Expected total points including overtime. */
  readonly total: number;
}

export type BasketballState =
  | {
      readonly phase: 'regulation';
      readonly quarter: 1 | 2 | 3 | 4;
      /** Seconds left on the clock in this quarter (720 at its start). */
      readonly secondsLeft: number;
      /** Points in each completed quarter (quarter − 1 entries). */
      readonly completed: readonly Score[];
      /** Points so far in the current quarter. */
      readonly current: Score;
    }
  | {
      readonly phase: 'overtime';
      readonly secondsLeft: number;
      /** The four regulation quarters (tied overall). */
      readonly completed: readonly Score[];
      /** Points in overtime so far (all overtime periods together). */
      readonly overtime: Score;
    }
  | { readonly phase: 'finished'; readonly completed: readonly Score[]; readonly overtime: Score };

export const BASKETBALL_PREMATCH: BasketballState = {
  phase: 'regulation',
  quarter: 1,
  secondsLeft: QUARTER_MINUTES * 60,
  completed: [],
  current: { home: 0, away: 0 },
};

export interface BasketballDistribution {
  /** Final margin (home − away) including overtime; never 0. */
  readonly margin: IntegerDistribution;
  /** Final total points including overtime. */
  readonly total: IntegerDistribution;
  /** Per regulation quarter (index 0..3): its margin and total, or undefined once it is over. */
  readonly quarters: readonly ({ readonly margin: IntegerDistribution; readonly total: IntegerDistribution } | undefined)[];
}

const sum = (scores: readonly Score[]) => scores.reduce((acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }), { home: 0, away: 0 });

/** The overtime margin distribution for a fraction of an overtime left, ties removed (another overtime follows). */
function overtimeNoTie(drift: number, sd: number): IntegerDistribution {
  const d = discretisedNormal(drift, sd);
  const tie = probabilityOf(d, 0);
  const p = Float64Array.from(d.p, (v, i) => (d.min + i === 0 ? 0 : v / (1 - tie)));
  return { min: d.min, p };
}

/** Folds regulation ties into overtime: P(k) = P_reg(k) + P_reg(0)·P_ot(k), k ≠ 0. */
function resolveTies(regulation: IntegerDistribution, overtime: IntegerDistribution): IntegerDistribution {
  const tie = probabilityOf(regulation, 0);
  const withoutTie = { min: regulation.min, p: Float64Array.from(regulation.p, (v, i) => (regulation.min + i === 0 ? 0 : v)) };
  if (tie <= 0) return withoutTie;
  return mixInteger([
    { weight: 1, dist: withoutTie },
    { weight: tie, dist: overtime },
  ]);
}

/** Expected points and margin of a whole overtime for these lines. */
function overtimeDrift(lines: BasketballLines): number {
  return (-lines.homeLine * OVERTIME_MINUTES) / REGULATION_MINUTES;
}

const totalOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The pre-match quarter moves. The shares only split the line over the quarters (normalised to
 * sum to 1), so the game is centred on the lines we are given: the margin on −homeLine, the total
 * including overtime on `total` (regulation carries it minus P(tie)·expected overtime points).
 */
function prior(lines: BasketballLines, params: BasketballParameters): { margin: Gaussian; total: Gaussian; tie: number } {
  const marginShares = totalOf(params.marginShare);
  const totalShares = totalOf(params.totalShare);
  const margin: Gaussian = { mean: params.marginShare.map((s) => (s / marginShares) * -lines.homeLine), cov: params.marginCov };
  const full = linearCombination(margin, [1, 1, 1, 1]);
  const tie = probabilityOf(discretisedNormal(full.mean, Math.sqrt(full.variance)), 0);
  const regulationTotal = lines.total - tie * params.overtime.pointsMean;
  return { margin, total: { mean: params.totalShare.map((s) => (s / totalShares) * regulationTotal), cov: params.totalCov }, tie };
}

/**
 * Observations of the quarter moves at a state: completed quarters exactly; the current quarter's
 * score so far as w·(quarter move) + bridge noise with variance var_q·w(1 − w), w the elapsed share.
 */
function observations(state: BasketballState, cov: readonly number[], value: (s: Score) => number) {
  const out: { h: number[]; value: number; noiseVariance: number }[] = [];
  const completed = state.completed.slice(0, 4);
  completed.forEach((score, q) => out.push({ h: [0, 1, 2, 3].map((k) => (k === q ? 1 : 0)), value: value(score), noiseVariance: 0 }));
  if (state.phase === 'regulation') {
    const q = state.quarter - 1;
    if (completed.length !== q) throw new RangeError(`quarter ${state.quarter} needs ${q} completed quarters, got ${completed.length}`);
    const w = 1 - Math.min(QUARTER_MINUTES * 60, Math.max(0, state.secondsLeft)) / (QUARTER_MINUTES * 60);
    if (w >= 1) out.push({ h: [0, 1, 2, 3].map((k) => (k === q ? 1 : 0)), value: value(state.current), noiseVariance: 0 });
    else if (w > 0)
      out.push({ h: [0, 1, 2, 3].map((k) => (k === q ? w : 0)), value: value(state.current), noiseVariance: (cov[q * 5] as number) * w * (1 - w) });
  } else if (completed.length !== 4) throw new RangeError('overtime and finished states need the four regulation quarters');
  return out;
}

/** The outcome distribution of a game from its pre-match lines and current state. */
export function basketballDistribution(
  lines: BasketballLines,
  state: BasketballState = BASKETBALL_PREMATCH,
  params: BasketballParameters = NBA_PARAMETERS,
): BasketballDistribution {
  const base = prior(lines, params);
  const marginPost = condition(
    base.margin,
    observations(state, params.marginCov, (s) => s.home - s.away),
  );
  const totalPost = condition(
    base.total,
    observations(state, params.totalCov, (s) => s.home + s.away),
  );
  const ot = params.overtime;
  const fullOvertime = overtimeNoTie(overtimeDrift(lines), ot.marginSd);
  const quarterDists = [0, 1, 2, 3].map((q) => {
    const done = state.phase !== 'regulation' || q < state.quarter - 1;
    if (done) return undefined;
    const unit = [0, 1, 2, 3].map((k) => (k === q ? 1 : 0));
    const m = linearCombination(marginPost, unit);
    const t = linearCombination(totalPost, unit);
    return { margin: discretisedNormal(m.mean, Math.sqrt(m.variance)), total: discretisedNormal(t.mean, Math.sqrt(t.variance)) };
  });

  if (state.phase === 'regulation') {
    const all = [1, 1, 1, 1];
    const m = linearCombination(marginPost, all);
    const t = linearCombination(totalPost, all);
    const regulationMargin = discretisedNormal(m.mean, Math.sqrt(m.variance));
    const tie = probabilityOf(regulationMargin, 0);
    const totalNoOvertime = discretisedNormal(t.mean, Math.sqrt(t.variance));
    const totalWithOvertime = discretisedNormal(t.mean + ot.pointsMean, Math.sqrt(t.variance + ot.pointsSd ** 2));
    return {
      margin: resolveTies(regulationMargin, fullOvertime),
      total: mixInteger([
        { weight: 1 - tie, dist: totalNoOvertime },
        { weight: tie, dist: totalWithOvertime },
      ]),
      quarters: quarterDists,
    };
  }
  const regulation = sum(state.completed);
  const sofar = state.overtime;
  const currentMargin = regulation.home - regulation.away + sofar.home - sofar.away;
  const currentTotal = regulation.home + regulation.away + sofar.home + sofar.away;
  if (state.phase === 'finished') {
    return { margin: discretisedNormal(currentMargin, 0), total: discretisedNormal(currentTotal, 0), quarters: quarterDists };
  }
  const left = Math.min(OVERTIME_MINUTES * 60, Math.max(0, state.secondsLeft)) / (OVERTIME_MINUTES * 60);
  const remainingMargin = shiftInteger(discretisedNormal(overtimeDrift(lines) * left, ot.marginSd * Math.sqrt(left)), currentMargin);
  const tie = probabilityOf(remainingMargin, 0);
  const remainingPoints = discretisedNormal(currentTotal + ot.pointsMean * left, ot.pointsSd * Math.sqrt(left));
  const withAnother = discretisedNormal(currentTotal + ot.pointsMean * (left + 1), ot.pointsSd * Math.sqrt(left + 1));
  return {
    margin: resolveTies(remainingMargin, fullOvertime),
    total: mixInteger([
      { weight: 1 - tie, dist: remainingPoints },
      { weight: tie, dist: withAnother },
    ]),
    quarters: quarterDists,
  };
}

export type Quarter = 1 | 2 | 3 | 4;
export type BasketballSide = 'home' | 'away';

export type BasketballSelection =
  | { readonly market: 'moneyline'; readonly pick: BasketballSide }
  /** `line` is the picked side's handicap (home −5.5 / away +5.5); overtime counts. */
  | { readonly market: 'spread'; readonly pick: BasketballSide; readonly line: number }
  | { readonly market: 'points-total'; readonly pick: 'over' | 'under'; readonly line: number }
  /** A quarter's winner; a tied quarter is void. */
  | { readonly market: 'quarter-moneyline'; readonly quarter: Quarter; readonly pick: BasketballSide }
  | { readonly market: 'quarter-spread'; readonly quarter: Quarter; readonly pick: BasketballSide; readonly line: number }
  | { readonly market: 'quarter-total'; readonly quarter: Quarter; readonly pick: 'over' | 'under'; readonly line: number };

/** A finished game: the final score (overtime included) and, for quarter markets, the four quarters. */
export interface BasketballResult {
  readonly final: Score;
  readonly quarters?: readonly Score[];
}

/** The number a selection settles on: a margin (home − away) or a total. */
export function settlingValue(selection: BasketballSelection, result: BasketballResult): number {
  let score = result.final;
  if (selection.market.startsWith('quarter-')) {
    const quarter = (selection as { quarter: Quarter }).quarter;
    const q = result.quarters?.[quarter - 1];
    if (!q) throw new RangeError(`quarter ${quarter} score not given`);
    score = q;
  }
  return selection.market === 'points-total' || selection.market === 'quarter-total' ? score.home + score.away : score.home - score.away;
}

/** Settles a selection on the value it reads (see settlingValue): the same code prices and settles. */
export function settleBasketballValue(selection: BasketballSelection, value: number): SettleOutcome {
  switch (selection.market) {
    case 'moneyline':
    case 'quarter-moneyline':
      return settleLine(selection.pick === 'home' ? value : -value, 0);
    case 'spread':
    case 'quarter-spread':
      return settleLine(selection.pick === 'home' ? value : -value, selection.line);
    case 'points-total':
    case 'quarter-total':
      return selection.pick === 'over' ? settleLine(value, -selection.line) : settleLine(-value, selection.line);
  }
}

export function settleBasketball(selection: BasketballSelection, result: BasketballResult): SettleOutcome {
  return settleBasketballValue(selection, settlingValue(selection, result));
}

export type BasketballMarket = Market<BasketballSelection>;

function distributionFor(dist: BasketballDistribution, selection: BasketballSelection): IntegerDistribution | undefined {
  if (selection.market === 'moneyline' || selection.market === 'spread') return dist.margin;
  if (selection.market === 'points-total') return dist.total;
  const q = dist.quarters[selection.quarter - 1];
  return q && (selection.market === 'quarter-total' ? q.total : q.margin);
}

function buildMarket(dist: BasketballDistribution, key: string, kind: string, selections: BasketballSelection[]): BasketballMarket | undefined {
  const outcomes = [];
  for (const selection of selections) {
    const values = distributionFor(dist, selection);
    if (!values) return undefined;
    const cells = Array.from(values.p, (p, i) => ({ value: values.min + i, p }));
    outcomes.push(
      outcomeProbabilities(
        cells,
        (cell) => cell.p,
        (cell) => settleBasketballValue(selection, cell.value),
      ),
    );
  }
  const probabilities = outcomes.map(fairProbability);
  if (probabilities.some((p) => Number.isNaN(p))) return undefined;
  return { key, kind, selections, probabilities, winnersPerResult: 1, outcomes };
}

/** Nearest half-point line to a value (the usual main line: no push). */
export function halfPointLine(value: number): number {
  return Math.floor(value) + 0.5;
}

function meanOf(d: IntegerDistribution): number {
  let m = 0;
  for (let i = 0; i < d.p.length; i++) m += (d.min + i) * (d.p[i] as number);
  return m;
}

export interface BasketballMarketOptions {
  /** Home spread lines (default: the main half-point line and ±1, ±2 points around it). */
  readonly spreadLines?: readonly number[];
  /** Total lines (default: the main half-point line and ±2, ±4 around it). */
  readonly totalLines?: readonly number[];
}

/**
 * Moneyline, spreads and totals for the game, and moneyline/spread/total for every quarter not yet
 * over. Lines default to half-point main lines around the distribution's expectation.
 */
export function basketballMarkets(dist: BasketballDistribution, options: BasketballMarketOptions = {}): BasketballMarket[] {
  const out: (BasketballMarket | undefined)[] = [];
  const sides: BasketballSide[] = ['home', 'away'];
  const check = (line: number) => {
    if (!isQuarterGrid(line)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  };
  out.push(
    buildMarket(
      dist,
      'ft:moneyline',
      'moneyline',
      sides.map((pick) => ({ market: 'moneyline', pick })),
    ),
  );
  const mainSpread = halfPointLine(-meanOf(dist.margin));
  for (const line of options.spreadLines ?? [-2, -1, 0, 1, 2].map((d) => mainSpread + d)) {
    check(line);
    out.push(
      buildMarket(dist, `ft:spread:${line > 0 ? '+' : ''}${line}`, 'spread', [
        { market: 'spread', pick: 'home', line },
        { market: 'spread', pick: 'away', line: -line || 0 },
      ]),
    );
  }
  const mainTotal = halfPointLine(meanOf(dist.total));
  for (const line of options.totalLines ?? [-4, -2, 0, 2, 4].map((d) => mainTotal + d)) {
    check(line);
    out.push(
      buildMarket(dist, `ft:points-total:${line}`, 'points-total', [
        { market: 'points-total', pick: 'over', line },
        { market: 'points-total', pick: 'under', line },
      ]),
    );
  }
  dist.quarters.forEach((q, index) => {
    if (!q) return;
    const quarter = (index + 1) as Quarter;
    out.push(
      buildMarket(
        dist,
        `q${quarter}:moneyline`,
        'quarter-moneyline',
        sides.map((pick) => ({ market: 'quarter-moneyline', quarter, pick })),
      ),
    );
    const spread = halfPointLine(-meanOf(q.margin));
    out.push(
      buildMarket(dist, `q${quarter}:spread:${spread > 0 ? '+' : ''}${spread}`, 'quarter-spread', [
        { market: 'quarter-spread', quarter, pick: 'home', line: spread },
        { market: 'quarter-spread', quarter, pick: 'away', line: -spread },
      ]),
    );
    const total = halfPointLine(meanOf(q.total));
    out.push(
      buildMarket(dist, `q${quarter}:points-total:${total}`, 'quarter-total', [
        { market: 'quarter-total', quarter, pick: 'over', line: total },
        { market: 'quarter-total', quarter, pick: 'under', line: total },
      ]),
    );
  });
  return out.filter((m): m is BasketballMarket => m !== undefined);
}
