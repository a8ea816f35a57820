import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, userAtom, userBalanceAtom, userBonusBalanceAtom } from '@palpite/shared';
import { loadUser } from './load-user.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const player = (balance: number) => ({ user: { id: 7, first_name: 'Ana', last_name: 'Souza', balance, bonus_balance: 0 } });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
});

describe('loadUser', () => {
  it('puts the player and their balances in the store', async () => {
    window.localStorage.setItem('auth_token', 'a'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(player(100)));
    await loadUser();
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(palpiteStore.get(userBalanceAtom)).toBe(100);
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
});
