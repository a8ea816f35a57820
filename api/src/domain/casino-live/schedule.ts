/**
 * Live tables run on a fixed timetable, so every API node computes the same rounds from the clock
 * alone and any of them can take over from another: round n of a table opens at
 * `epoch + n × period`, takes bets for `bettingMs`, closes (the result is drawn at that instant)
 * and shows the result until the next round opens `resultMs` later.
 *
 *   |<------ betting (15 s) ------>|<- result (5 s) ->|<------ betting … round n + 1
 *   opensAt                        closesAt            next opensAt
 *
 * Pure: the caller passes the time.
 */

export interface LiveSchedule {
  /** Start of round 0 (ms since the Unix epoch). */
  readonly epochMs: number;
  readonly bettingMs: number;
  readonly resultMs: number;
}

/** 15 s of betting, 5 s showing the result: a round every 20 s; round 0 opened at 2026-01-01T00:00:00Z. */
export const DEFAULT_SCHEDULE: LiveSchedule = { epochMs: 1_767_225_600_000, bettingMs: 15_000, resultMs: 5_000 };

export interface RoundWindow {
  readonly roundNumber: number;
  readonly opensAtMs: number;
  /** Betting closes and the result is drawn. */
  readonly closesAtMs: number;
  /** The next round opens. */
  readonly nextOpensAtMs: number;
}

export type LivePhase = 'betting' | 'result';

export function periodMs(schedule: LiveSchedule): number {
  return schedule.bettingMs + schedule.resultMs;
}

export function scheduleProblem(schedule: LiveSchedule): string | null {
  if (!Number.isSafeInteger(schedule.epochMs)) return 'the epoch must be a whole number of milliseconds';
  if (!Number.isSafeInteger(schedule.bettingMs) || schedule.bettingMs < 1_000) return 'the betting window must be at least 1 s';
  if (!Number.isSafeInteger(schedule.resultMs) || schedule.resultMs < 0) return 'the result time cannot be negative';
  return null;
}

export function roundWindow(schedule: LiveSchedule, roundNumber: number): RoundWindow {
  if (!Number.isSafeInteger(roundNumber) || roundNumber < 0) throw new RangeError(`bad round number ${roundNumber}`);
  const opensAtMs = schedule.epochMs + roundNumber * periodMs(schedule);
  return { roundNumber, opensAtMs, closesAtMs: opensAtMs + schedule.bettingMs, nextOpensAtMs: opensAtMs + periodMs(schedule) };
}

/** The round whose period contains `nowMs` (round 0 before the epoch). */
export function roundNumberAt(schedule: LiveSchedule, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - schedule.epochMs) / periodMs(schedule)));
}

export interface TableMoment {
  readonly round: RoundWindow;
  readonly phase: LivePhase;
  /** Until betting closes (betting) or the next round opens (result). */
  readonly msLeft: number;
}

/** Where a table is at `nowMs`: the current round, betting or showing its result. */
export function momentAt(schedule: LiveSchedule, nowMs: number): TableMoment {
  const round = roundWindow(schedule, roundNumberAt(schedule, nowMs));
  if (nowMs < round.closesAtMs) return { round, phase: 'betting', msLeft: Math.max(0, round.closesAtMs - Math.max(nowMs, round.opensAtMs)) };
  return { round, phase: 'result', msLeft: round.nextOpensAtMs - nowMs };
}

/** True while bets on `roundNumber` are taken: from its opening (inclusive) to its close (exclusive). */
export function isBettingOpen(schedule: LiveSchedule, roundNumber: number, nowMs: number): boolean {
  const round = roundWindow(schedule, roundNumber);
  return nowMs >= round.opensAtMs && nowMs < round.closesAtMs;
}

/**
 * The rounds of the last `lookback` periods that have closed by `nowMs`, oldest first: what a
 * scheduler that was away must still settle (rounds nobody bet on have no rows and are skipped).
 */
export function closedRoundsSince(schedule: LiveSchedule, nowMs: number, lookback: number): number[] {
  const current = roundNumberAt(schedule, nowMs);
  const rounds: number[] = [];
  for (let n = Math.max(0, current - lookback); n <= current; n++) if (roundWindow(schedule, n).closesAtMs <= nowMs) rounds.push(n);
  return rounds;
}
