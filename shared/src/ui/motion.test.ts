import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from './motion.ts';

const prefers = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);

afterEach(() => vi.restoreAllMocks());

describe('scrollBehavior', () => {
  it('scrolls at once for a player who asked for less motion, smoothly otherwise', () => {
    prefers(true);
    expect(scrollBehavior()).toBe('auto');
    prefers(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('does not fail where matchMedia is missing', () => {
    const original = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    try {
      expect(scrollBehavior()).toBe('smooth');
    } finally {
      Object.defineProperty(window, 'matchMedia', { value: original, configurable: true, writable: true });
    }
  });
});
