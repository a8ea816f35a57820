/**
 * Scoring rules for 1X2 forecasts, used to compare the model with the closing line.
 */

export type MatchResult1x2 = 'H' | 'D' | 'A';

export interface Probabilities1x2 {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** −ln p(observed outcome): the log loss of one forecast (lower is better). */
export function logLoss(p: Probabilities1x2, result: MatchResult1x2): number {
  const q = result === 'H' ? p.home : result === 'D' ? p.draw : p.away;
  return -Math.log(Math.max(q, 1e-15));
}

/**
 * Ranked probability score for the ordered outcomes home < draw < away: half the sum of squared
 * differences of the cumulative forecast and outcome (0 perfect, 1 worst). Unlike log loss it
 * credits a forecast for putting mass near the result (a draw is "closer" to a home win than an
 * away win is).
 */
export function rankedProbabilityScore(p: Probabilities1x2, result: MatchResult1x2): number {
  const cumHome = p.home - (result === 'H' ? 1 : 0);
  const cumDraw = p.home + p.draw - (result === 'A' ? 0 : 1);
  return (cumHome * cumHome + cumDraw * cumDraw) / 2;
}

/**
 * Fair probabilities from decimal odds with the bookmaker's margin removed proportionally
 * (p_i = (1/o_i) / Σ 1/o_j), the convention used for the published reference figures.
 */
export function impliedProbabilities(odds: readonly number[]): number[] {
  if (odds.some((o) => !(o > 1) || !Number.isFinite(o))) throw new RangeError('odds must be finite decimals above 1');
  const inverse = odds.map((o) => 1 / o);
  const total = inverse.reduce((a, b) => a + b, 0);
  return inverse.map((q) => q / total);
}

/** The 1X2 result of a final score. */
export function resultOf(homeGoals: number, awayGoals: number): MatchResult1x2 {
  return homeGoals > awayGoals ? 'H' : homeGoals === awayGoals ? 'D' : 'A';
}
