import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Keeps the keyboard on the table across a hand's answers. A deal or a last move redraws the
 * controls (Deal gives way to the moves, the moves to Deal), and the focused button unmounting drops
 * the focus to the page's start. Call the returned `expectAnswer()` as the player's call is sent;
 * once its answer is drawn (`busy` back to false), `target()` takes the focus if it was lost. A
 * focus still on a control, or moved elsewhere by the player meanwhile, is left where it is.
 */
export function useFocusAfterAnswer(busy: boolean, target: () => HTMLElement | null | undefined): () => void {
  const expected = useRef(false);
  const focusTarget = useEffectEvent(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) target()?.focus();
  });
  useEffect(() => {
    if (busy || !expected.current) return;
    expected.current = false;
    focusTarget();
  }, [busy]);
  return () => {
    expected.current = true;
  };
}
