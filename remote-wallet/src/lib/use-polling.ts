import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `poll` every `intervalMs` while `active`, one call at a time (the next waits for the
 * last to finish). A hidden tab is not polled; it polls at once when the player comes back.
 */
export function usePolling(poll: () => Promise<unknown>, intervalMs: number, active: boolean): void {
  const run = useEffectEvent(poll);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      if (document.visibilityState === 'hidden') return schedule();
      run().then(schedule, schedule);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return;
      clearTimeout(timer);
      tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, intervalMs]);
}
