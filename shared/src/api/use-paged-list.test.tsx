import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList, type Page } from './use-paged-list.ts';

/**
 * A list of `total` numbered rows served two at a time; `fail` makes the next reads fail; while
 * `holding`, answers wait for `answerHeld(count)` (the oldest first, all by default) and are read from the rows as they are then.
 */
function server(total: number) {
  const state = { total, fail: false, holding: false };
  const held: Array<() => void> = [];
  const answerHeld = (count = held.length) => held.splice(0, count).forEach((answer) => answer());
  const load = vi.fn(async (cursor: string | null): Promise<Page<number>> => {
    if (state.holding) await new Promise<void>((answer) => held.push(answer));
    if (state.fail) throw new Error('offline');
    const from = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(2, state.total - from)) }, (_, i) => state.total - from - i);
    return { items, nextCursor: from + 2 < state.total ? String(from + 2) : null };
  });
  return { state, load, answerHeld, heldCount: () => held.length };
}

describe('usePagedList', () => {
  it('reads again as many pages as are shown, with what changed meanwhile', async () => {
    const { state, load } = server(7);
    const { result } = renderHook(() => usePagedList(load, 'all'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual([7, 6, 5, 4]));
    state.total = 8; // a new row on top
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status === 'ready' && !result.current.refreshing && result.current.items).toEqual([8, 7, 6, 5]));
    expect(result.current.status === 'ready' && result.current.nextCursor).toBe('4');
  });

  it('keeps the rows shown when a background refresh fails; a reload the player asked for, or a first load, shows the failure', async () => {
    const { state, load } = server(3);
    const { result } = renderHook(() => usePagedList(load, 'all'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    state.fail = true;
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.status === 'ready' && !result.current.refreshing && result.current.items).toEqual([3, 2]));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));

    const failing = renderHook(() => usePagedList(load, 'other'));
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
  });

  it('starts over at one page when the query changes', async () => {
    const { load } = server(7);
    const { result, rerender } = renderHook(({ query }) => usePagedList(load, query), { initialProps: { query: 'a' } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toHaveLength(4));
    rerender({ query: 'b' });
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual([7, 6]));
  });

  it('honours a load-more pressed during a background refresh: busy meanwhile, the next page after the refreshed rows', async () => {
    const { state, load, answerHeld, heldCount } = server(7);
    const { result } = renderHook(() => usePagedList(load, 'all'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    state.holding = true;
    act(() => result.current.refresh());
    await waitFor(() => expect(heldCount()).toBe(1));
    expect(result.current.status === 'ready' && result.current.refreshing).toBe(true);

    act(() => result.current.loadMore());
    expect(result.current.more).toBe('loading');
    await act(() => new Promise((settle) => setTimeout(settle, 20)));
    expect(heldCount()).toBe(1); // the next page waits for the refreshed rows, not read after the old ones
    state.total = 8; // a new row on top, which the refresh finds
    state.holding = false;
    act(() => answerHeld());

    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual([8, 7, 6, 5]));
    expect(result.current.status === 'ready' && !result.current.refreshing && result.current.nextCursor).toBe('4');
    expect(result.current.more).toBe('idle');
  });

  it('honours a load-more still running when a refresh starts: its page shows once, after the refreshed rows', async () => {
    const { state, load, answerHeld, heldCount } = server(9);
    const { result } = renderHook(() => usePagedList(load, 'all'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    state.holding = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(heldCount()).toBe(1));
    act(() => result.current.refresh());
    await waitFor(() => expect(heldCount()).toBe(2));
    expect(result.current.more).toBe('loading');

    state.holding = false;
    await act(async () => answerHeld(1)); // the load-more answers [7, 6]…
    state.total = 10; // …then a new row on top, which the refresh finds: after [10, 9] comes 8, not 7
    await act(async () => answerHeld());

    await waitFor(() => expect(result.current.status === 'ready' && !result.current.refreshing && result.current.more).toBe('idle'));
    await act(() => new Promise((settle) => setTimeout(settle, 20)));
    expect(result.current.status === 'ready' && result.current.items).toEqual([10, 9, 8, 7]);
    expect(result.current.status === 'ready' && result.current.nextCursor).toBe('4');
  });

  it('offers a next page that failed again, and a second press reads it', async () => {
    const { state, load } = server(5);
    const { result } = renderHook(() => usePagedList(load, 'all'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    state.fail = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.more).toBe('failed'));
    expect(result.current.status === 'ready' && result.current.items).toEqual([5, 4]);
    state.fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual([5, 4, 3, 2]));
    expect(result.current.more).toBe('idle');
  });
});
