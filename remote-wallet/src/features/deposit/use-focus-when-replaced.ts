import { useEffect, type RefObject } from 'react';

/**
 * Gives `target` the keyboard focus when the view that held it has just been replaced, so reading
 * starts at what to do now: when focus fell to the page, or, with `fromOwnSection`, when it is on
 * something in `target`'s own section (a button of the view that ended). Runs on mount and
 * whenever `key` changes.
 */
export function useFocusWhenReplaced(target: RefObject<HTMLElement | null>, key: unknown, options: { fromOwnSection?: boolean } = {}): void {
  const fromOwnSection = options.fromOwnSection === true;
  useEffect(() => {
    const element = target.current;
    const active = document.activeElement;
    const fellToPage = !active || active === document.body;
    if (fellToPage || (fromOwnSection && element?.closest('section')?.contains(active))) element?.focus();
  }, [key, target, fromOwnSection]);
}
