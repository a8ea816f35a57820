/**
 * The match state machine (pure): which status may follow which (spec §4 statuses), how the
 * clock runs, and what each match event does to the markets — a goal, a red card or a dangerous
 * moment suspends every market for a few seconds, after which they reopen with new prices; a
 * stoppage suspends them until play resumes; the end of the match (or its abandonment,
 * cancellation, postponement) closes them.
 *
 * Every scripted feed (simulator, replay) is a list of `MatchEvent`s folded through `applyEvent`,
 * which refuses an illegal transition, so a feed cannot produce a status path the product does
 * not know. The odds-feed adapter, whose statuses come from outside, checks with `canTransition`
 * and reports (but applies) what the real feed says.
 */
import {
  ENDED_STATUSES,
  isEnded,
  isPreMatch,
  PLAYING_STATUSES,
  STOPPED_STATUSES,
  type MatchClock,
  type MatchState,
  type MatchStatus,
  type Pair,
  type PeriodScores,
  type Side,
  type Sport,
  type TimelineEvent,
} from './model.ts';

/** Statuses that may follow each status. Interrupted and Suspended also resume to the status they stopped (see canTransition). */
export const TRANSITIONS: Readonly<Record<MatchStatus, readonly MatchStatus[]>> = {
  'To Be Determined': ['Not Started', 'Postponed', 'Cancelled'],
  'Not Started': ['1st Half', 'Live', 'Delayed', 'Postponed', 'Cancelled', 'Walkover', 'Awarded', 'To Be Determined'],
  Delayed: ['1st Half', 'Live', 'Not Started', 'Postponed', 'Cancelled', 'Walkover'],
  '1st Half': ['Halftime', 'Interrupted', 'Suspended', 'Abandoned'],
  Halftime: ['2nd Half', 'Interrupted', 'Suspended', 'Abandoned'],
  '2nd Half': ['Finished', 'Extra Time', 'Penalty Shootout', 'Interrupted', 'Suspended', 'Abandoned'],
  'Extra Time': ['Penalty Shootout', 'Finished', 'Interrupted', 'Suspended', 'Abandoned'],
  'Penalty Shootout': ['Finished', 'Interrupted', 'Suspended', 'Abandoned'],
  Live: ['Finished', 'Interrupted', 'Suspended', 'Abandoned'],
  Interrupted: ['Suspended', 'Abandoned'],
  Suspended: ['Abandoned', 'Postponed'],
  // An abandoned match may later be awarded by the competition (e.g. 3-0).
  Abandoned: ['Awarded'],
  Finished: [],
  Cancelled: [],
  Postponed: [],
  Awarded: [],
  Walkover: [],
};

/** True when `to` may follow `from`; a stopped match (Interrupted/Suspended) also resumes to `resumeStatus`. */
export function canTransition(from: MatchStatus, to: MatchStatus, resumeStatus: MatchStatus | null = null): boolean {
  if (TRANSITIONS[from].includes(to)) return true;
  return STOPPED_STATUSES.includes(from) && resumeStatus !== null && to === resumeStatus;
}

export class IllegalTransition extends Error {
  readonly from: MatchStatus;
  readonly to: MatchStatus;

  constructor(from: MatchStatus, to: MatchStatus) {
    super(`illegal match status transition ${from} → ${to}`);
    this.name = 'IllegalTransition';
    this.from = from;
    this.to = to;
  }
}

/** Starts a period's clock: `start` game seconds, `limit` where it stops, `rate` game seconds per sim second. */
export interface ClockStart {
  readonly start: number;
  readonly limit: number;
  readonly rate: number;
}

/**
 * What happens in a match, as scripted feeds describe it. `at` is the sim second (seconds from
 * the scheduled kick-off at speed 1). Minutes are not stored: they come from the clock.
 */
