import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveUpdatesWantedAtom, palpiteStore } from '@palpite/shared';
import { addToSlip, removeFromSlip, resetSlipState } from '../../lib/bet-slip/slip-state.ts';
import { mockApi, renderSports, slipSelection } from '../../testing/sports-testing.tsx';
import BetSlipWidget from './BetSlipWidget.tsx';

const PREMATCH = slipSelection();
const LIVE = slipSelection({ selection_id: 500101, fixture_id: 5001, live: true, elapsed: null, current_time: 'Q1 10:57', odd: 1.8 });

const askingForLiveUpdates = () => palpiteStore.get(liveUpdatesWantedAtom);

beforeEach(() => {
  localStorage.clear();
  resetSlipState();
  // The slip reads its fixtures when they join it: unanswered here.
  mockApi({});
});
afterEach(() => vi.restoreAllMocks());

describe('the bet slip of a visitor off the live routes (spec §4 "Start-up")', () => {
  it('asks for live updates while it holds a live pick, so the pick’s price moves, and stops when the pick leaves', async () => {
    addToSlip(PREMATCH);
    await renderSports(<BetSlipWidget />, { route: '/sports' });
    expect(screen.getByRole('button', { name: /Bet slip/ })).toBeInTheDocument();
    expect(askingForLiveUpdates()).toBe(0);

    act(() => addToSlip(LIVE));
    expect(askingForLiveUpdates()).toBe(1);

    act(() => removeFromSlip(LIVE.id));
    expect(askingForLiveUpdates()).toBe(0);
  });
});
