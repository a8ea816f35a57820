import { describe, expect, it } from 'vitest';
import { todayInBrazil } from './brazil-day.ts';

describe('todayInBrazil', () => {
  it('is the São Paulo day, whatever the device zone: 01:30 UTC is still the evening before there', () => {
    expect(todayInBrazil(new Date('2026-11-29T01:30:00Z'))).toEqual({ year: 2026, month: 11, day: 28 });
    expect(todayInBrazil(new Date('2026-11-29T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 29 });
  });
});
