/** How a match's time, clock and status read. */
import { DEFAULT_LANGUAGE, formatTimeOfDay, isLanguage } from '@palpite/shared';
import type { Translate } from './translate.ts';

const STATUS_KEYS: Record<string, string> = {
  'Not Started': 'notStarted',
  '1st Half': 'firstHalf',
  Halftime: 'halftime',
  '2nd Half': 'secondHalf',
  'Extra Time': 'extraTime',
  'Penalty Shootout': 'penaltyShootout',
  Finished: 'finished',
  Cancelled: 'cancelled',
  Postponed: 'postponed',
  Suspended: 'suspended',
  Abandoned: 'abandoned',
  Interrupted: 'interrupted',
  Delayed: 'delayed',
  'To Be Determined': 'toBeDetermined',
  Awarded: 'awarded',
  Walkover: 'walkover',
  Live: 'live',
};

/** Statuses after which a match is not played any more (the API's ended statuses): its result is final. */
const OVER_STATUSES: ReadonlySet<string> = new Set(['Finished', 'Awarded', 'Walkover', 'Abandoned', 'Cancelled', 'Postponed']);

/** Where a match stands: in play (the API's `live`, stoppages included), over, or still to come. */
export function matchPhase(match: { status: string; live: boolean }): 'live' | 'over' | 'upcoming' {
  if (match.live) return 'live';
  return OVER_STATUSES.has(match.status) ? 'over' : 'upcoming';
}

/** A match status (spec §4 "Match statuses") in the player's language; unknown ones as sent. */
export function statusLabel(t: Translate, status: string): string {
  const key = STATUS_KEYS[status];
  return key ? t(`sports.statuses.${key}`, { ns: 'common' }) : status;
}

/** The live clock as shown: `67'`, `45+2'`, `Q3 05:12`; half-time and penalties in words. */
export function clockLabel(t: Translate, clock: string | null): string | null {
  if (clock === 'HT') return t('clock.halftime', { ns: 'sports' });
  if (clock === 'PEN') return t('clock.penalties', { ns: 'sports' });
  // A basketball clock names its period: `Q3 05:12`, `OT 02:00`, `OT2 01:10`.
  const basketball = clock?.match(/^(Q[1-4]|OT\d*) (\d{2}:\d{2})$/);
  return basketball ? `${periodLabel(t, basketball[1]!.toLowerCase())} ${basketball[2]}` : clock;
}

/**
 * A basketball period as the language names it (`q3` → `3Q`, `3º Q`, `3. Ç`; `ot`, `ot2` → overtime);
 * football's and any other key as the API sends it, uppercased.
 */
export function periodLabel(t: Translate, key: string): string {
  const quarter = key.match(/^q([1-4])$/);
  if (quarter) return t('periods.quarter', { ns: 'sports', number: Number(quarter[1]) });
  const overtime = key.match(/^ot(\d*)$/);
  if (overtime) return overtime[1] ? t('periods.overtimeNumbered', { ns: 'sports', number: Number(overtime[1]) }) : t('periods.overtime', { ns: 'sports' });
  return key.toUpperCase();
}

/** Kick-off time of day in the player's time zone, as the language writes times (the SDK's one rule): `21:30`, `9:30 PM`. */
export function kickOffTime(iso: string, language: string): string {
  return formatTimeOfDay(iso, isLanguage(language) ? language : DEFAULT_LANGUAGE) ?? '';
}

/**
 * Kick-off day as a short label: `Hoje`, `Amanhã`, else `sáb., 28/11`; days are the device's
 * calendar days, `now` the server's clock (a device clock a day off would call today "Amanhã").
 */
export function kickOffDay(t: Translate, iso: string, language: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dayIndex = (value: Date) => Math.floor(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()) / 86_400_000);
  const diff = dayIndex(date) - dayIndex(now);
  if (diff === 0) return t('time.today', { ns: 'sports' });
  if (diff === 1) return t('time.tomorrow', { ns: 'sports' });
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(date);
}

/**
 * Football's score after 90 minutes when extra time was played (its markets settled on it): the
 * score shown less the extra-time period's goals; null when there was none.
 */
export function regularTimeScore(match: {
  sport: string;
  score: { home: number; away: number } | null;
  periods: readonly { key: string; home: number; away: number }[];
}): { home: number; away: number } | null {
  const extra = match.sport === 'football' ? match.periods.find((period) => period.key === 'et') : undefined;
  if (!extra || !match.score) return null;
  return { home: match.score.home - extra.home, away: match.score.away - extra.away };
}
