import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onChange` after every navigation (not on mount): dropdowns and drawers close on it. What it
 * returns is called at the next navigation or on unmount (the stop of something it started).
 */
export function useOnRouteChange(onChange: () => void | (() => void)): void {
  const { key, pathname, search } = useLocation();
  const current = `${key}|${pathname}|${search}`;
  const previous = useRef(current);
  const notify = useEffectEvent(onChange);
  useEffect(() => {
    if (previous.current === current) return undefined;
    previous.current = current;
    return notify();
  }, [current]);
}
