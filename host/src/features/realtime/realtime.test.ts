import { afterEach, describe, expect, it, vi } from 'vitest';
import { desiredConnection, isLiveRoute } from './use-realtime.ts';
import { forgetTokens, TOKEN_RENEW_MARGIN_MS, tokenFor } from './client.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  forgetTokens();
});

describe('which realtime connection the page holds (spec §4, §6)', () => {
  it('is private for a player anywhere', () => {
    expect(desiredConnection(42, '/')).toEqual({ kind: 'private', userId: 42 });
    expect(desiredConnection(42, '/live-bets')).toEqual({ kind: 'private', userId: 42 });
  });

  it('is public for a visitor only on /live-bets and /live-types/{number}', () => {
    expect(desiredConnection(null, '/live-bets')).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection(null, '/live-types/123')).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection(null, '/live-types/abc')).toBeNull();
    expect(desiredConnection(null, '/sports')).toBeNull();
    expect(isLiveRoute('/bet-types/5')).toBe(false);
  });
});

describe('realtime tokens', () => {
  it('reuses a token until 60 s before it expires, then fetches a new one', async () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ token: 'first', expires: now + 3600_000, issued: now, capability: '{}' }))
      .mockResolvedValueOnce(json({ token: 'second', expires: now + 7200_000, issued: now, capability: '{}' }));
    expect((await tokenFor('private', now)).token).toBe('first');
    expect((await tokenFor('private', now + 3600_000 - TOKEN_RENEW_MARGIN_MS - 1)).token).toBe('first');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await tokenFor('private', now + 3600_000 - TOKEN_RENEW_MARGIN_MS + 1)).token).toBe('second');
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain('/auth/ably-subscribe');
  });

  it('asks the public endpoint for a visitor', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ token: 't', expires: Date.now() + 3600_000, issued: Date.now(), capability: '{}' }));
    await tokenFor('public');
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain('/auth/ably-subscribe-public');
  });
});
