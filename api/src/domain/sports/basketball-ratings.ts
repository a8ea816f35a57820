/**
 * Basketball team strength for the simulator's pre-match lines. The margin model prices a game
 * from a spread and a total; for invented fixtures we derive both from team ratings fitted on the
 * most recent season of real closing lines in the data (api/data/sports/nba):
 *
 *   −homeLine ≈ homeAdvantage + rating[home] − rating[away]
 *   total     ≈ baseTotal + pace[home] + pace[away]
 *
 * by ridge least squares (a small penalty pins the otherwise free level of the ratings and keeps
 * teams with few games near average). The closing line already blends every public and private
 * signal, so ratings read off it are the market's view of each team that season. Lines are then
 * rounded to the half point, as books quote them.
 */
import { solveSpd } from '../odds/math.ts';
import type { BasketballPricing } from './pricing.ts';

export interface ClosingLineGame {
  readonly season: number;
  readonly playoffs: boolean;
  readonly home: string;
  readonly away: string;
  /** Home handicap (−5.5 = home favoured by 5.5). */
  readonly homeLine: number;
  readonly total: number;
}

export interface BasketballRatings {
  readonly season: number;
  readonly homeAdvantage: number;
  readonly baseTotal: number;
  readonly rating: Readonly<Record<string, number>>;
  readonly pace: Readonly<Record<string, number>>;
}

const RIDGE = 1;

function ridge(rows: readonly { i: number; j: number; y: number }[], n: number, signJ: number): { intercept: number; coef: Float64Array } {
  // Parameters: [intercept, team_0 … team_{n−1}]; y = intercept + team_i + signJ·team_j.
  const size = n + 1;
  const a = new Float64Array(size * size);
  const b = new Float64Array(size);
  for (const { i, j, y } of rows) {
    const idx = [0, 1 + i, 1 + j];
    const x = [1, 1, signJ];
    for (let r = 0; r < 3; r++) {
      b[idx[r] as number] = (b[idx[r] as number] as number) + (x[r] as number) * y;
      for (let c = 0; c < 3; c++)
        a[(idx[r] as number) * size + (idx[c] as number)] = (a[(idx[r] as number) * size + (idx[c] as number)] as number) + (x[r] as number) * (x[c] as number);
    }
  }
  for (let k = 1; k < size; k++) a[k * size + k] = (a[k * size + k] as number) + RIDGE;
  a[0] = (a[0] as number) + 1e-9;
  const solution = solveSpd(a, b, size);
  if (!solution) throw new RangeError('could not fit basketball ratings');
  return { intercept: solution[0] as number, coef: solution.subarray(1) };
}

/** Fits ratings on the regular season `season` (default: the latest in the games). */
export function fitBasketballRatings(games: readonly ClosingLineGame[], season?: number): BasketballRatings {
  const latest = season ?? Math.max(...games.map((g) => g.season));
  const used = games.filter((g) => g.season === latest && !g.playoffs && Number.isFinite(g.homeLine) && Number.isFinite(g.total) && g.total > 100);
  if (used.length < 30) throw new RangeError(`too few games in season ${latest}`);
  const teams = [...new Set(used.flatMap((g) => [g.home, g.away]))].sort();
  const index = new Map(teams.map((team, k) => [team, k]));
  const at = (team: string) => index.get(team) as number;
  const spread = ridge(
    used.map((g) => ({ i: at(g.home), j: at(g.away), y: -g.homeLine })),
    teams.length,
    -1,
  );
  const totals = ridge(
    used.map((g) => ({ i: at(g.home), j: at(g.away), y: g.total })),
    teams.length,
    1,
  );
  return {
    season: latest,
    homeAdvantage: spread.intercept,
    baseTotal: totals.intercept,
    rating: Object.fromEntries(teams.map((team, k) => [team, spread.coef[k] as number])),
    pace: Object.fromEntries(teams.map((team, k) => [team, totals.coef[k] as number])),
  };
}

const halfPoint = (value: number) => Math.round(value * 2) / 2;

/** Pre-match lines for a fixture from ratings (an unknown team counts as average). */
export function basketballPricingFromRatings(ratings: BasketballRatings, home: string, away: string): BasketballPricing {
  const margin = ratings.homeAdvantage + (ratings.rating[home] ?? 0) - (ratings.rating[away] ?? 0);
  const total = ratings.baseTotal + (ratings.pace[home] ?? 0) + (ratings.pace[away] ?? 0);
  return { model: 'basketball-margin', homeLine: halfPoint(-margin) || 0, total: halfPoint(total), source: 'team-ratings' };
}
