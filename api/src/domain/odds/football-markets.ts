/**
 * Football selections, their settlement, and the markets priced from a FootballDistribution.
 * Every market's fair probabilities come from running `settleFootball` over the distribution's
 * scores: pricing and settlement cannot disagree.
 */
import type { FootballDistribution, JointCell } from './distribution.ts';
import type { Score, ScoreMatrix } from './score-matrix.ts';
import { fairProbability, isQuarterGrid, outcomeProbabilities, settleLine, type OutcomeProbabilities, type SettleOutcome } from './settlement.ts';

export type Period = 'ft' | '1h';
export type Pick1x2 = '1' | 'X' | '2';
export type Side = 'home' | 'away';

export type FootballSelection =
  | { readonly market: 'match-result'; readonly period: Period; readonly pick: Pick1x2 }
  | { readonly market: 'double-chance'; readonly pick: '1X' | '12' | 'X2' }
  | { readonly market: 'draw-no-bet'; readonly pick: Side }
  /** Over/under `line` goals (any multiple of 0.25; quarter lines split the stake). */
  | { readonly market: 'total'; readonly period: Period; readonly line: number; readonly pick: 'over' | 'under' }
  /**
   * Asian handicap: `line` is the picked side's handicap ("away +0.75" = { pick: 'away', line: 0.75 }).
   * `from` is the score when the bet was placed: in-play Asian handicaps count only later goals.
   */
  | { readonly market: 'asian-handicap'; readonly pick: Side; readonly line: number; readonly from?: Score }
  | { readonly market: 'both-teams-to-score'; readonly pick: 'yes' | 'no' }
  /** Correct score on a grid of 0..grid goals per side, plus 'other' for any score outside it. */
  | { readonly market: 'correct-score'; readonly pick: Score | 'other'; readonly grid: number }
  | { readonly market: 'half-time-full-time'; readonly ht: Pick1x2; readonly ft: Pick1x2 };

/** The scores a settlement reads: full time for most markets, half time for first-half ones, both for HT/FT. */
export interface FootballResult {
  readonly ft?: Score;
  readonly ht?: Score;
}

function sign(score: Score): Pick1x2 {
  return score.home > score.away ? '1' : score.home === score.away ? 'X' : '2';
}

function need(score: Score | undefined, which: 'full-time' | 'half-time'): Score {
  if (!score) throw new RangeError(`this selection settles on the ${which} score, which was not given`);
  return score;
}

const won = (condition: boolean): SettleOutcome => (condition ? 'won' : 'lost');

/** Settles one selection on a result. Throws if the result lacks a score the selection needs. */
export function settleFootball(selection: FootballSelection, result: FootballResult): SettleOutcome {
  switch (selection.market) {
    case 'match-result': {
      const score = selection.period === 'ft' ? need(result.ft, 'full-time') : need(result.ht, 'half-time');
      return won(sign(score) === selection.pick);
    }
    case 'double-chance':
      return won(selection.pick.includes(sign(need(result.ft, 'full-time'))));
    case 'draw-no-bet': {
      const ft = need(result.ft, 'full-time');
      const difference = selection.pick === 'home' ? ft.home - ft.away : ft.away - ft.home;
      return settleLine(difference, 0);
    }
    case 'total': {
      const score = selection.period === 'ft' ? need(result.ft, 'full-time') : need(result.ht, 'half-time');
      const goals = score.home + score.away;
      return selection.pick === 'over' ? settleLine(goals, -selection.line) : settleLine(-goals, selection.line);
    }
    case 'asian-handicap': {
      const ft = need(result.ft, 'full-time');
      const from = selection.from ?? { home: 0, away: 0 };
      const homeDifference = ft.home - from.home - (ft.away - from.away);
      return settleLine(selection.pick === 'home' ? homeDifference : -homeDifference, selection.line);
    }
    case 'both-teams-to-score': {
      const ft = need(result.ft, 'full-time');
      return won((ft.home > 0 && ft.away > 0) === (selection.pick === 'yes'));
    }
    case 'correct-score': {
      const ft = need(result.ft, 'full-time');
      if (selection.pick === 'other') return won(ft.home > selection.grid || ft.away > selection.grid);
      return won(ft.home === selection.pick.home && ft.away === selection.pick.away);
    }
    case 'half-time-full-time':
      return won(sign(need(result.ht, 'half-time')) === selection.ht && sign(need(result.ft, 'full-time')) === selection.ft);
  }
}

