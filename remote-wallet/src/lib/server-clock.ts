/**
 * The API's clock as this page last measured it: payment countdowns run on it, since a device
 * clock minutes off would show time left after the server stopped accepting the payment (or show
 * it over while it still could be paid).
 */
let offsetMs = 0;

/**
 * Takes the server's time from an answer to a request sent at `sentAtMs` (device clock). The server
 * reads its clock after the request's way there, so measuring from the sending puts the offset on
 * the early side: the countdown may end a moment before the deadline, never after it.
 */
export function observeServerTime(serverTimeIso: string | undefined, sentAtMs: number): void {
  const serverMs = serverTimeIso === undefined ? Number.NaN : Date.parse(serverTimeIso);
  if (!Number.isNaN(serverMs)) offsetMs = serverMs - sentAtMs;
}

/** Now on the server's clock, as far as this page knows it. */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}
