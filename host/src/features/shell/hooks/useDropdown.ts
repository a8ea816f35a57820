import { useCallback, useEffect, useId, useRef } from 'react';
import { atom, useAtom } from '@palpite/shared';
import { useOnRouteChange } from './useOnRouteChange.ts';

export type DropdownName = 'language' | 'notifications' | 'account' | 'sidebarLanguage';

/**
 * Which shell dropdown is open. One at a time: opening the notifications closes the language
 * picker (spec §4 "Notifications"), and the same goes for every other pair.
 */
export const openDropdownAtom = atom<DropdownName | null>(null);

/**
 * The top bar's dropdowns float over the page, so one the keyboard has left would hide what the
 * focus went on to. The sidebar's language list opens in place, in the drawer's own flow.
 */
const closesWhenFocusLeaves = (name: DropdownName) => name !== 'sidebarLanguage';

/**
 * The behaviour every shell dropdown shares (spec §4 "Dropdowns"): toggled by its trigger,
 * closed by a click outside it, by Escape (focus goes back to the trigger), by navigation and,
 * in the top bar, by the focus moving on past it.
 */
export function useDropdown(name: DropdownName) {
  const [openName, setOpenName] = useAtom(openDropdownAtom);
  const open = openName === name;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpenName((current) => (current === name ? null : current)), [name, setOpenName]);
  const toggle = useCallback(() => setOpenName((current) => (current === name ? null : name)), [name, setOpenName]);

  useOnRouteChange(close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A dropdown inside a drawer closes alone; the drawer stays open.
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Only a move to somewhere else on the page: no relatedTarget means the window lost focus, or
      // a click landed on something that takes no focus (inside is fine; outside, pointerdown closes).
      if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) close();
    };
    const root = rootRef.current;
    const watchFocus = closesWhenFocusLeaves(name);
    document.addEventListener('pointerdown', onPointerDown);
    // On the root first (so an enclosing drawer does not also close), on the document for the rest.
    root?.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    if (watchFocus) root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onKeyDown);
      if (watchFocus) root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, name]);

  /** Closes and gives focus back to the trigger: for an item that opens a dialog, whose focus then returns there. */
  const closeToTrigger = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close]);

  return {
    open,
    close,
    closeToTrigger,
    toggle,
    rootRef,
    panelId,
    triggerProps: { ref: triggerRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
  };
}
