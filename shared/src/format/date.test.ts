import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonthYear, formatTimeOfDay } from './date.ts';

// Noon UTC is the same calendar day in every time zone the tests may run in.
const NOON_UTC = '2026-11-21T12:05:00.000Z';

describe('date formats', () => {
  it('writes a day, a time and both in each language', () => {
    const local = new Date(NOON_UTC);
    const hhmm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatDayMonthYear(NOON_UTC, 'pt-BR')).toBe('21 de nov. de 2026');
    expect(formatTimeOfDay(NOON_UTC, 'pt-BR')).toBe(hhmm);
    expect(formatDateTime(NOON_UTC, 'pt-BR')).toBe(`21 de nov. de 2026, ${hhmm}`);
    expect(formatDateTime(NOON_UTC, 'tr')).toBe(`21 Kas 2026, ${hhmm}`);
    expect(formatDateTime(NOON_UTC, 'en')).toMatch(/^Nov 21, 2026, \d{1,2}:05\s?[AP]M$/);
  });

  it('writes a morning hour without a leading zero on a 12-hour clock (en), with one on a 24-hour clock (pt-BR, tr)', () => {
    // Local times, so the expected texts hold in any time zone.
    const morning = new Date(2026, 10, 21, 8, 39);
    const afternoon = new Date(2026, 10, 21, 14, 5);
    expect(formatTimeOfDay(morning, 'en')).toMatch(/^8:39\sAM$/);
    expect(formatTimeOfDay(afternoon, 'en')).toMatch(/^2:05\sPM$/);
    expect(formatTimeOfDay(morning, 'pt-BR')).toBe('08:39');
    expect(formatTimeOfDay(afternoon, 'pt-BR')).toBe('14:05');
    expect(formatTimeOfDay(morning, 'tr')).toBe('08:39');
    expect(formatDateTime(morning, 'en')).toMatch(/^Nov 21, 2026, 8:39\sAM$/);
  });

  it('gives null for a date that is not one', () => {
    expect(formatDayMonthYear('not a date', 'pt-BR')).toBeNull();
    expect(formatTimeOfDay('2026-13-40', 'en')).toBeNull();
    expect(formatDateTime('', 'tr')).toBeNull();
  });
});
