import { describe, expect, it, vi } from 'vitest';
import { dayLabel, deviceToday, isoDay, recentDays, stripDays } from './date-strip.ts';

describe('results date strip', () => {
  it('lists the days ending today, newest first, across a month end', () => {
    const days = recentDays(new Date(2026, 2, 2, 15, 30), 4);
    expect(days.map(isoDay)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']);
  });

  it('keeps the day on show as an eighth, oldest day once midnight moved the seven days past it, and only then', () => {
    const today = new Date(2026, 10, 23, 0, 0, 30);
    expect(stripDays(today, 7, '2026-11-16').map(isoDay)).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
    expect(stripDays(today, 7, '2026-11-17').map(isoDay)).toEqual(recentDays(today, 7).map(isoDay));
    // The device's midnight of that day, as the strip's other days.
    expect(stripDays(today, 7, '2026-11-16').at(-1)).toEqual(new Date(2026, 10, 16));
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

describe('deviceToday', () => {
  /** Runs `work` with the process (the "device") in `timeZone`, as a browser there would be. */
  function onDeviceIn<T>(timeZone: string, work: () => T): T {
    vi.stubEnv('TZ', timeZone);
    try {
      return work();
    } finally {
      vi.unstubAllEnvs();
    }
  }
  const dayOf = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()];

  it('is the device’s calendar day, as the kick-off times’ "Hoje" is: in Kiritimati at 16:27 UTC on 30 Nov it is already 1 Dec', () => {
    // 13:27 on 30 Nov in São Paulo, 06:27 on 1 Dec in Kiritimati (UTC+14).
    const today = onDeviceIn('Pacific/Kiritimati', () => deviceToday(new Date('2026-11-30T16:27:00Z')));
    expect(onDeviceIn('Pacific/Kiritimati', () => [dayOf(today), isoDay(today)])).toEqual([[2026, 12, 1, 0], '2026-12-01']);
  });

  it('is the device’s day in Brazil’s west too: at 01:30 UTC it is the evening before in Rio Branco (UTC−5) and São Paulo', () => {
    const now = new Date('2026-11-29T01:30:00Z');
    expect(onDeviceIn('America/Rio_Branco', () => isoDay(deviceToday(now)))).toBe('2026-11-28');
    expect(onDeviceIn('America/Sao_Paulo', () => isoDay(deviceToday(now)))).toBe('2026-11-28');
    expect(onDeviceIn('Europe/Lisbon', () => isoDay(deviceToday(now)))).toBe('2026-11-29');
  });
});
