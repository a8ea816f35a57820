/** React hooks over the platform atoms. Apps use these, never jotai directly. */
import { useEffect, useEffectEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import { eventBus, type PlatformEventName, type PlatformEvents } from '../events/bus.ts';
import { modalsAtom } from './modals.ts';
import { modeAtom } from './mode.ts';
import { isLoggedInAtom, isSessionRestoringAtom, userAtom, userBalanceAtom, userBonusBalanceAtom } from './user.ts';

export function useUser() {
  return useAtomValue(userAtom);
}

export function useIsLoggedIn() {
  return useAtomValue(isLoggedInAtom);
}

/** A stored session still being read: show placeholders, neither a visitor's nor a player's (see `isSessionRestoringAtom`). */
export function useIsSessionRestoring() {
  return useAtomValue(isSessionRestoringAtom);
}

/** `[balance, bonusBalance]` in reais. */
export function useBalances(): readonly [number, number] {
  return [useAtomValue(userBalanceAtom), useAtomValue(userBonusBalanceAtom)] as const;
}

export function useModals() {
  return useAtom(modalsAtom);
}

export function useMode() {
  return useAtom(modeAtom);
}

/** Subscribes to a platform event for the component's lifetime; the latest handler is always used. */
export function useEvent<Name extends PlatformEventName>(name: Name, handler: (payload: PlatformEvents[Name]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => eventBus.on(name, (payload) => onEvent(payload)), [name]);
}

export { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai/react';
export { atom } from 'jotai/vanilla';
