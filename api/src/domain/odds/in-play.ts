/**
 * Football in-play: the goals still to come are Poisson with the pre-match expected goals scaled
 * by the share of the match's scoring intensity that remains, adjusted for red cards, added to
 * the current score. The same markets are then derived as before kick-off (football-markets.ts).
 *
 * Intensity profile: a half carries `firstHalfShare` (default 0.45) or the rest of the match's
 * expected goals, spread evenly over its 45 minutes plus expected stoppage time; more goals come
 * late in a match, which the 45/55 split captures at half resolution. Known simplifications: no
 * extra boost in the last minutes, and no change of tactics with the score (a trailing side pushes,
 * a leading one sits back): in-play margin covers these.
 */
import { composeDistribution, FIRST_HALF_GOAL_SHARE, type FootballDistribution } from './distribution.ts';
import { DEFAULT_MAX_GOALS, dixonColesMatrix, pointMatrix, type Score } from './score-matrix.ts';

export interface RedCards {
  readonly home: number;
  readonly away: number;
}

/**
 * Where the match is. `minute` is the match clock with stoppage time added numerically: 45+2 in
 * the first half is 47 (period 'first-half'), 90+3 is 93. `addedTime` is the stoppage announced for
 * the current half, once the board is up.
 */
export type FootballMatchState =
  | { readonly period: 'first-half'; readonly minute: number; readonly addedTime?: number; readonly score: Score; readonly redCards?: RedCards }
  | { readonly period: 'half-time'; readonly score: Score; readonly redCards?: RedCards }
  | {
      readonly period: 'second-half';
      readonly minute: number;
      readonly addedTime?: number;
      readonly score: Score;
      readonly halfTimeScore: Score;
      readonly redCards?: RedCards;
    }
  | { readonly period: 'finished'; readonly score: Score; readonly halfTimeScore: Score };

export interface InPlayParameters {
  readonly firstHalfShare: number;
  /**
   * Expected stoppage minutes per half before the board goes up (3 and 6: roughly what top
   * leagues have played since timekeeping was tightened in 2023; set per competition).
   */
  readonly expectedStoppage: { readonly firstHalf: number; readonly secondHalf: number };
  /**
   * Per red card, the sent-off side's remaining scoring rate is multiplied by `ownRate` and its
   * opponent's by `opponentRate` (cards compound). Ten men score about 30% less and concede about
   * 20% more, roughly what published studies of red cards find; to be refitted once the feed
   * records in-play events.
   */
  readonly redCard: { readonly ownRate: number; readonly opponentRate: number };
  /** Time left is never taken below this while the half is still being played (the whistle decides). */
  readonly minRemainingMinutes: number;
  readonly maxGoals: number;
}

export const IN_PLAY_DEFAULTS: InPlayParameters = {
  firstHalfShare: FIRST_HALF_GOAL_SHARE,
  expectedStoppage: { firstHalf: 3, secondHalf: 6 },
  redCard: { ownRate: 0.7, opponentRate: 1.2 },
  minRemainingMinutes: 0.5,
  maxGoals: DEFAULT_MAX_GOALS,
};

/** Share of the match's expected goals still to come in each half for a state. */
export function remainingGoalShares(state: FootballMatchState, params: InPlayParameters = IN_PLAY_DEFAULTS): { firstHalf: number; secondHalf: number } {
  const share1 = params.firstHalfShare;
  const share2 = 1 - share1;
  const halfLength = (stoppage: number) => 45 + stoppage;
  const left = (elapsed: number, added: number | undefined, expected: number) => {
    const end = 45 + (added ?? expected);
    // Before the board goes up, stoppage is the expected figure; once the half runs past it the
    // whistle is due any moment.
    return Math.max(params.minRemainingMinutes, end - elapsed);
  };
  switch (state.period) {
    case 'first-half': {
      if (!(state.minute >= 0)) throw new RangeError('minute must be ≥ 0');
      if (state.minute === 0) return { firstHalf: share1, secondHalf: share2 }; // kick-off: exactly pre-match
      const minutes = Math.min(halfLength(params.expectedStoppage.firstHalf), left(state.minute, state.addedTime, params.expectedStoppage.firstHalf));
      return { firstHalf: (share1 * minutes) / halfLength(params.expectedStoppage.firstHalf), secondHalf: share2 };
    }
    case 'half-time':
      return { firstHalf: 0, secondHalf: share2 };
    case 'second-half': {
      if (!(state.minute >= 45)) throw new RangeError('second-half minute must be ≥ 45');
      const minutes = Math.min(halfLength(params.expectedStoppage.secondHalf), left(state.minute - 45, state.addedTime, params.expectedStoppage.secondHalf));
      return { firstHalf: 0, secondHalf: (share2 * minutes) / halfLength(params.expectedStoppage.secondHalf) };
    }
    case 'finished':
      return { firstHalf: 0, secondHalf: 0 };
  }
}

/** Expected goals still to come for each side, given pre-match full-match expected goals. */
export function remainingExpectedGoals(
  prematch: { readonly home: number; readonly away: number },
  state: FootballMatchState,
  params: InPlayParameters = IN_PLAY_DEFAULTS,
): { home: number; away: number; firstHalfShare: number; fraction: number } {
  const shares = remainingGoalShares(state, params);
  const fraction = shares.firstHalf + shares.secondHalf;
  const cards = state.period === 'finished' ? { home: 0, away: 0 } : (state.redCards ?? { home: 0, away: 0 });
  const { ownRate, opponentRate } = params.redCard;
  const homeFactor = ownRate ** cards.home * opponentRate ** cards.away;
  const awayFactor = ownRate ** cards.away * opponentRate ** cards.home;
  return {
    home: prematch.home * fraction * homeFactor,
    away: prematch.away * fraction * awayFactor,
    firstHalfShare: fraction > 0 ? shares.firstHalf / fraction : 0,
    fraction,
  };
}

/**
 * The in-play distribution. `prematch` holds the model's full-match expected goals and ρ. The
 * low-score dependence ρ is scaled by the remaining share (it describes the final score of a whole
 * match and fades as the match runs out), so at minute 0 this is exactly the pre-match
 * distribution and at full time it is all on the final score.
 */
export function inPlayDistribution(
  prematch: { readonly home: number; readonly away: number; readonly rho: number },
  state: FootballMatchState,
  params: InPlayParameters = IN_PLAY_DEFAULTS,
): FootballDistribution {
  const goals = remainingExpectedGoals(prematch, state, params);
  const halfTime = state.period === 'second-half' || state.period === 'finished' ? state.halfTimeScore : state.period === 'half-time' ? state.score : undefined;
  const remaining =
    goals.fraction > 0 ? dixonColesMatrix(goals.home, goals.away, prematch.rho * goals.fraction, params.maxGoals) : pointMatrix({ home: 0, away: 0 });
  return composeDistribution(remaining, state.score, goals.firstHalfShare, halfTime);
}
