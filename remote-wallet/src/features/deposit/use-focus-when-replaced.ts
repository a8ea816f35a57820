import { useEffect, type RefObject } from 'react';

/**
 * Gives `target` the keyboard focus when the view that held it has just been replaced, so reading
 * starts at what to do now: when focus fell to the page or to a landmark around `target`, or, with
 * `fromOwnSection`, when it is on something in `target`'s own section (a button of the view that
 * ended). Runs on mount and whenever `key` changes.
 */
export function useFocusWhenReplaced(target: RefObject<HTMLElement | null>, key: unknown, options: { fromOwnSection?: boolean } = {}): void {
  const fromOwnSection = options.fromOwnSection === true;
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const active = document.activeElement;
    // A dialog that closes with the view it was opened from (the "Cancel deposit" confirmation)
    // finds its opener gone and sends the focus to <main>: that is falling to the page too.
    const fellAround = !active || (active !== element && active.contains(element));
    if (fellAround || (fromOwnSection && element.closest('section')?.contains(active))) element.focus();
  }, [key, target, fromOwnSection]);
}
