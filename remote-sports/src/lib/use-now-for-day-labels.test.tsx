import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeServerTime } from '@palpite/shared';
import { resetServerClock } from '@palpite/shared/testing';
import { MatchRow } from '../components/MatchRow.tsx';
import { matchRow, renderSports } from '../testing/sports-testing.tsx';
import { msUntilNextDay } from './use-now-for-day-labels.ts';

/** Device-zone times: the sports pages' days are the device's calendar days. */
const at = (day: number, hours: number, minutes = 0, seconds = 0) => new Date(2026, 10, day, hours, minutes, seconds);
/** A match kicking off on the 23rd of November 2026 at 15:00. */
const ROW = matchRow({ starts_at: at(23, 15).toISOString() });

async function renderRow() {
  await renderSports(
    <ul>
      <MatchRow row={ROW} />
    </ul>,
    { language: 'pt-BR' },
  );
  return () => document.querySelector('[data-match-id]')!;
}

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('day labels on a page left open', () => {
  it('counts the time to the next midnight of the device’s zone', () => {
    expect(msUntilNextDay(at(22, 23, 59, 30).getTime())).toBe(30_000);
    expect(msUntilNextDay(at(23, 0).getTime())).toBe(at(24, 0).getTime() - at(23, 0).getTime());
  });

  it('calls a match “Amanhã” until midnight passes, then “Hoje”', async () => {
    vi.useFakeTimers({ now: at(22, 23, 59, 30), shouldAdvanceTime: true });
    const row = await renderRow();
    expect(row()).toHaveTextContent('Amanhã');
    act(() => vi.advanceTimersByTime(29_000));
    expect(row()).toHaveTextContent('Amanhã');
    act(() => vi.advanceTimersByTime(1_000));
    expect(row()).toHaveTextContent('Hoje');
    expect(row()).not.toHaveTextContent('Amanhã');
  });

  it('changes at the server’s midnight when the page’s first answer corrects a device clock hours behind', async () => {
    vi.useFakeTimers({ now: at(22, 21, 0), shouldAdvanceTime: true });
    const row = await renderRow();
    expect(row()).toHaveTextContent('Amanhã');
    // The server says it is 23:59 on the 22nd: its midnight comes in a minute, the device's in three hours.
    act(() => observeServerTime(at(22, 23, 59).toISOString(), Date.now()));
    expect(row()).toHaveTextContent('Amanhã');
    act(() => vi.advanceTimersByTime(60_000));
    expect(row()).toHaveTextContent('Hoje');
  });

  it('checks the day as soon as the page is shown again after the device slept across midnight', async () => {
    vi.useFakeTimers({ now: at(22, 22, 0) });
    const row = await renderRow();
    expect(row()).toHaveTextContent('Amanhã');
    // Asleep: the clock moved on, the timers did not run.
    vi.setSystemTime(at(23, 7, 0));
    expect(row()).toHaveTextContent('Amanhã');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(row()).toHaveTextContent('Hoje');
  });
});
