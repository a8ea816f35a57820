import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { Realtime } from 'ably';
import { palpiteStore, realtimeConnectionAtom } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { sportsLocales } from '../locales/index.ts';
import { LivePricesGuard } from './LivePricesPaused.tsx';
import { OddsButton } from './OddsButton.tsx';

/** The page's connection, moved by the test as ably-js moves it. */
function connectionAt(state: string) {
  const listeners = new Set<() => void>();
  const connection = { state, on: (listener: () => void) => listeners.add(listener), off: (listener: () => void) => listeners.delete(listener) };
  palpiteStore.set(realtimeConnectionAtom, { client: { connection } as unknown as Realtime, kind: 'public' });
  return (next: string) => {
    connection.state = next;
    for (const listener of [...listeners]) listener();
  };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  palpiteStore.set(realtimeConnectionAtom, null);
  vi.useRealTimers();
});

describe('a live page whose realtime link is lost', () => {
  it('says scores and odds may be out of date and locks the odds buttons until the link is back', async () => {
    const moveTo = connectionAt('connected');
    await renderWithPlatform(
      <LivePricesGuard>
        <OddsButton label="1" price={2.1} description="Match result: Santos FC" selected={false} suspended={false} onToggle={() => undefined} />
      </LivePricesGuard>,
      { language: 'en', namespaces: { sports: sportsLocales } },
    );
    expect(screen.getByRole('button', { name: '1 2.10, Match result: Santos FC' })).toBeEnabled();

    act(() => moveTo('disconnected'));
    await act(async () => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('status')).toHaveTextContent('Live connection lost');
    expect(screen.getByRole('button', { name: '1, Match result: Santos FC, suspended' })).toBeDisabled();

    act(() => moveTo('connected'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '1 2.10, Match result: Santos FC' })).toBeEnabled();
  });
});
