import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Calls `onStep` when the browser's Back or Forward moves the page to another entry (not on the
 * first render, which is also a POP, nor on the app's own navigations). A dialog the player opened
 * over a page belongs to that page: Back leaves both.
 */
export function useHistoryStep(onStep: () => void): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);
  const step = useEffectEvent(onStep);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (navigationType === 'POP') step();
  }, [key, navigationType]);
}
