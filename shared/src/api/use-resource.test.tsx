import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from './use-resource.ts';

describe('useResource', () => {
  it('keeps the data shown when a background refresh fails; a reload the player asked for shows its failure', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['Flamengo × Palmeiras'])
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useResource(load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'ready', refreshing: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', refreshing: false, data: ['Flamengo × Palmeiras'] }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('does not let a background refresh silence a reload the player asked for just before it', async () => {
    let fail = false;
    const { result } = renderHook(() => useResource(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(['a']))));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    act(() => {
      result.current.reload();
      result.current.refresh();
    });
    await waitFor(() => expect(result.current.status).toBe('error'));

    const failing = renderHook(() => useResource(() => Promise.reject(new Error('offline')), 'other'));
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
  });
});
