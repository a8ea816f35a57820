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
    expect(formatDateTime(NOON_UTC, 'en')).toMatch(/^Nov 21, 2026, \d\d:05\s?[AP]M$/);
  });

  it('gives null for a date that is not one', () => {
    expect(formatDayMonthYear('not a date', 'pt-BR')).toBeNull();
    expect(formatTimeOfDay('2026-13-40', 'en')).toBeNull();
    expect(formatDateTime('', 'tr')).toBeNull();
  });
});
