import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands the keyboard focus to `next()` when the element of `ref` leaves the page while the focus is
 * in it (a notice the situation made untrue): it would otherwise fall to <body>, and the next Tab
 * start over at the top. Call it in the component that renders the element and leaves with it: its
 * layout cleanup runs before React takes the element out, while the focus can still be seen there.
 */
export function useFocusOnRemoval(ref: RefObject<HTMLElement | null>, next: (leaving: HTMLElement) => HTMLElement | null): void {
  const latestNext = useRef(next);
  useLayoutEffect(() => {
    latestNext.current = next;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (element?.contains(document.activeElement)) latestNext.current(element)?.focus();
    };
  }, [ref]);
}
