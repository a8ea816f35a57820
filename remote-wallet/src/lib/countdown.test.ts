import { describe, expect, it } from 'vitest';
import { announcedMinutes, formatClock, secondsLeft } from './countdown.ts';

describe('countdown', () => {
  it('counts whole seconds down to zero', () => {
    const now = Date.parse('2026-11-21T15:00:00.000Z');
    expect(secondsLeft('2026-11-21T15:30:00.000Z', now)).toBe(1800);
    expect(secondsLeft('2026-11-21T15:00:00.500Z', now)).toBe(1);
    expect(secondsLeft('2026-11-21T14:00:00.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('not a date', now)).toBeNull();
  });

  it('shows m:ss, h:mm:ss past an hour, and is read out only at a few marks', () => {
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(announcedMinutes(1800)).toBeNull();
    expect(announcedMinutes(1200)).toBe(20);
    expect(announcedMinutes(601)).toBe(20);
    expect(announcedMinutes(600)).toBe(10);
    expect(announcedMinutes(59)).toBe(1);
    expect(announcedMinutes(0)).toBeNull();
  });
});
