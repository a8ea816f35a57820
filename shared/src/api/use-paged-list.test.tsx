import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList, type Page } from './use-paged-list.ts';

/** A list of `total` numbered rows served two at a time; `fail` makes the next reads fail. */
function server(total: number) {
  const state = { total, fail: false };
  const load = vi.fn(async (cursor: string | null): Promise<Page<number>> => {
    if (state.fail) throw new Error('offline');
    const from = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(2, state.total - from)) }, (_, i) => state.total - from - i);
    return { items, nextCursor: from + 2 < state.total ? String(from + 2) : null };
  });
  return { state, load };
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
});
