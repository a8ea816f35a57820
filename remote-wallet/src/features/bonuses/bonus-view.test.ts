import { describe, expect, it } from 'vitest';
import { expiryLeft, wageringShare } from './bonus-view.ts';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('expiryLeft', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(expiryLeft('2026-11-29T11:30:00.000Z', NOW)).toEqual({ state: 'running', days: 6, hours: 23, minutes: 30 });
    expect(expiryLeft('2026-11-22T12:45:59.000Z', NOW)).toEqual({ state: 'running', days: 0, hours: 0, minutes: 45 });
  });

  it('says expired once the time is up, and nothing without a date', () => {
    expect(expiryLeft('2026-11-22T12:00:30.000Z', NOW)).toEqual({ state: 'expired' });
    expect(expiryLeft('2026-11-21T12:00:00.000Z', NOW)).toEqual({ state: 'expired' });
    expect(expiryLeft(null, NOW)).toBeNull();
    expect(expiryLeft('soon', NOW)).toBeNull();
  });
});

describe('wageringShare', () => {
  it('keeps the percent whole and within the bar', () => {
    expect(wageringShare(0)).toBe(0);
    expect(wageringShare(37.9)).toBe(37);
    expect(wageringShare(140)).toBe(100);
    expect(wageringShare(-3)).toBe(0);
    expect(wageringShare(Number.NaN)).toBe(0);
  });
});