/** A stable id for a selection, e.g. `ft:asian-handicap:away:+0.75`, for APIs and bet slips. */
export function selectionKey(selection: FootballSelection): string {
  const line = (value: number) => (value > 0 ? `+${value}` : `${value}`);
  switch (selection.market) {
    case 'match-result':
      return `${selection.period}:match-result:${selection.pick}`;
    case 'total':
      return `${selection.period}:total:${selection.pick}:${selection.line}`;
    case 'asian-handicap':
      return `ft:asian-handicap:${selection.pick}:${line(selection.line)}${selection.from ? `@${selection.from.home}-${selection.from.away}` : ''}`;
    case 'correct-score':
      return `ft:correct-score:${selection.pick === 'other' ? 'other' : `${selection.pick.home}-${selection.pick.away}`}`;
    case 'half-time-full-time':
      return `ft:half-time-full-time:${selection.ht}/${selection.ft}`;
    default:
      return `ft:${selection.market}:${selection.pick}`;
  }
}

/** Market kinds, each with its own bookmaker margin (see margin.ts). */
export type FootballMarketKind =
  | 'match-result'
  | 'double-chance'
  | 'draw-no-bet'
  | 'total'
  | 'asian-handicap'
  | 'both-teams-to-score'
  | 'correct-score'
  | 'half-time-full-time'
  | 'first-half-result'
  | 'first-half-total';

export interface Market<S> {
  /** Stable id, e.g. `ft:total:2.5` or `ft:asian-handicap:-0.75` (the home line). */
  readonly key: string;
  readonly kind: string;
  readonly selections: readonly S[];
  /** Fair probability of each selection (1 / its fair price); they sum to `winnersPerResult`. */
  readonly probabilities: readonly number[];
  /** How many selections win on any one result: 1, except double chance (2). */
  readonly winnersPerResult: number;
  /** Settlement outcome probabilities per selection (pushes and half results included). */
  readonly outcomes: readonly OutcomeProbabilities[];
}

export type FootballMarket = Market<FootballSelection> & { readonly kind: FootballMarketKind };

interface Cell {
  readonly result: FootballResult;
  readonly p: number;
}

function matrixCells(matrix: ScoreMatrix, which: 'ft' | 'ht'): Cell[] {
  const cells: Cell[] = [];
  const { size, p } = matrix;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const v = p[h * size + a] as number;
      if (v > 1e-15) cells.push({ result: { [which]: { home: h, away: a } }, p: v });
    }
  }
  return cells;
}

/** Cells of the three supports (full time, half time, joint), built once per distribution on first use. */
type Supports = (selection: FootballSelection) => Cell[];

function supportsOf(dist: FootballDistribution): Supports {
  let ft: Cell[] | undefined;
  let ht: Cell[] | undefined;
  let joint: Cell[] | undefined;
  return (selection) => {
    if (selection.market === 'half-time-full-time') return (joint ??= dist.joint.map((c: JointCell) => ({ result: { ht: c.ht, ft: c.ft }, p: c.p })));
    if ((selection.market === 'match-result' || selection.market === 'total') && selection.period === '1h') return (ht ??= matrixCells(dist.ht, 'ht'));
    return (ft ??= matrixCells(dist.ft, 'ft'));
  };
}

function buildMarket(
  supports: Supports,
  key: string,
  kind: FootballMarketKind,
  selections: FootballSelection[],
  winnersPerResult = 1,
): FootballMarket | undefined {
  const outcomes = selections.map((selection) =>
    outcomeProbabilities(
      supports(selection),
      (cell) => cell.p,
      (cell) => settleFootball(selection, cell.result),
    ),
  );
  const probabilities = outcomes.map(fairProbability);
  // A market whose every result is a push (e.g. in-play Asian line already decided as a push) has
  // nothing to price.
  if (probabilities.some((p) => Number.isNaN(p))) return undefined;
  return { key, kind, selections, probabilities, winnersPerResult, outcomes };
}

export interface FootballMarketOptions {
  /** Full-time total lines (default 0.5–4.5). */
  readonly totalLines?: readonly number[];
  /** First-half total lines (default 0.5–2.5). */
  readonly firstHalfTotalLines?: readonly number[];
  /** Home Asian handicap lines (default −3 … +3 in quarter steps). */
  readonly asianLines?: readonly number[];
  /** Correct-score grid: 0..grid goals per side listed, the rest is "any other" (default 4). */
  readonly correctScoreGrid?: number;
}

export const DEFAULT_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
export const DEFAULT_FIRST_HALF_TOTAL_LINES = [0.5, 1.5, 2.5] as const;
export const DEFAULT_ASIAN_LINES: readonly number[] = Array.from({ length: 25 }, (_, k) => -3 + k * 0.25);

const PICKS: readonly Pick1x2[] = ['1', 'X', '2'];
const lineLabel = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/**
 * All football markets from a distribution: 1X2, double chance, draw no bet, totals, Asian
 * handicaps (quarter lines included), both teams to score, correct score, HT/FT, first-half 1X2
 * and totals. In-play, pass the in-play distribution: the Asian handicaps then count goals from
 * the current score, the other markets settle on the final score as usual.
 */
