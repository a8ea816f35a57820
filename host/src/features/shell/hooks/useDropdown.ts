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
 * The behaviour every shell dropdown shares (spec §4 "Dropdowns"): toggled by its trigger,
 * closed by a click outside it, by Escape (focus goes back to the trigger) and by navigation.
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
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    // On the root first (so an enclosing drawer does not also close), on the document for the rest.
    root?.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

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
