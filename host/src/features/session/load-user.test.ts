import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, showBannedModalAtom, userAtom, userBalanceAtom, userBonusBalanceAtom } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { loadUser, storedSessionRefusedAtom } from './load-user.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const player = (balance: number) => ({ user: { id: 7, first_name: 'Ana', last_name: 'Souza', balance, bonus_balance: 0 } });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
  palpiteStore.set(storedSessionRefusedAtom, false);
  palpiteStore.set(showBannedModalAtom, false);
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
