import { describe, expect, it } from 'vitest';
import { brazilToday, dayLabel, isoDay, recentDays } from './date-strip.ts';

describe('results date strip', () => {
  it('lists the days ending today, newest first, across a month end', () => {
    const days = recentDays(new Date(2026, 2, 2, 15, 30), 4);
    expect(days.map(isoDay)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']);
  });

  it('pads months and days', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('names today and yesterday, and older days by weekday', () => {
    const today = new Date(2026, 2, 2, 23, 59);
    expect(dayLabel(new Date(2026, 2, 2), today, 'en').relative).toBe('today');
    expect(dayLabel(new Date(2026, 2, 1), today, 'en').relative).toBe('yesterday');
    const older = dayLabel(new Date(2026, 1, 27), today, 'en');
    expect(older).toEqual({ relative: null, weekday: 'Fri', day: '02/27' });
    expect(dayLabel(new Date(2026, 1, 27), today, 'pt-BR')).toMatchObject({ day: '27/02' });
    expect(dayLabel(new Date(2026, 1, 27), today, 'pt-BR').weekday).toMatch(/^sex/);
  });
});

describe('brazilToday', () => {
  it("is São Paulo's day as a local date: at 01:30 UTC the strip's today is still the evening before", () => {
    const today = brazilToday(new Date('2026-11-29T01:30:00Z'));
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate()]).toEqual([2026, 11, 28]);
    expect(isoDay(today)).toBe('2026-11-28');
  });
});
