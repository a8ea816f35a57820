/**
 * The API's clock as this page last measured it. Days and countdowns shown to the player run on
 * it, not on the device's clock: a device a day off would label today's matches "Amanhã" and open
 * the results on the wrong day; one minutes off would show a payment's time left after the server
 * stopped accepting it. Every answer of the SDK's API client feeds it (its `Date` header); an
 * answer's precise `server_time` field refines it.
 *
 * Each measurement takes the server's time against the moment its request was sent (device
 * clock). The server reads its clock after the request's way there, so the offset errs on the
 * early side: a countdown may end a moment before its deadline, never after it.
 */

/** Server clock minus device clock, from the latest answer. */
let offsetMs = 0;
/** The offset the subscribers were last told of. */
let announcedOffsetMs = 0;
const listeners = new Set<() => void>();

/**
 * A correction smaller than this moves no calendar day nor minute shown: screens are not drawn
 * again for it (every answer measures anew, a few hundred ms apart). Countdowns read
 * `serverNowMs()` on each tick and so follow every correction.
 */
const ANNOUNCE_STEP_MS = 60_000;

/** An HTTP `Date` counts whole seconds: the server's clock read up to 999 ms after it. */
const DATE_HEADER_LAST_MS = 999;

function setOffset(nextMs: number): void {
  offsetMs = nextMs;
  if (Math.abs(nextMs - announcedOffsetMs) < ANNOUNCE_STEP_MS) return;
  announcedOffsetMs = nextMs;
  for (const listener of listeners) listener();
}

/** Takes the server's time from an answer's `server_time` (ISO, ms) to a request sent at `sentAtMs` (device clock). */
export function observeServerTime(serverTimeIso: string | null | undefined, sentAtMs: number): void {
  const serverMs = typeof serverTimeIso === 'string' ? Date.parse(serverTimeIso) : Number.NaN;
  if (!Number.isNaN(serverMs)) setOffset(serverMs - sentAtMs);
}

/**
 * Takes the server's time from an answer's HTTP `Date` header to a request sent at `sentAtMs`: the
 * header's last millisecond, so that its whole-second rounding keeps the offset on the early side.
 */
export function observeServerDate(dateHeader: string | null, sentAtMs: number): void {
  const serverMs = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (!Number.isNaN(serverMs)) setOffset(serverMs + DATE_HEADER_LAST_MS - sentAtMs);
}

/** Now on the server's clock, as far as this page knows it. */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

/** Calls `listener` when the offset moves by a minute or more; returns the unsubscribe. */
export function onServerClockCorrected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The offset as subscribers were last told of it (a stable snapshot for `useSyncExternalStore`). */
export function announcedServerOffsetMs(): number {
  return announcedOffsetMs;
}

/** Back to the device's clock: for tests, which share a module instance within a file. */
export function resetServerClock(): void {
  offsetMs = 0;
  announcedOffsetMs = 0;
}
