import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, priceDirection, useOddsFlash } from './odds-flash.ts';

afterEach(() => vi.useRealTimers());

describe('odds flash', () => {
  it('knows which way a price moved', () => {
    expect(priceDirection(2, 2.1)).toBe('up');
    expect(priceDirection(2.1, 2)).toBe('down');
    expect(priceDirection(2, 2)).toBeNull();
    expect(priceDirection(null, 2)).toBeNull();
    expect(priceDirection(2, null)).toBeNull();
  });

  it('flashes the direction of a change for about a second, then settles', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ price }) => useOddsFlash(price), { initialProps: { price: 2 as number | null } });
    expect(result.current).toBeNull();
    rerender({ price: 2.2 });
    expect(result.current).toBe('up');
    act(() => vi.advanceTimersByTime(FLASH_MS - 10));
    expect(result.current).toBe('up');
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBeNull();
    rerender({ price: 1.9 });
    expect(result.current).toBe('down');
    // A price that goes away (suspended) is not a move.
    rerender({ price: null });
    expect(result.current).toBeNull();
  });

  it('flashes a market that reopens at another price than before its suspension', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ price }) => useOddsFlash(price), { initialProps: { price: 1.9 as number | null } });
    rerender({ price: null });
    act(() => vi.advanceTimersByTime(5000));
    rerender({ price: 3.5 });
    expect(result.current).toBe('up');
    act(() => vi.advanceTimersByTime(FLASH_MS + 10));
    rerender({ price: null });
    rerender({ price: 3.5 });
    // Back at the price it left: nothing moved.
    expect(result.current).toBeNull();
  });

  it('stops a flash at once when the market is suspended during it', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ price }) => useOddsFlash(price), { initialProps: { price: 2 as number | null } });
    rerender({ price: 2.4 });
    expect(result.current).toBe('up');
    rerender({ price: null });
    expect(result.current).toBeNull();
  });
});
