import { useEffect, useEffectEvent, useRef } from 'react';
import { eventBus, type PlatformEventName } from '../events/bus.ts';

/**
 * For pages that show the player's money (histories, bets, bonuses): calls `onChange` when it moved
 * elsewhere (a bet settled, a spin in another tab, a
 * deposit landed, ops decided a withdrawal): after `quietMs` without another such event, so an
 * autoplay's stream of balance events reads the page again once, not once per spin.
 */
export function useBalanceChanges(onChange: () => void, events: readonly PlatformEventName[] = ['balance-updated'], quietMs = 1000): void {
  const run = useEffectEvent(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const names = events.join(',');
  useEffect(() => {
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => run(), quietMs);
    };
    const unsubscribe = names.split(',').map((name) => eventBus.on(name as PlatformEventName, schedule));
    return () => {
      clearTimeout(timer.current);
      for (const stop of unsubscribe) stop();
    };
  }, [names, quietMs]);
}
