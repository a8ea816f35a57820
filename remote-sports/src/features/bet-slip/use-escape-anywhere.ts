import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Whether an Escape pressed anywhere closes the slip. Not one already handled, nor one meant for a
 * modal dialog (its own Escape closes it), nor while such a dialog has made the page, slip
 * included, inert.
 */
function escapeClosesSlip(event: KeyboardEvent, slip: HTMLElement | null): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || !slip || slip.closest('[inert]')) return false;
  const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"][aria-modal="true"]') : null;
  return dialog === null || dialog === slip;
}

/**
 * The open slip covers part of the page (the lower page on a phone, the top right on a narrow
 * desktop), so Escape closes it wherever the focus is, not only inside it, for as long as it is
 * open: what it hides can always be revealed without moving the focus (WCAG 2.4.11).
 */
export function useEscapeAnywhere(slip: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!escapeClosesSlip(event, slip.current)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [slip]);
}