export type MatchEvent =
  | { readonly at: number; readonly type: 'status'; readonly status: MatchStatus; readonly period?: number; readonly clock?: ClockStart }
  /** A new period without a change of status (second half of extra time, basketball quarters). */
  | { readonly at: number; readonly type: 'period-start'; readonly period: number; readonly clock: ClockStart }
  /** The period's clock stops at its limit (basketball quarter end, end of the first half of extra time). */
  | { readonly at: number; readonly type: 'period-end' }
  | { readonly at: number; readonly type: 'goal'; readonly side: Side; readonly penalty?: boolean }
  | { readonly at: number; readonly type: 'red-card'; readonly side: Side }
  /** A dangerous moment: a penalty awarded (until it is taken) or a dangerous attack. */
  | { readonly at: number; readonly type: 'danger'; readonly side: Side; readonly kind: 'penalty' | 'attack' }
  | { readonly at: number; readonly type: 'penalty-missed'; readonly side: Side }
  /** The fourth official's board: stoppage minutes for the current half. */
  | { readonly at: number; readonly type: 'added-time'; readonly minutes: number }
  /** Basketball points scored since the previous update, in the current period. */
  | { readonly at: number; readonly type: 'points'; readonly home: number; readonly away: number }
  | { readonly at: number; readonly type: 'shootout-kick'; readonly side: Side; readonly scored: boolean };

/**
 * Sim seconds every market stays suspended after an event, before reopening with new prices.
 * A penalty suspends until it is taken (the kick's own event follows within the window).
 */
export const SUSPENSION_SECONDS = {
  goal: 45,
  'red-card': 30,
  penalty: 90,
  attack: 10,
  'penalty-missed': 20,
} as const;

/** What an event means for the match's markets. */
export type MarketEffect =
  | { readonly kind: 'none' }
  /** Prices change (time, score, period): re-price and publish. */
  | { readonly kind: 'reprice' }
  /** Suspend every market until the given sim second, then re-price. */
  | { readonly kind: 'suspend'; readonly until: number }
  /** Suspend every market until play resumes. */
  | { readonly kind: 'stop' }
  /** Close every market: no more betting on this match. */
  | { readonly kind: 'close' };

/** Game seconds on the clock at sim second `at`. */
export function clockElapsed(clock: MatchClock, at: number): number {
  if (clock.stopped) return clock.elapsed;
  return Math.min(clock.limit, clock.elapsed + Math.max(0, at - clock.at) * clock.rate);
}

function stopClock(clock: MatchClock | null, at: number): MatchClock | null {
  return clock && { ...clock, at, elapsed: clockElapsed(clock, at), stopped: true };
}

function startClock(start: ClockStart, at: number): MatchClock {
  return { at, elapsed: start.start, rate: start.rate, limit: start.limit, stopped: false };
}

/**
 * The minute column at sim second `at`. Football: the match minute with stoppage counted on
 * (45+2 is 47; the first minute is 1'), 45 at half-time, null before kick-off, in a shootout
 * and after the end. Basketball: whole seconds left in the current period.
 */
export function clockMinute(sport: Sport, state: MatchState, at: number): number | null {
  if (!state.clock || isEnded(state.status) || isPreMatch(state.status)) return null;
  const elapsed = clockElapsed(state.clock, at);
  if (sport === 'basketball') return Math.max(0, Math.ceil(state.clock.limit - elapsed - 1e-9));
  if (state.status === 'Halftime' || state.resumeStatus === 'Halftime') return 45;
  if (state.status === 'Penalty Shootout' || state.resumeStatus === 'Penalty Shootout') return null;
  return Math.min(Math.floor(elapsed / 60) + 1, Math.ceil(state.clock.limit / 60));
}

/** Index in `periods` of a football period (1st half, 2nd half, extra time, penalties). */
function footballPeriodIndex(period: number | null): number {
  if (period === null || period <= 1) return 0;
  if (period === 2) return 1;
  if (period <= 4) return 2;
  return 3;
}

function addToPeriod(periods: PeriodScores, index: number, home: number, away: number): PeriodScores {
  const next = [...periods];
  while (next.length <= index) next.push(null);
  const current = next[index] ?? [0, 0];
  next[index] = [current[0] + home, current[1] + away];
  return next;
}

const pair = (score: { home: number; away: number }): Pair => [score.home, score.away];

