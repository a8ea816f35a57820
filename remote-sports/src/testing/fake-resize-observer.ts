/** A stand-in for ResizeObserver: happy-dom lays nothing out and its observers never report, so tests report by hand. */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces ResizeObserver for each test of the file; `reportResize()` tells every observer still
 * watching that what it watches changed size (a text size change, say, after the test set it).
 */
export function fakeResizeObserverPerTest(): { reportResize: () => void } {
  const observers = new Set<() => void>();
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly report: () => void;
        constructor(report: () => void) {
          this.report = report;
        }
        observe() {
          observers.add(this.report);
        }
        unobserve() {}
        disconnect() {
          observers.delete(this.report);
        }
      },
    );
  });
  afterEach(() => {
    observers.clear();
    vi.unstubAllGlobals();
  });
  return { reportResize: () => act(() => observers.forEach((report) => report())) };
}
