import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useIsSessionRestoring } from './hooks.ts';
import { isSessionRestoringAtom, isUserLoadingAtom, userAtom, type User } from './user.ts';

const player = { id: 7, first_name: 'Ana' } as User;

function storeWith(user: User | null, loading: boolean) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(isUserLoadingAtom, loading);
  return store;
}

describe('isSessionRestoringAtom', () => {
  it('is false for a visitor: no player, nothing being read', () => {
    expect(storeWith(null, false).get(isSessionRestoringAtom)).toBe(false);
  });

  it('is true while a stored session is read and the player isn’t known yet', () => {
    expect(storeWith(null, true).get(isSessionRestoringAtom)).toBe(true);
  });

  it('is false for a player on screen', () => {
    expect(storeWith(player, false).get(isSessionRestoringAtom)).toBe(false);
  });

  it('is false while a player already on screen is read again', () => {
    expect(storeWith(player, true).get(isSessionRestoringAtom)).toBe(false);
  });
});

describe('useIsSessionRestoring', () => {
  it('follows the session from restoring to the player it turns out to be', () => {
    const store = storeWith(null, true);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useIsSessionRestoring(), { wrapper });
    expect(result.current).toBe(true);
    act(() => store.set(userAtom, player));
    expect(result.current).toBe(false);
  });
});
