/**
 * Walk-forward evaluation of the Dixon–Coles model: every fixture is predicted by a fit on the
 * matches played strictly before its date — never on the same day (kick-off times are not reliable
 * enough in the source files to trust same-day ordering) and never later. One fit per match date,
 * warm-started from the previous date's fit.
 */
import { fitDixonColes, predictScoreMatrix, type DixonColesModel, type DixonColesOptions, type FootballMatch } from './dixon-coles.ts';
import { matchOutcome } from './score-matrix.ts';

/** A fixture to predict and, when it has been played, a result to learn from afterwards. */
export interface Fixture {
  readonly day: number;
  readonly home: string;
  readonly away: string;
  /** Undefined for a match not played (yet): predicted, never learnt from. */
  readonly homeGoals?: number | undefined;
  readonly awayGoals?: number | undefined;
}

export interface Prediction {
  /** Position of the fixture in the input. */
  readonly index: number;
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/**
 * Predicts every fixture dated on or after `fromDay`, in date order (input order within a date).
 * Probabilities are the model's fair 1X2 (no margin) and sum to 1.
 */
export function walkForward(fixtures: readonly Fixture[], fromDay: number, options: Partial<DixonColesOptions> = {}): Prediction[] {
  const order = fixtures.map((_, k) => k).sort((l, r) => (fixtures[l] as Fixture).day - (fixtures[r] as Fixture).day || l - r);
  const played: FootballMatch[] = [];
  const out: Prediction[] = [];
  let model: DixonColesModel | undefined;
  let k = 0;
  while (k < order.length) {
    const day = (fixtures[order[k] as number] as Fixture).day;
    let end = k;
    while (end < order.length && (fixtures[order[end] as number] as Fixture).day === day) end++;
    if (day >= fromDay) {
      // `played` holds only matches from earlier dates: today's results are added after predicting.
      model = fitDixonColes(played, day, options, model);
      for (let q = k; q < end; q++) {
        const index = order[q] as number;
        const fixture = fixtures[index] as Fixture;
        const outcome = matchOutcome(predictScoreMatrix(model, fixture.home, fixture.away));
        out.push({ index, home: outcome.home, draw: outcome.draw, away: outcome.away });
      }
    }
    for (let q = k; q < end; q++) {
      const fixture = fixtures[order[q] as number] as Fixture;
      if (fixture.homeGoals === undefined || fixture.awayGoals === undefined) continue;
      played.push({ day: fixture.day, home: fixture.home, away: fixture.away, homeGoals: fixture.homeGoals, awayGoals: fixture.awayGoals });
    }
    k = end;
  }
  return out;
}
