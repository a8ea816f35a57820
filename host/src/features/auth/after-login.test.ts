import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, modalsAtom, palpiteStore, readStored, STORAGE_KEYS, type User } from '@palpite/shared';
import { completeLogin } from './after-login.ts';

const TOKEN = 'a'.repeat(43);
const user = { id: 7, first_name: 'Ana', last_name: 'Souza' } as User;

afterEach(() => vi.restoreAllMocks());

describe('after-login sequence (spec §4)', () => {
  it('ignores a token shorter than 30 characters', async () => {
    const loadUser = vi.fn();
    expect(await completeLogin('short', { loadUser, logout: vi.fn() })).toBe('ignored');
    expect(await completeLogin(42, { loadUser, logout: vi.fn() })).toBe('ignored');
    expect(loadUser).not.toHaveBeenCalled();
    expect(readStored(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('stores the token, closes the modals, loads the player, runs the extra steps, then announces the login', async () => {
    palpiteStore.set(modalsAtom, { type: 'showLogin' });
    const order: string[] = [];
    const listener = vi.fn(() => order.push('event'));
    const off = eventBus.on('user-logged-in', listener);
    const result = await completeLogin(TOKEN, {
      loadUser: async () => {
        order.push('user');
        return user;
      },
      logout: vi.fn(),
      steps: [async () => void order.push('notifications')],
    });
    off();
    expect(result).toBe('logged-in');
    expect(readStored(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(readStored(STORAGE_KEYS.userId)).toBe('7');
    expect(readStored(STORAGE_KEYS.userName)).toBe('Ana Souza');
    expect(palpiteStore.get(modalsAtom).isLoginVisible).toBe(false);
    expect(order).toEqual(['user', 'notifications', 'event']);
    expect(listener).toHaveBeenCalledWith({ userId: 7 });
  });

  it('logs the player out when any step fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logout = vi.fn(async () => undefined);
    expect(await completeLogin(TOKEN, { loadUser: async () => null, logout })).toBe('failed');
    expect(logout).toHaveBeenCalledOnce();
    const failingStep = async () => Promise.reject(new Error('boom'));
    expect(await completeLogin(TOKEN, { loadUser: async () => user, logout, steps: [failingStep] })).toBe('failed');
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('leaves alone another login’s session stored while this one’s player was loading', async () => {
    const logout = vi.fn(async () => undefined);
    const listener = vi.fn();
    const off = eventBus.on('user-logged-in', listener);
    const result = await completeLogin(TOKEN, {
      loadUser: async () => {
        window.localStorage.setItem(STORAGE_KEYS.authToken, 'b'.repeat(43));
        return null;
      },
      logout,
    });
    off();
    expect(result).toBe('superseded');
    expect(logout).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(readStored(STORAGE_KEYS.authToken)).toBe('b'.repeat(43));
  });
});