/** Whether the markets are open, suspended or closed in a state at sim second `at`. */
export function marketMode(state: MatchState, at: number): 'open' | 'suspended' | 'closed' {
  if (ENDED_STATUSES.includes(state.status)) return 'closed';
  if (state.status === 'To Be Determined' || STOPPED_STATUSES.includes(state.status)) return 'suspended';
  if (state.suspendedUntil !== null && at < state.suspendedUntil) return 'suspended';
  return 'open';
}

/**
 * Applies one event: the new state and what it means for the markets. Throws IllegalTransition
 * for a status the state machine does not allow, and RangeError for an event that makes no sense
 * in the current state (a goal before kick-off).
 */
export function applyEvent(sport: Sport, state: MatchState, event: MatchEvent): { state: MatchState; effect: MarketEffect } {
  const at = event.at;
  const minute = () => clockMinute(sport, state, at);
  const playing = PLAYING_STATUSES.includes(state.status);
  const suspend = (seconds: number): MarketEffect => ({ kind: 'suspend', until: Math.max(state.suspendedUntil ?? -Infinity, at + seconds) });
  const withSuspension = (next: MatchState, effect: MarketEffect): { state: MatchState; effect: MarketEffect } =>
    effect.kind === 'suspend' ? { state: { ...next, suspendedUntil: effect.until }, effect } : { state: next, effect };
  const requirePlay = () => {
    if (!playing) throw new RangeError(`${event.type} while the match is ${state.status}`);
  };

  switch (event.type) {
    case 'status': {
      const to = event.status;
      if (!canTransition(state.status, to, state.resumeStatus)) throw new IllegalTransition(state.status, to);
      const timeline: TimelineEvent[] = [...state.timeline, { type: 'status', status: to, minute: minute() }];
      let next: MatchState = { ...state, status: to, timeline };
      if (STOPPED_STATUSES.includes(to)) {
        // Interrupted → Suspended keeps the status play will resume to.
        next = { ...next, resumeStatus: STOPPED_STATUSES.includes(state.status) ? state.resumeStatus : state.status, clock: stopClock(state.clock, at) };
        return { state: next, effect: { kind: 'stop' } };
      }
      if (STOPPED_STATUSES.includes(state.status) && to === state.resumeStatus) {
        const clock = state.clock && { ...state.clock, at, stopped: to === 'Halftime' };
        return { state: { ...next, resumeStatus: null, clock }, effect: { kind: 'reprice' } };
      }
      next = { ...next, resumeStatus: null };
      if (event.period !== undefined) next = { ...next, period: event.period };
      if (event.clock) next = { ...next, clock: startClock(event.clock, at), addedTime: null };
      if (sport === 'basketball' && to === 'Live' && event.period !== undefined) next = { ...next, periods: addToPeriod(next.periods, event.period - 1, 0, 0) };
      if (to === 'Halftime') next = { ...next, htScore: state.score, clock: stopClock(state.clock, at), periods: addToPeriod(next.periods, 0, 0, 0) };
      if (sport === 'football' && state.status === '2nd Half' && (to === 'Finished' || to === 'Extra Time' || to === 'Penalty Shootout')) {
        next = { ...next, regularScore: state.score, periods: addToPeriod(next.periods, 1, 0, 0) };
      }
      // Football: extra time's and the shootout's entries exist from their start, so a match abandoned
      // in them reads as past regular time (settlement decides its markets on the regular score).
      if (sport === 'football' && to === 'Extra Time') next = { ...next, periods: addToPeriod(next.periods, 2, 0, 0) };
      if (sport === 'football' && to === 'Penalty Shootout') next = { ...next, periods: addToPeriod(next.periods, 3, 0, 0) };
      if (to === 'Penalty Shootout') next = { ...next, penalties: { home: 0, away: 0 }, clock: stopClock(next.clock, at), period: 5 };
      if (ENDED_STATUSES.includes(to)) {
        return { state: { ...next, clock: stopClock(next.clock, at), suspendedUntil: null }, effect: { kind: 'close' } };
      }
      return { state: next, effect: { kind: 'reprice' } };
    }
    case 'period-start': {
      requirePlay();
      // Basketball: the new period's entry exists from its start, so the one before reads as over.
      const periods = sport === 'basketball' ? addToPeriod(state.periods, event.period - 1, 0, 0) : state.periods;
      return { state: { ...state, period: event.period, periods, clock: startClock(event.clock, at), addedTime: null }, effect: { kind: 'reprice' } };
    }
    case 'period-end': {
      requirePlay();
      const clock = state.clock && { ...state.clock, at, elapsed: state.clock.limit, stopped: true };
      const period = state.period ?? 1;
      const index = sport === 'basketball' ? period - 1 : footballPeriodIndex(period);
      const ended = addToPeriod(state.periods, index, 0, 0);
      // Basketball: a quarter before the last is over at its end, not when the next one starts, so a
      // match abandoned in the break has that quarter decided (and its markets closed).
      const periods = sport === 'basketball' && period < 4 ? addToPeriod(ended, period, 0, 0) : ended;
      const timeline: TimelineEvent[] =
        sport === 'basketball' ? [...state.timeline, { type: 'period-end', period, score: periods[index] ?? [0, 0] }] : [...state.timeline];
      return { state: { ...state, clock, periods, timeline }, effect: { kind: 'reprice' } };
    }
    case 'goal': {
      requirePlay();
      const score = { home: state.score.home + (event.side === 'home' ? 1 : 0), away: state.score.away + (event.side === 'away' ? 1 : 0) };
      const periods = addToPeriod(state.periods, footballPeriodIndex(state.period), event.side === 'home' ? 1 : 0, event.side === 'away' ? 1 : 0);
      const timeline: TimelineEvent[] = [
        ...state.timeline,
        { type: 'goal', side: event.side, minute: minute(), score: pair(score), ...(event.penalty ? { penalty: true } : {}) },
      ];
      return withSuspension({ ...state, score, periods, timeline }, suspend(SUSPENSION_SECONDS.goal));
    }
    case 'red-card': {
      requirePlay();
      const redCards = { home: state.redCards.home + (event.side === 'home' ? 1 : 0), away: state.redCards.away + (event.side === 'away' ? 1 : 0) };
      const timeline: TimelineEvent[] = [...state.timeline, { type: 'red-card', side: event.side, minute: minute() }];
      return withSuspension({ ...state, redCards, timeline }, suspend(SUSPENSION_SECONDS['red-card']));
    }
    case 'danger':
      requirePlay();
      return withSuspension(state, suspend(SUSPENSION_SECONDS[event.kind]));
    case 'penalty-missed': {
      requirePlay();
      const timeline: TimelineEvent[] = [...state.timeline, { type: 'penalty-missed', side: event.side, minute: minute() }];
      return withSuspension({ ...state, timeline }, suspend(SUSPENSION_SECONDS['penalty-missed']));
    }
    case 'added-time':
      requirePlay();
      return { state: { ...state, addedTime: event.minutes }, effect: { kind: 'reprice' } };
    case 'points': {
      requirePlay();
      const score = { home: state.score.home + event.home, away: state.score.away + event.away };
      const periods = addToPeriod(state.periods, (state.period ?? 1) - 1, event.home, event.away);
      return { state: { ...state, score, periods }, effect: { kind: 'reprice' } };
    }
    case 'shootout-kick': {
      if (state.status !== 'Penalty Shootout') throw new RangeError(`shootout kick while the match is ${state.status}`);
      const before = state.penalties ?? { home: 0, away: 0 };
      const penalties = event.scored ? { home: before.home + (event.side === 'home' ? 1 : 0), away: before.away + (event.side === 'away' ? 1 : 0) } : before;
      const periods = addToPeriod(state.periods, 3, penalties.home - before.home, penalties.away - before.away);
      return { state: { ...state, penalties, periods }, effect: { kind: 'none' } };
    }
  }
}

/** Folds events in order from a state (throws on the first illegal one). */
export function applyEvents(sport: Sport, state: MatchState, events: readonly MatchEvent[]): MatchState {
  return events.reduce((current, event) => applyEvent(sport, current, event).state, state);
}
