import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brazilDay, brazilDayBounds, brazilTime, isoDay, isoInstant, parseIsoInstant, zonedTime } from './calendar.ts';

describe('Brazil time', () => {
  it('puts an instant on its Brasília day (UTC−3) and back', () => {
    const late = parseIsoInstant('2026-11-22T02:30:00Z') as number; // 23:30 on the 21st in Brazil
    expect(isoDay(brazilDay(late))).toBe('2026-11-21');
    const day = brazilDay(late);
    expect(isoInstant(brazilTime(day, '21:30'))).toBe('2026-11-22T00:30:00.000Z');
    expect(brazilDayBounds(day)).toEqual({ start: parseIsoInstant('2026-11-21T03:00:00Z'), end: parseIsoInstant('2026-11-22T03:00:00Z') });
    // 20:00 in London (UTC+0 in winter) is 17:00 in Brazil.
    expect(isoInstant(zonedTime(day, '20:00', 0))).toBe('2026-11-21T20:00:00.000Z');
  });

  it('formats and parses ISO instants', () => {
    expect(isoInstant(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(isoInstant(1_795_371_845_123)).toBe('2026-11-22T18:24:05.123Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const text = isoInstant(ms);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(parseIsoInstant(text)).toBe(ms);
      }),
    );
    expect(parseIsoInstant('2026-02-30T00:00:00Z')).toBeUndefined();
    expect(parseIsoInstant('2026-11-22 10:00')).toBeUndefined();
  });
});
