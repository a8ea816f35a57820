import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ConnectionState, Realtime } from 'ably';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeConnectionAtom } from './connection.ts';
import { isInterrupted, REALTIME_INTERRUPTED_AFTER_MS, useRealtimeInterrupted } from './use-realtime-interrupted.ts';

/** A connection whose state the test moves, telling its listeners as ably-js does. */
function fakeConnection(initial: ConnectionState) {
  const listeners = new Set<() => void>();
  const connection = {
    state: initial,
    on: (listener: () => void) => listeners.add(listener),
    off: (listener: () => void) => listeners.delete(listener),
  };
  const moveTo = (state: ConnectionState) => {
    connection.state = state;
    for (const listener of [...listeners]) listener();
  };
  return { client: { connection } as unknown as Realtime, moveTo, listeners };
}

function renderWith(client: Realtime | null) {
  const store = createStore();
  store.set(realtimeConnectionAtom, client ? { client, kind: 'public' } : null);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useRealtimeInterrupted(), { wrapper });
}

describe('isInterrupted', () => {
  it('counts a lost link, and connecting only after a first connection', () => {
    expect(isInterrupted('connected', true)).toBe(false);
    expect(isInterrupted('connecting', false)).toBe(false);
    expect(isInterrupted('connecting', true)).toBe(true);
    expect(isInterrupted('disconnected', false)).toBe(true);
    expect(isInterrupted('suspended', true)).toBe(true);
    expect(isInterrupted('failed', false)).toBe(true);
    expect(isInterrupted('closed', true)).toBe(false);
  });
});

describe('useRealtimeInterrupted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false without a connection (a visitor away from the live routes)', () => {
    expect(renderWith(null).result.current).toBe(false);
  });

  it('turns true once the link has been lost for a moment, through the retries, and false when it is back', () => {
    const { client, moveTo } = fakeConnection('connecting');
    const { result } = renderWith(client);
    act(() => moveTo('connected'));
    act(() => moveTo('disconnected'));
    act(() => vi.advanceTimersByTime(REALTIME_INTERRUPTED_AFTER_MS - 100));
    expect(result.current).toBe(false);
    act(() => moveTo('connecting'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    act(() => moveTo('disconnected'));
    expect(result.current).toBe(true);
    act(() => moveTo('connected'));
    expect(result.current).toBe(false);
  });

  it('ignores a blip shorter than the delay and a connection closed on purpose', () => {
    const { client, moveTo, listeners } = fakeConnection('connected');
    const { result, unmount } = renderWith(client);
    act(() => moveTo('disconnected'));
    act(() => moveTo('connected'));
    act(() => vi.advanceTimersByTime(REALTIME_INTERRUPTED_AFTER_MS * 2));
    expect(result.current).toBe(false);
    act(() => moveTo('closed'));
    act(() => vi.advanceTimersByTime(REALTIME_INTERRUPTED_AFTER_MS * 2));
    expect(result.current).toBe(false);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
