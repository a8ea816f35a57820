/**
 * The sportsbook's internal match model, shared by every feed (simulator, replay, odds-feed
 * adapter), the pricing and the read API. Pure types and constants: no I/O, no clock.
 *
 * Times inside a scripted feed are "sim seconds": seconds from the scheduled kick-off at speed 1
 * (negative before it). The feature turns them into wall-clock times with the configured speed.
 */
import type { Score } from '../odds/index.ts';

export type { Score };
export type Sport = 'football' | 'basketball';
export type Side = 'home' | 'away';
export type FeedName = 'simulator' | 'replay' | 'odds_feed';

/** Spec §4 match statuses, exactly as the product shows them. */
export const MATCH_STATUSES = [
  'Not Started',
  '1st Half',
  'Halftime',
  '2nd Half',
  'Extra Time',
  'Penalty Shootout',
  'Finished',
  'Cancelled',
  'Postponed',
  'Suspended',
  'Abandoned',
  'Interrupted',
  'Delayed',
  'To Be Determined',
  'Awarded',
  'Walkover',
  'Live',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Before kick-off: pre-match markets may be open (not while the time is still to be determined). */
export const PRE_MATCH_STATUSES: readonly MatchStatus[] = ['To Be Determined', 'Not Started', 'Delayed'];
/** The ball is in play or between periods. `Live` is basketball's (and any sport without halves) in-play state. */
export const PLAYING_STATUSES: readonly MatchStatus[] = ['1st Half', 'Halftime', '2nd Half', 'Extra Time', 'Penalty Shootout', 'Live'];
/** Play has stopped and should resume (or the match will be abandoned). */
export const STOPPED_STATUSES: readonly MatchStatus[] = ['Interrupted', 'Suspended'];
/** What the live lists show. */
export const LIVE_STATUSES: readonly MatchStatus[] = [...PLAYING_STATUSES, ...STOPPED_STATUSES];
/** No more play: markets are closed and settled (or voided). Results list these. */
export const ENDED_STATUSES: readonly MatchStatus[] = ['Finished', 'Awarded', 'Walkover', 'Abandoned', 'Cancelled', 'Postponed'];

export const isLive = (status: MatchStatus) => LIVE_STATUSES.includes(status);
export const isEnded = (status: MatchStatus) => ENDED_STATUSES.includes(status);
export const isPreMatch = (status: MatchStatus) => PRE_MATCH_STATUSES.includes(status);

/** A pair of points as stored in `sports_matches.periods`: `[home, away]`. */
export type Pair = readonly [number, number];

/**
 * Points per period, stored in `sports_matches.periods`. Basketball: `[Q1, Q2, Q3, Q4, OT1, …]`.
 * Football, by fixed position: `[first half, second half, extra time, penalty shootout]`, null
 * where not (yet) played — e.g. a cup tie decided on penalties without extra time:
 * `[[1,0],[0,1],null,[4,3]]`.
 */
export type PeriodScores = (Pair | null)[];

/** Football's extra-time period (its goals), when one was played. */
export function extraTimeOf(sport: Sport, periods: PeriodScores): Pair | null {
  return sport === 'football' ? (periods[2] ?? null) : null;
}

/**
 * The score shown: the stored score, which for football is the regular-time score its markets
 * settle on, plus the goals of extra time; basketball's stored score is the final one.
 */
export function shownScore(sport: Sport, stored: Score, periods: PeriodScores): Score {
  const extra = extraTimeOf(sport, periods);
  return extra ? { home: stored.home + extra[0], away: stored.away + extra[1] } : stored;
}

/** What the match page's timeline shows (`sports_matches.events`). */
export type TimelineEvent =
  | { readonly type: 'goal'; readonly side: Side; readonly minute: number | null; readonly score: Pair; readonly penalty?: boolean }
  | { readonly type: 'red-card'; readonly side: Side; readonly minute: number | null }
  | { readonly type: 'penalty-missed'; readonly side: Side; readonly minute: number | null }
  | { readonly type: 'status'; readonly status: MatchStatus; readonly minute: number | null }
  | { readonly type: 'period-end'; readonly period: number; readonly score: Pair };

/**
 * The match clock: `elapsed` game seconds at sim second `at`, advancing `rate` game seconds per
 * sim second (0 = stopped), never beyond `limit`. Football counts from the start of the match
 * (the second half starts at 2700 s = 45'); basketball counts within the current period.
 */
export interface MatchClock {
  readonly at: number;
  readonly elapsed: number;
  readonly rate: number;
  readonly limit: number;
  /** Stopped clocks (half-time, a stoppage, between quarters) keep `elapsed`. */
  readonly stopped: boolean;
}

/** A match's live state as the feeds keep it (a superset of the `sports_matches` columns). */
export interface MatchState {
  readonly status: MatchStatus;
  /** While Interrupted/Suspended: the in-play status to resume to. */
  readonly resumeStatus: MatchStatus | null;
  /** Football 1, 2 (3, 4 extra time, 5 penalties); basketball 1–4, 5+ overtime. */
  readonly period: number | null;
  readonly clock: MatchClock | null;
  /** Stoppage minutes announced for the current half (football), once the board is up. */
  readonly addedTime: number | null;
  readonly score: Score;
  readonly htScore: Score | null;
  /** Football: the score after 90 minutes plus stoppage, what the markets settle on (set at the end of the second half). */
  readonly regularScore: Score | null;
  readonly penalties: Score | null;
  readonly redCards: Score;
  readonly periods: PeriodScores;
  readonly timeline: readonly TimelineEvent[];
  /** Sim second until which every market stays suspended (a goal, a dangerous moment); null when none. */
  readonly suspendedUntil: number | null;
}

export type MarketGroup = 'main' | 'goals' | 'handicap' | 'halves' | 'score' | 'quarters';
export const MARKET_GROUPS: readonly MarketGroup[] = ['main', 'goals', 'handicap', 'halves', 'score', 'quarters'];

export type MarketStatus = 'open' | 'suspended' | 'closed';
export type SelectionStatus = 'active' | 'suspended';

export interface SelectionQuote {
  /** Stable within its market: '1', 'X', '2', 'over', 'home', '2-1', 'other', '1/X', 'yes'… */
  readonly key: string;
  /** Decimal price in hundredths (2.35 → 235); null when not offered. */
  readonly priceHundredths: number | null;
  readonly status: SelectionStatus;
}

/** One market as a feed wants it written (`sports_markets` + `sports_selections`). */
export interface MarketQuote {
  /** e.g. `ft:match-result`, `ft:total:2.5`, `ft:asian-handicap:-0.25`, `q2:spread:+1.5`. */
  readonly key: string;
  readonly kind: string;
  readonly line: number | null;
  readonly status: MarketStatus;
  readonly inPlay: boolean;
  readonly selections: readonly SelectionQuote[];
}

export const ZERO: Score = { home: 0, away: 0 };

export function initialMatchState(status: MatchStatus = 'Not Started'): MatchState {
  return {
    status,
    resumeStatus: null,
    period: null,
    clock: null,
    addedTime: null,
    score: ZERO,
    htScore: null,
    regularScore: null,
    penalties: null,
    redCards: ZERO,
    periods: [],
    timeline: [],
    suspendedUntil: null,
  };
}
