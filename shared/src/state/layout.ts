/**
 * Page layout a widget can ask of the shell. A widget floating over the page (the sports bet slip)
 * may dock at the right edge of a wide window: it sets the width it needs, and the shell keeps
 * the page clear of it, so the panel covers no odds or buttons. 0 when nothing is docked.
 */
import { atom } from 'jotai/vanilla';

export const dockedPanelWidthAtom = atom(0);
