import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageInYears,
  civilFromDays,
  daysFromCivil,
  formatLocalDate,
  localDateOf,
  parseLocalDate,
  startOfLocalDay,
  startOfMonth,
  startOfNextWeek,
  startOfWeek,
  utcMs,
  wallClock,
  zoneOffsetMs,
} from './calendar.ts';

const SP = 'America/Sao_Paulo';
const HOUR = 3_600_000;

describe('civil dates', () => {
  it('counts days from 1970-01-01 and back', () => {
    expect(daysFromCivil({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(daysFromCivil({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    expect(civilFromDays(11_017)).toEqual({ year: 2000, month: 3, day: 1 });
    fc.assert(fc.property(fc.integer({ min: -800_000, max: 800_000 }), (days) => daysFromCivil(civilFromDays(days)) === days));
  });

  it('parses real days only', () => {
    expect(parseLocalDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLocalDate('2023-02-29')).toBeNull();
    expect(parseLocalDate('2024-13-01')).toBeNull();
    expect(parseLocalDate('24-01-01')).toBeNull();
    expect(formatLocalDate(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
  });

  it('counts whole years of age; a 29 February birthday ages on 1 March', () => {
    const birth = { year: 2006, month: 6, day: 2 };
    expect(ageInYears(birth, { year: 2024, month: 6, day: 1 })).toBe(17);
    expect(ageInYears(birth, { year: 2024, month: 6, day: 2 })).toBe(18);
    expect(ageInYears({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageInYears({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 3, day: 1 })).toBe(18);
  });
});

describe('São Paulo time', () => {
  it('is UTC−3 today and was UTC−2 in summer time', () => {
    expect(zoneOffsetMs(utcMs(2024, 6, 2, 12), SP)).toBe(-3 * HOUR);
    expect(zoneOffsetMs(utcMs(2018, 12, 1, 12), SP)).toBe(-2 * HOUR);
  });

  it('starts a day at local midnight', () => {
    expect(startOfLocalDay({ year: 2024, month: 6, day: 2 }, SP)).toBe(utcMs(2024, 6, 2, 3));
    expect(wallClock(utcMs(2024, 6, 2, 2, 59, 59), SP)).toMatchObject({ year: 2024, month: 6, day: 1, hour: 23, minute: 59, weekday: 6 });
  });

  it('starts a day whose midnight summer time skipped at 01:00 (4 Nov 2018)', () => {
    const start = startOfLocalDay({ year: 2018, month: 11, day: 4 }, SP);
    expect(start).toBe(utcMs(2018, 11, 4, 3));
    expect(wallClock(start, SP)).toMatchObject({ day: 4, hour: 1, minute: 0 });
    expect(localDateOf(start - 1, SP)).toEqual({ year: 2018, month: 11, day: 3 });
  });

  it('starts the day after summer time ended at its single midnight (17 Feb 2019)', () => {
    expect(startOfLocalDay({ year: 2019, month: 2, day: 17 }, SP)).toBe(utcMs(2019, 2, 17, 3));
    expect(startOfLocalDay({ year: 2019, month: 2, day: 16 }, SP)).toBe(utcMs(2019, 2, 16, 2));
  });

  it('starts weeks on Sunday 00:00 local, not UTC', () => {
    // Sunday 2 June 2024 00:00 in São Paulo is 03:00 UTC.
    const sunday = utcMs(2024, 6, 2, 3);
    expect(startOfWeek(sunday, SP)).toBe(sunday);
    expect(startOfWeek(sunday - 1, SP)).toBe(utcMs(2024, 5, 26, 3));
    // Sunday 01:00 UTC is still Saturday evening in São Paulo.
    expect(startOfWeek(utcMs(2024, 6, 2, 1), SP)).toBe(utcMs(2024, 5, 26, 3));
    expect(startOfWeek(utcMs(2024, 6, 8, 23), SP)).toBe(sunday);
    expect(startOfNextWeek(sunday, SP)).toBe(utcMs(2024, 6, 9, 3));
  });

  it('starts months on the 1st at 00:00 local', () => {
    expect(startOfMonth(utcMs(2024, 7, 1, 2, 59), SP)).toBe(utcMs(2024, 6, 1, 3));
    expect(startOfMonth(utcMs(2024, 7, 1, 3), SP)).toBe(utcMs(2024, 7, 1, 3));
  });

  it('finds week starts that are always a local Sunday midnight (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: utcMs(2010, 1, 1), max: utcMs(2035, 1, 1) }), (instant) => {
        const start = startOfWeek(instant, SP);
        const clock = wallClock(start, SP);
        return start <= instant && instant - start < 7 * 24 * HOUR + HOUR && clock.weekday === 0 && clock.minute === 0 && clock.hour <= 1;
      }),
    );
  });
});
