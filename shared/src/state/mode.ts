/** UI mode (spec §3 "UI mode", §4 "Mode"): starts Casino; only Casino or Sports accepted. */
import { atom } from 'jotai/vanilla';

export const MODES = ['Casino', 'Sports'] as const;
export type Mode = (typeof MODES)[number];

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

const currentModeAtom = atom<Mode>('Casino');

/** Writing anything but `Casino` or `Sports` is ignored. */
export const modeAtom = atom(
  (get) => get(currentModeAtom),
  (_get, set, next: unknown) => {
    if (isMode(next)) set(currentModeAtom, next);
  },
);

/** The mode's home: `/` for Casino, `/sports` for Sports. */
export function modeHomePath(mode: Mode): string {
  return mode === 'Sports' ? '/sports' : '/';
}
