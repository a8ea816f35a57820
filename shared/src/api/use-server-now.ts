import { useSyncExternalStore } from 'react';
import { announcedServerOffsetMs, onServerClockCorrected, serverNowMs } from './server-clock.ts';

/**
 * Now on the server's clock, for a screen that shows a calendar day ("Hoje", the results' day).
 * The component is drawn again when the clock is corrected by a minute or more — the page's first
 * answers may arrive after it is first drawn — but not as time passes.
 */
export function useServerNow(): Date {
  useSyncExternalStore(onServerClockCorrected, announcedServerOffsetMs);
  return new Date(serverNowMs());
}
