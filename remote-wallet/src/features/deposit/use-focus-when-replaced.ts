import { useEffect, useRef, type RefObject } from 'react';

interface FocusWhenReplacedOptions {
  /** Also when the focus is on something in `target`'s own section (a button of the view that ended). */
  fromOwnSection?: boolean;
  /** Only when `key` changes, not on mount: the first view is the page's own, whose focus stays where the page put it. */
  onKeyChangeOnly?: boolean;
}

/** Stands for the key on mount once it has changed: any key after that is a change, the first one again included. */
const CHANGED = Symbol('changed');

/**
 * Gives `target` the keyboard focus when the view that held it has just been replaced, so reading
 * starts at what to do now: when focus fell to the page or to a landmark around `target`, or, with
 * `fromOwnSection`, when it is on something in `target`'s own section (a button of the view that
 * ended). Runs on mount (unless `onKeyChangeOnly`) and whenever `key` changes.
 */
export function useFocusWhenReplaced(target: RefObject<HTMLElement | null>, key: unknown, options: FocusWhenReplacedOptions = {}): void {
  const fromOwnSection = options.fromOwnSection === true;
  const onKeyChangeOnly = options.onKeyChangeOnly === true;
  const keyOnMount = useRef<unknown>(key);
  useEffect(() => {
    if (onKeyChangeOnly && Object.is(key, keyOnMount.current)) return;
    keyOnMount.current = CHANGED;
    const element = target.current;
    if (!element) return;
    const active = document.activeElement;
    // A dialog that closes with the view it was opened from (the "Cancel deposit" confirmation)
    // finds its opener gone and sends the focus to <main>: that is falling to the page too.
    const fellAround = !active || (active !== element && active.contains(element));
    if (fellAround || (fromOwnSection && element.closest('section')?.contains(active))) element.focus();
  }, [key, target, fromOwnSection, onKeyChangeOnly]);
}
