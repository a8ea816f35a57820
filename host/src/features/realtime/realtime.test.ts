import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, watchContinuity } from '@palpite/shared';
import { desiredConnection, isLiveRoute } from './use-realtime.ts';
import { forgetTokens, TOKEN_RENEW_MARGIN_MS, tokenFor } from './client.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  forgetTokens();
});

describe('which realtime connection the page holds (spec §4, §6)', () => {
  const visitorOn = (pathname: string) => ({ userId: null, pathname });

  it('is private for a player anywhere', () => {
    expect(desiredConnection({ userId: 42, pathname: '/' })).toEqual({ kind: 'private', userId: 42 });
    expect(desiredConnection({ userId: 42, pathname: '/live-bets' })).toEqual({ kind: 'private', userId: 42 });
  });

  it('is public for a visitor only on /live-bets and /live-types/{number}', () => {
    expect(desiredConnection(visitorOn('/live-bets'))).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection(visitorOn('/live-types/123'))).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection(visitorOn('/live-types/abc'))).toBeNull();
    expect(desiredConnection(visitorOn('/sports'))).toBeNull();
    expect(isLiveRoute('/bet-types/5')).toBe(false);
  });

  it('is public for a visitor on a page that asks for live updates (a live basketball match), unless a session is being read', () => {
    expect(desiredConnection({ ...visitorOn('/basket-types/9'), pageWantsLive: true })).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection(visitorOn('/basket-types/9'))).toBeNull();
    expect(desiredConnection({ ...visitorOn('/basket-types/9'), sessionPending: true, pageWantsLive: true })).toBeNull();
    expect(desiredConnection({ userId: 42, pathname: '/basket-types/9', pageWantsLive: true })).toEqual({ kind: 'private', userId: 42 });
  });

  it('is none while a stored session’s player is being read, even on a live route', () => {
    expect(desiredConnection({ ...visitorOn('/live-bets'), sessionPending: true })).toBeNull();
    expect(desiredConnection({ ...visitorOn('/live-bets'), storedSessionRefused: true, sessionPending: true })).toEqual({ kind: 'public', userId: null });
  });

  it('is public anywhere once the page’s stored session was refused (a 401 on the user fetch)', () => {
    expect(desiredConnection({ ...visitorOn('/sports'), storedSessionRefused: true })).toEqual({ kind: 'public', userId: null });
    expect(desiredConnection({ userId: 42, pathname: '/sports', storedSessionRefused: true })).toEqual({ kind: 'private', userId: 42 });
  });

  it('is none for the page a player just left, on their way home', () => {
    expect(desiredConnection({ ...visitorOn('/live-bets'), playerLeaving: true })).toBeNull();
    expect(desiredConnection({ ...visitorOn('/basket-types/9'), pageWantsLive: true, playerLeaving: true })).toBeNull();
  });
});

describe('realtime tokens', () => {
  const TTL_SECONDS = 600;

  it('reuses a token until 60 s before it expires, then fetches a new one', async () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ token: 'first', expires: now + 3600_000, issued: now, capability: '{}', expires_in: 3600 }))
      .mockResolvedValueOnce(json({ token: 'second', expires: now + 7200_000, issued: now, capability: '{}', expires_in: 3600 }));
    expect((await tokenFor('private', () => now)).token).toBe('first');
    expect((await tokenFor('private', () => now + 3600_000 - TOKEN_RENEW_MARGIN_MS - 1)).token).toBe('first');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await tokenFor('private', () => now + 3600_000 - TOKEN_RENEW_MARGIN_MS + 1)).token).toBe('second');
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain('/auth/ably-subscribe');
  });

  it('counts expires_in on the browser clock: a clock an hour slow does not keep an expired token', async () => {
    const serverNow = Date.parse('2026-11-22T12:00:00Z');
    const browserNow = serverNow - 3600_000;
    const answer = (token: string) => json({ token, issued: serverNow, expires: serverNow + TTL_SECONDS * 1000, capability: '{}', expires_in: TTL_SECONDS });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer('first')).mockResolvedValueOnce(answer('second'));
    expect((await tokenFor('public', () => browserNow)).token).toBe('first');
    expect((await tokenFor('public', () => browserNow + TTL_SECONDS * 1000 - TOKEN_RENEW_MARGIN_MS - 1)).token).toBe('first');
    // The server's `expires` still looks an hour away on this clock; the token is nonetheless at its end.
    expect((await tokenFor('public', () => browserNow + TTL_SECONDS * 1000 - TOKEN_RENEW_MARGIN_MS + 1)).token).toBe('second');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not let a fetch started before forgetTokens (logout) fill the cache after it', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(json({ token: 'next player', issued: Date.now(), expires: Date.now() + 600_000, capability: '{}', expires_in: TTL_SECONDS }));
    const inFlight = tokenFor('private');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    forgetTokens();
    answerFirst(json({ token: 'previous player', issued: Date.now(), expires: Date.now() + 600_000, capability: '{}', expires_in: TTL_SECONDS }));
    expect((await inFlight).token).toBe('previous player');
    expect((await tokenFor('private')).token).toBe('next player');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the public endpoint for a visitor', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ token: 't', expires: Date.now() + 3600_000, issued: Date.now(), capability: '{}' }));
    await tokenFor('public');
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain('/auth/ably-subscribe-public');
  });
});

describe('lost continuity on the channels the host attaches', () => {
  type Handler = (change: { resumed: boolean }) => void;
  function fakeChannel(name: string) {
    const handlers = new Map<string, Handler[]>();
    const channel = {
      name,
      state: 'initialized',
      on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      off: () => undefined,
      fire: (event: 'attached' | 'update', resumed: boolean) => handlers.get(event)?.forEach((handler) => handler({ resumed })),
    };
    return channel;
  }

  // The host watches them as use-realtime.ts does, through the SDK's watchContinuity.
  it('reports the private channel from its first attach, public:general from its first re-attach, both without RESUMED only', () => {
    const lost = vi.fn();
    const stop = eventBus.on('realtime-continuity-lost', lost);
    try {
      const privateChannel = fakeChannel('private:user.42');
      const general = fakeChannel('public:general');
      watchContinuity(privateChannel as never, { firstAttach: true });
      watchContinuity(general as never);

      privateChannel.fire('attached', false);
      general.fire('attached', false);
      expect(lost.mock.calls).toEqual([[{ channel: 'private:user.42' }]]);

      privateChannel.fire('attached', true);
      general.fire('attached', true);
      expect(lost).toHaveBeenCalledTimes(1);

      general.fire('attached', false);
      privateChannel.fire('update', false);
      expect(lost.mock.calls.slice(1)).toEqual([[{ channel: 'public:general' }], [{ channel: 'private:user.42' }]]);
    } finally {
      stop();
    }
  });
});
