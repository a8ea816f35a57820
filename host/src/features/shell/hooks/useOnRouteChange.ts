import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `onChange` after every navigation (not on mount): dropdowns and drawers close on it. */
export function useOnRouteChange(onChange: () => void): void {
  const { key, pathname, search } = useLocation();
  const current = `${key}|${pathname}|${search}`;
  const previous = useRef(current);
  const notify = useEffectEvent(onChange);
  useEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    notify();
  }, [current]);
}