export function footballMarkets(dist: FootballDistribution, options: FootballMarketOptions = {}): FootballMarket[] {
  const supports = supportsOf(dist);
  const markets: (FootballMarket | undefined)[] = [];
  markets.push(
    buildMarket(
      supports,
      'ft:match-result',
      'match-result',
      PICKS.map((pick) => ({ market: 'match-result', period: 'ft', pick })),
    ),
  );
  markets.push(
    buildMarket(
      supports,
      'ft:double-chance',
      'double-chance',
      (['1X', '12', 'X2'] as const).map((pick) => ({ market: 'double-chance', pick })),
      2,
    ),
  );
  markets.push(
    buildMarket(
      supports,
      'ft:draw-no-bet',
      'draw-no-bet',
      (['home', 'away'] as const).map((pick) => ({ market: 'draw-no-bet', pick })),
    ),
  );
  for (const line of options.totalLines ?? DEFAULT_TOTAL_LINES) {
    checkLine(line);
    markets.push(
      buildMarket(
        supports,
        `ft:total:${line}`,
        'total',
        (['over', 'under'] as const).map((pick) => ({ market: 'total', period: 'ft', line, pick })),
      ),
    );
  }
  const from = dist.current.home === 0 && dist.current.away === 0 ? undefined : dist.current;
  for (const line of options.asianLines ?? DEFAULT_ASIAN_LINES) {
    checkLine(line);
    const selections: FootballSelection[] = [
      { market: 'asian-handicap', pick: 'home', line, ...(from && { from }) },
      { market: 'asian-handicap', pick: 'away', line: -line || 0, ...(from && { from }) },
    ];
    markets.push(buildMarket(supports, `ft:asian-handicap:${lineLabel(line)}`, 'asian-handicap', selections));
  }
  markets.push(
    buildMarket(
      supports,
      'ft:both-teams-to-score',
      'both-teams-to-score',
      (['yes', 'no'] as const).map((pick) => ({ market: 'both-teams-to-score', pick })),
    ),
  );
  const grid = options.correctScoreGrid ?? 4;
  const scores: FootballSelection[] = [];
  for (let home = 0; home <= grid; home++) for (let away = 0; away <= grid; away++) scores.push({ market: 'correct-score', pick: { home, away }, grid });
  scores.push({ market: 'correct-score', pick: 'other', grid });
  markets.push(buildMarket(supports, 'ft:correct-score', 'correct-score', scores));
  markets.push(
    buildMarket(
      supports,
      'ft:half-time-full-time',
      'half-time-full-time',
      PICKS.flatMap((ht) => PICKS.map((ft) => ({ market: 'half-time-full-time' as const, ht, ft }))),
    ),
  );
  markets.push(
    buildMarket(
      supports,
      '1h:match-result',
      'first-half-result',
      PICKS.map((pick) => ({ market: 'match-result', period: '1h', pick })),
    ),
  );
  for (const line of options.firstHalfTotalLines ?? DEFAULT_FIRST_HALF_TOTAL_LINES) {
    checkLine(line);
    markets.push(
      buildMarket(
        supports,
        `1h:total:${line}`,
        'first-half-total',
        (['over', 'under'] as const).map((pick) => ({ market: 'total', period: '1h', line, pick })),
      ),
    );
  }
  return markets.filter((market): market is FootballMarket => market !== undefined);
}

function checkLine(line: number): void {
  if (!isQuarterGrid(line)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
}

/** Win / half-win / push / half-loss / loss probabilities and fair prices of both sides of an Asian line. */
export interface AsianHandicapBreakdown {
  /** The home side's handicap. */
  readonly line: number;
  readonly home: OutcomeProbabilities;
  readonly away: OutcomeProbabilities;
  readonly fairPrice: { readonly home: number; readonly away: number };
}

/** The detail of one Asian handicap line (the market list only carries the fair probabilities). */
export function asianHandicapBreakdown(dist: FootballDistribution, homeLine: number): AsianHandicapBreakdown {
  checkLine(homeLine);
  const from = dist.current.home === 0 && dist.current.away === 0 ? undefined : dist.current;
  const supports = supportsOf(dist);
  const side = (pick: Side, line: number): OutcomeProbabilities => {
    const selection: FootballSelection = { market: 'asian-handicap', pick, line, ...(from && { from }) };
    return outcomeProbabilities(
      supports(selection),
      (cell) => cell.p,
      (cell) => settleFootball(selection, cell.result),
    );
  };
  const home = side('home', homeLine);
  const away = side('away', -homeLine || 0);
  return { line: homeLine, home, away, fairPrice: { home: 1 / fairProbability(home), away: 1 / fairProbability(away) } };
}
