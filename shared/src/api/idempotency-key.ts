import { isHTTPError } from 'ky';
import { readStored, removeStored, writeStored, type StorageKey } from '../session/storage.ts';

/**
 * A fresh `Idempotency-Key` for a money call (a bet, a deposit, a withdrawal, a casino play): a
 * random UUID v4. Send it again only to retry the same request after no answer came, so the server
 * answers what the first one did instead of doing it twice. `crypto.randomUUID` exists only in
 * secure contexts (https, localhost); `getRandomValues` exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface RetryKey {
  /** The key for this request: the same as last time while it is the same request and no answer came. */
  keyFor(fingerprint: string): string;
  /** The server answered (a result or a refusal): whatever is sent next is a new request. */
  answered(): void;
  /**
   * The request failed: an answer of the API's own frees the key; a network error, a timeout or a
   * proxy's 502/503/504 (the API may have done it and died before answering) keeps it for the retry.
   * True when it was kept: the request may have been done, so what it changes is worth reading again.
   */
  failed(error: unknown): boolean;
  /**
   * The key of an earlier request whose answer was lost, when `fingerprint` is another request:
   * that one may have been done. Ask the API what it did before sending this one (a bet slip:
   * POST /user/bet/resolve), then `answered()`. Null when there is none or it is the same request.
   */
  unresolved(fingerprint: string): string | null;
}

/** Statuses a proxy in front of the API answers with when the API itself did not. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

interface Attempt {
  fingerprint: string;
  key: string;
  startedAt: number;
}

/** How long a stored attempt is asked about: the API answers for a bet's key for 24 hours. */
export const RETRY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/** The attempt a page left in storage (it was reloaded or closed before the answer came), if still current. */
function restoredAttempt(storageKey: StorageKey, nowMs: number): Attempt | null {
  try {
    const stored = JSON.parse(readStored(storageKey) ?? 'null') as Partial<Attempt> | null;
    if (typeof stored?.fingerprint === 'string' && typeof stored.key === 'string' && typeof stored.startedAt === 'number') {
      if (nowMs - stored.startedAt < RETRY_KEY_KEPT_MS) return { fingerprint: stored.fingerprint, key: stored.key, startedAt: stored.startedAt };
    }
  } catch {
    // Unreadable: as if nothing were stored.
  }
  removeStored(storageKey);
  return null;
}

/**
 * The key of a money request a player may send again: after a lost answer (a timeout, a dropped
 * connection) the same request (same fingerprint) goes with the same key, so it is done once; once
 * answered, or for another request, a new key. With `storageKey` the attempt is kept in local
 * storage until answered, so that a page reloaded (or closed) while the request was on its way sends
 * the same slip again under the same key, and asks about it before sending another. The stored
 * attempt is then the one every call reads, not a copy taken when the page loaded: the tabs of one
 * browser share it, so a second tab sending the same request while the first one's is on its way
 * (or after its answer was lost) sends the same key, and the server does it once.
 */
export function createRetryKey(options: { storageKey?: StorageKey; now?: () => number } = {}): RetryKey {
  // Read when called, not when created: a page's clock may be replaced after its modules load (tests).
  const { storageKey, now = () => Date.now() } = options;
  // The attempt as this page last knew it: all there is without storage, or while the browser refuses to store it.
  let remembered: Attempt | null = storageKey ? restoredAttempt(storageKey, now()) : null;
  let isStored = storageKey !== undefined;
  // The attempt this page sent (or asked about) last: another tab's answer may have removed the stored one since.
  let mine: Attempt | null = null;

  const current = (): Attempt | null => (storageKey && isStored ? restoredAttempt(storageKey, now()) : remembered);
  const keep = (next: Attempt | null) => {
    remembered = next;
    if (!storageKey) return;
    if (next) isStored = writeStored(storageKey, JSON.stringify(next));
    else removeStored(storageKey);
  };
  // Only this page's attempt is forgotten: a stored one of another tab, for another request, may still be on its way.
  const forget = () => {
    if (current()?.key === mine?.key) keep(null);
    mine = null;
  };
  return {
    keyFor(fingerprint) {
      const attempt = current();
      mine = attempt?.fingerprint === fingerprint ? attempt : { fingerprint, key: newIdempotencyKey(), startedAt: now() };
      if (mine !== attempt) keep(mine);
      return mine.key;
    },
    answered: forget,
    failed(error) {
      if (isHTTPError(error) && !GATEWAY_STATUSES.has(error.response.status)) {
        forget();
        return false;
      }
      if (mine === null) return false;
      // Kept for the retry, even where another tab heard the answer to the same key meanwhile.
      const attempt = current();
      if (attempt === null || attempt.key === mine.key) keep(mine);
      return true;
    },
    unresolved(fingerprint) {
      const attempt = current();
      if (attempt === null || attempt.fingerprint === fingerprint) return null;
      mine = attempt;
      return attempt.key;
    },
  };
}
