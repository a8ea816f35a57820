import { useEffect, useEffectEvent, useRef } from 'react';

/** Nothing has the focus: it fell back to the page, as when the control that had it unmounted. */
function focusLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body;
}

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
    if (focusLost()) target()?.focus();
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

/**
 * Puts the keyboard on a table as it is first shown, when `take` (the stage was switched from a
 * control that went with the previous client) and the focus was lost on the way; a focus the player
 * put elsewhere meanwhile, or a first visit (`take` false), is left where it is.
 */
export function useFocusOnShow(take: boolean, target: () => HTMLElement | null | undefined): void {
  const focusTarget = useEffectEvent(() => {
    if (take && focusLost()) target()?.focus();
  });
  useEffect(() => focusTarget(), []);
}
