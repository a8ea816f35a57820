import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, isUserLoadingAtom, palpiteStore, showBannedModalAtom, userAtom, userBalanceAtom, userBonusBalanceAtom } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { loadUser, loadUserWhenAnswered, retryUserReadNow, storedSessionRefusedAtom, userReadFailedTriesAtom } from './load-user.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const player = (balance: number) => ({ user: { id: 7, first_name: 'Ana', last_name: 'Souza', balance, bonus_balance: 0 } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
  // With no session stored, any pending retry ends.
  retryUserReadNow();
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
  palpiteStore.set(storedSessionRefusedAtom, false);
  palpiteStore.set(showBannedModalAtom, false);
  palpiteStore.set(userReadFailedTriesAtom, 0);
  palpiteStore.set(isUserLoadingAtom, false);
});

const refused = (body: unknown = {}) => new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } });

describe('loadUser', () => {
  it('puts the player and their balances in the store', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(player(100)));
    await loadUser();
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(palpiteStore.get(userBalanceAtom)).toBe(100);
  });

  it('on a 401, forgets the stored session and marks it refused (the page then takes the public realtime connection)', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    expect(await loadUser()).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(true);
  });

  it('on a 401 to a refresh while the player is shown, logs out like any other 401', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    palpiteStore.set(userAtom, makeUser());
    const expired = vi.fn();
    const stop = eventBus.on('session-expired', expired);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(refused());
    await loadUser();
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(false);
  });

  it('on a 401 for a banned account, shows the banned notice (a ban that came while the page was closed)', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(refused({ message_key: 'auth.banned', message: 'banned' }));
    await loadUser();
    expect(palpiteStore.get(showBannedModalAtom)).toBe(true);
    await vi.waitFor(() => expect(window.localStorage.getItem('auth_token')).toBeNull());
  });

  it('keeps the balances of a balance event that arrived while it was reading', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const loading = loadUser();
    // A bet settled meanwhile: the event's balance, then the read's older answer.
    eventBus.emit('balance-updated', { newBalance: 150, bonusBalance: 5 });
    palpiteStore.set(userBalanceAtom, 150);
    palpiteStore.set(userBonusBalanceAtom, 5);
    answer(json(player(100)));
    await loading;
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(palpiteStore.get(userBalanceAtom)).toBe(150);
    expect(palpiteStore.get(userBonusBalanceAtom)).toBe(5);
  });

  it('drops an answer that arrives after the player logged out, or logged in again as someone else', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const loading = loadUser();
    // "Sair" pressed while the read was on its way.
    window.localStorage.removeItem('auth_token');
    answer(json(player(100)));
    expect(await loading).toBeNull();
    expect(palpiteStore.get(userAtom)).toBeNull();
    expect(palpiteStore.get(userBalanceAtom)).toBe(0);

    window.localStorage.setItem('auth_token', 'b'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const refused = loadUser();
    window.localStorage.setItem('auth_token', 'c'.repeat(43));
    answer(new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await refused;
    // The 401 was about the old session: the new one's token stays.
    expect(window.localStorage.getItem('auth_token')).toBe('c'.repeat(43));
    expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(false);
  });

  it('gives a new login its own read, not the one still on its way for the session before', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    let answerOld: (response: Response) => void = () => undefined;
    const fetches = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(json(player(40)));
    const old = loadUser();
    window.localStorage.setItem('auth_token', 'b'.repeat(43));
    const fresh = loadUser();
    expect((await fresh)?.id).toBe(7);
    expect(fetches).toHaveBeenCalledTimes(2);
    answerOld(json(player(100)));
    expect(await old).toBeNull();
    expect(palpiteStore.get(userBalanceAtom)).toBe(40);
  });
});

const unavailable = () => new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } });

describe('a read the server or the network failed (no answer about the session)', () => {
  it('keeps the session restoring, not a visitor’s, and reads it again with backoff until it answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    const fetches = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(unavailable())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(player(100)));
    expect(await loadUser()).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBe('a'.repeat(43));
    expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(false);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(true);
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetches).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetches).toHaveBeenCalledTimes(3);
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(0);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    // Answered: no more tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveBeenCalledTimes(3);
  });

  it('reads again at once when the network comes back, the window gets the focus or the page is shown again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unavailable());
    await loadUser();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(3);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(4);
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(4);
  });

  it('a 401 on a later try ends the tries as a refused session', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    const fetches = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(refused());
    await loadUser();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(true);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(0);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it('stops trying, and restoring, once another tab has logged out', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unavailable());
    await loadUser();
    window.localStorage.removeItem('auth_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'a'.repeat(43), newValue: null, storageArea: window.localStorage }));
    expect(palpiteStore.get(userReadFailedTriesAtom)).toBe(0);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('leaves a player already shown as they are when a refresh fails (nothing to restore)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    palpiteStore.set(userAtom, makeUser());
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => unavailable());
    await loadUser();
    expect(palpiteStore.get(userAtom)?.id).toBe(makeUser().id);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toHaveBeenCalledTimes(1);
  });
});

describe('loadUserWhenAnswered (the read after a login)', () => {
  it('keeps a session the server failed to answer about restoring, and gives the player once a later try reads them', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    const fetches = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(player(100)));
    let answer: unknown = 'pending';
    void loadUserWhenAnswered().then((user) => (answer = user));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe('pending');
    expect(window.localStorage.getItem('auth_token')).toBe('a'.repeat(43));
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetches).toHaveBeenCalledTimes(2);
    expect((answer as { id: number } | null)?.id).toBe(7);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
  });

  it('answers null once a later try is refused', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(refused());
    let answer: unknown = 'pending';
    void loadUserWhenAnswered().then((user) => (answer = user));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answer).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('answers null at once for a session refused on the first read', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(refused());
    expect(await loadUserWhenAnswered()).toBeNull();
  });

  it('answers null, not the next session’s player, when another login took this one’s place meanwhile', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(player(100)));
    let answer: unknown = 'pending';
    void loadUserWhenAnswered().then((user) => (answer = user));
    await vi.advanceTimersByTimeAsync(0);
    window.localStorage.setItem('auth_token', 'b'.repeat(43));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(answer).toBeNull();
  });
});
