import { describe, expect, it } from 'vitest';
import { dueReminder, reminderIndex } from './reality-check.ts';

const minutes = (count: number) => count * 60_000;

describe('reality check', () => {
  it('counts whole intervals of active time', () => {
    expect(reminderIndex(minutes(29), 30)).toBe(0);
    expect(reminderIndex(minutes(30), 30)).toBe(1);
    expect(reminderIndex(minutes(95), 45)).toBe(2);
    expect(reminderIndex(minutes(95), null)).toBe(0);
    expect(reminderIndex(Number.NaN, 30)).toBe(0);
  });

  it('is due once per completed interval, with the minutes played', () => {
    expect(dueReminder(minutes(29.9), 30, 0)).toBeNull();
    expect(dueReminder(minutes(30.5), 30, 0)).toEqual({ index: 1, minutes: 30 });
    expect(dueReminder(minutes(45), 30, 1)).toBeNull();
    expect(dueReminder(minutes(61), 30, 1)).toEqual({ index: 2, minutes: 61 });
  });

  it('after a long absence shows one reminder, and none when reminders are off', () => {
    expect(dueReminder(minutes(185), 30, 1)).toEqual({ index: 6, minutes: 185 });
    expect(dueReminder(minutes(185), null, 0)).toBeNull();
  });
});
