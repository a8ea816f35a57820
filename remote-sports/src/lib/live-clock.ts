/** What a match in play shows beside its "Live" badge. */
import { clockLabel, statusLabel } from './match-format.ts';
import type { Translate } from './translate.ts';

/** Play has stopped and should resume (the API's STOPPED_STATUSES): the clock stands where play stopped. */
const STOPPED_STATUSES: ReadonlySet<string> = new Set(['Interrupted', 'Suspended']);

/**
 * The live clock (`67'`, `Q3 05:12`, half-time in words), or the status while play has stopped:
 * an interrupted match's `10'` would read as a match going on.
 */
export function liveClockLabel(t: Translate, match: { status: string; clock: string | null }): string {
  if (STOPPED_STATUSES.has(match.status)) return statusLabel(t, match.status);
  return clockLabel(t, match.clock) ?? statusLabel(t, match.status);
}
