/**
 * Breaks and self-exclusion (spec §9: a break lasts 24 hours to 6 months). While either runs the
 * player cannot bet or deposit (logging in to withdraw stays open), and nothing ends it early: a new request can only
 * lengthen it. Calendar months are counted on the São Paulo calendar.
 */
import { addDays, localDateOf, startOfLocalDay, wallClock } from '../withdrawals/calendar.ts';

export type ExclusionKind = 'break' | 'self_exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  /** null: indefinite self-exclusion. */
  untilMs: number | null;
}

/** A break's or self-exclusion's length as the player picks it. */
export type ExclusionLength = { unit: 'hours'; value: number } | { unit: 'days'; value: number } | { unit: 'months'; value: number } | { unit: 'indefinite' };

export interface ExclusionTerms {
  minBreakHours: number;
  maxBreakMonths: number;
  /** Self-exclusion lengths on offer, in months (plus indefinite). */
  selfExclusionMonths: readonly number[];
}

const HOUR_MS = 3_600_000;

/** When a length that starts at `nowMs` ends (null: never). Months keep the local time of day. */
export function exclusionEnd(length: ExclusionLength, nowMs: number, timeZone: string): number | null {
  if (length.unit === 'indefinite') return null;
  if (length.unit === 'hours') return nowMs + length.value * HOUR_MS;
  if (length.unit === 'days') return nowMs + length.value * 24 * HOUR_MS;
  return addMonths(nowMs, length.value, timeZone);
}

function addMonths(nowMs: number, months: number, timeZone: string): number {
  const clock = wallClock(nowMs, timeZone);
  const monthIndex = clock.month - 1 + months;
  const year = clock.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  // 31 January + 1 month is the last day of February.
  const lastDay = addDays({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 }, -1).day;
  const day = Math.min(clock.day, lastDay);
  const sinceMidnightMs = nowMs - startOfLocalDay(localDateOf(nowMs, timeZone), timeZone);
  return startOfLocalDay({ year, month, day }, timeZone) + sinceMidnightMs;
}

export type ExclusionRefusal = 'break_too_short' | 'break_too_long' | 'length_not_offered' | 'would_shorten';

/** Why `length` cannot start now, or null. `current` is the exclusion in force, if any. */
export function exclusionRefusal(
  kind: ExclusionKind,
  length: ExclusionLength,
  current: Exclusion | null,
  nowMs: number,
  terms: ExclusionTerms,
  timeZone: string,
): ExclusionRefusal | null {
  const endMs = exclusionEnd(length, nowMs, timeZone);
  if (kind === 'break') {
    if (endMs === null) return 'length_not_offered';
    if (endMs - nowMs < terms.minBreakHours * HOUR_MS) return 'break_too_short';
    if (endMs > exclusionEnd({ unit: 'months', value: terms.maxBreakMonths }, nowMs, timeZone)!) return 'break_too_long';
  } else if (length.unit !== 'indefinite' && !(length.unit === 'months' && terms.selfExclusionMonths.includes(length.value))) {
    return 'length_not_offered';
  }
  if (current && isInForce(current, nowMs) && (current.untilMs === null || (endMs !== null && endMs < current.untilMs))) return 'would_shorten';
  return null;
}

export function isInForce(exclusion: Exclusion, nowMs: number): boolean {
  return exclusion.untilMs === null || nowMs < exclusion.untilMs;
}

/** The exclusion that binds now among stored ones (the one that ends last), or null. */
export function exclusionInForce(exclusions: readonly Exclusion[], nowMs: number): Exclusion | null {
  let binding: Exclusion | null = null;
  for (const exclusion of exclusions) {
    if (!isInForce(exclusion, nowMs)) continue;
    if (!binding || exclusion.untilMs === null || (binding.untilMs !== null && exclusion.untilMs > binding.untilMs)) binding = exclusion;
  }
  return binding;
}
