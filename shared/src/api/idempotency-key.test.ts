import { HTTPError, TimeoutError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetryKey, newIdempotencyKey, RETRY_KEY_KEPT_MS } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a fresh UUID v4 each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds one from random bytes where randomUUID is missing (a page served over plain http)', () => {
    const getRandomValues = (bytes: Uint8Array) => bytes.fill(0xff);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('createRetryKey', () => {
  it('sends the same key again for the same request until it is answered', () => {
    const retryKey = createRetryKey();
    const first = retryKey.keyFor('spin:roulette:red:2');
    expect(retryKey.keyFor('spin:roulette:red:2')).toBe(first);
    const other = retryKey.keyFor('spin:roulette:black:2');
    expect(other).not.toBe(first);
    retryKey.answered();
    expect(retryKey.keyFor('spin:roulette:black:2')).not.toBe(other);
  });
});

describe('a retry key kept in storage (the bet slip)', () => {
  const storageKey = 'betslip_pending' as const;
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('outlives a reload: the restored slip goes with the same key, another slip asks about it first', () => {
    const beforeReload = createRetryKey({ storageKey });
    const key = beforeReload.keyFor('bet:10');
    const afterReload = createRetryKey({ storageKey });
    expect(afterReload.keyFor('bet:10')).toBe(key);
    expect(afterReload.unresolved('bet:20')).toBe(key);
    afterReload.answered();
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(createRetryKey({ storageKey }).unresolved('bet:20')).toBeNull();
  });

  it('is one for the tabs of a browser: a second tab sending the same request goes with the first one’s key', () => {
    // Both tabs loaded before either sent anything.
    const firstTab = createRetryKey({ storageKey });
    const secondTab = createRetryKey({ storageKey });
    const key = firstTab.keyFor('bet:10');
    expect(secondTab.keyFor('bet:10')).toBe(key);
    // The first tab heard the answer; the second did not: it keeps the key for its retry.
    firstTab.answered();
    expect(secondTab.failed(new TypeError('Failed to fetch'))).toBe(true);
    expect(secondTab.keyFor('bet:10')).toBe(key);
    expect(createRetryKey({ storageKey }).unresolved('bet:20')).toBe(key);
  });

  it('leaves another tab’s request, still on its way, stored when this tab’s is answered', () => {
    const firstTab = createRetryKey({ storageKey });
    const secondTab = createRetryKey({ storageKey });
    firstTab.keyFor('bet:10');
    const other = secondTab.keyFor('bet:20');
    firstTab.answered();
    expect(createRetryKey({ storageKey }).unresolved('bet:30')).toBe(other);
  });

  it('keeps the key in the page when the browser refuses to store it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('localStorage', refusing);
    const retryKey = createRetryKey({ storageKey });
    const key = retryKey.keyFor('bet:10');
    expect(retryKey.failed(new TypeError('Failed to fetch'))).toBe(true);
    expect(retryKey.keyFor('bet:10')).toBe(key);
  });

  it('forgets an attempt once the API could no longer answer for it, and anything unreadable', () => {
    let nowMs = Date.parse('2026-11-30T12:00:00Z');
    const now = () => nowMs;
    const key = createRetryKey({ storageKey, now }).keyFor('bet:10');
    nowMs += RETRY_KEY_KEPT_MS - 1;
    expect(createRetryKey({ storageKey, now }).keyFor('bet:10')).toBe(key);
    nowMs += 1;
    expect(createRetryKey({ storageKey, now }).unresolved('bet:20')).toBeNull();
    localStorage.setItem(storageKey, '{"key":');
    expect(createRetryKey({ storageKey, now }).unresolved('bet:20')).toBeNull();
  });
});

describe('RetryKey.unresolved', () => {
  it('names the key of a request whose answer was lost when another request is about to go', () => {
    const retryKey = createRetryKey();
    expect(retryKey.unresolved('bet:10')).toBeNull();
    const lost = retryKey.keyFor('bet:10');
    expect(retryKey.failed(new TypeError('Failed to fetch'))).toBe(true);
    expect(retryKey.unresolved('bet:10')).toBeNull();
    expect(retryKey.unresolved('bet:20')).toBe(lost);
    retryKey.answered();
    expect(retryKey.unresolved('bet:20')).toBeNull();
  });

  it('has none once the API answered, even with a refusal', () => {
    const retryKey = createRetryKey();
    retryKey.keyFor('bet:10');
    const refusal = new HTTPError(new Response(null, { status: 409 }), new Request('http://localhost/api/palpite/user/bet', { method: 'POST' }), {} as never);
    expect(retryKey.failed(refusal)).toBe(false);
    expect(retryKey.unresolved('bet:20')).toBeNull();
  });
});

describe('RetryKey.failed', () => {
  const request = new Request('http://localhost/api/palpite/games/sete/play', { method: 'POST' });
  const answered = (status: number) => new HTTPError(new Response(null, { status }), request, {} as never);

  it.each([
    ['a refusal of the API (422)', answered(422), true],
    ['an error of the API (500)', answered(500), true],
    ['a proxy with no API behind it (502)', answered(502), false],
    ['a proxy that gave up waiting (504)', answered(504), false],
    ['a dropped connection', new TypeError('Failed to fetch'), false],
    ['a timeout', new TimeoutError(request), false],
  ])('after %s, a new key: %s', (_case, error, freesTheKey) => {
    const retryKey = createRetryKey();
    const first = retryKey.keyFor('bet');
    // A kept key says the request may have been done.
    expect(retryKey.failed(error)).toBe(!freesTheKey);
    expect(retryKey.keyFor('bet') !== first).toBe(freesTheKey);
  });
});
