import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDate, dayNumber, isoDay, parseDmyDay, parseIsoDay } from './calendar.ts';

describe('calendar', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2000, 3, 1)).toBe(11017);
    expect(dayNumber(2025, 3, 29) - dayNumber(2024, 3, 29)).toBe(365);
    expect(dayNumber(2024, 3, 1) - dayNumber(2024, 2, 28)).toBe(2);
  });

  it('round-trips every day of four centuries', () => {
    fc.assert(
      fc.property(fc.integer({ min: -150_000, max: 150_000 }), (days) => {
        const { year, month, day } = civilDate(days);
        return dayNumber(year, month, day) === days;
      }),
    );
  });

  it('parses football-data and ISO dates, refusing impossible ones', () => {
    expect(parseDmyDay('19/05/2012')).toBe(dayNumber(2012, 5, 19));
    expect(parseDmyDay('13/08/16')).toBe(dayNumber(2016, 8, 13));
    expect(parseDmyDay('31/02/2020')).toBeUndefined();
    expect(parseDmyDay('2020-02-01')).toBeUndefined();
    expect(parseIsoDay('2025-03-29')).toBe(dayNumber(2025, 3, 29));
    expect(parseIsoDay('2025-13-01')).toBeUndefined();
    expect(isoDay(dayNumber(2025, 3, 29))).toBe('2025-03-29');
  });
});
