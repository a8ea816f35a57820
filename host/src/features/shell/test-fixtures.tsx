/** Test helpers for the shell: a player to log in and a reset of the state tests touch. */
import {
  dockedPanelWidthAtom,
  isUserLoadingAtom,
  modalsAtom,
  modeAtom,
  notificationsAtom,
  palpiteStore,
  siteBetLimitsAtom,
  siteBetMaxSelectionsAtom,
  siteJurisdictionAtom,
  unreadNotificationsCountAtom,
  userAtom,
  userBalanceAtom,
  userBonusBalanceAtom,
  type User,
} from '@palpite/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { openDropdownAtom } from './hooks/useDropdown.ts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'ana clara',
    last_name: 'Souza',
    username: null,
    email: 'ana@example.com',
    avatar: null,
    balance: 1234.5,
    bonus_balance: 0,
    frontend_id: 1,
    banned: false,
    two_factor_enabled: false,
    email_verified: true,
    identity_verified: false,
    address: null,
    city: null,
    country: null,
    birthdate: null,
    email_marketing: false,
    language: 'pt-BR',
    created_at: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function logIn(user: User = aUser()): User {
  palpiteStore.set(userAtom, user);
  palpiteStore.set(userBalanceAtom, user.balance);
  palpiteStore.set(userBonusBalanceAtom, user.bonus_balance);
  return user;
}

export function resetShellState(): void {
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
  palpiteStore.set(notificationsAtom, []);
  palpiteStore.set(unreadNotificationsCountAtom, 0);
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
  palpiteStore.set(modeAtom, 'Casino');
  palpiteStore.set(openDropdownAtom, null);
  palpiteStore.set(dockedPanelWidthAtom, 0);
  palpiteStore.set(isUserLoadingAtom, false);
  palpiteStore.set(siteJurisdictionAtom, null);
  palpiteStore.set(siteBetMaxSelectionsAtom, null);
  palpiteStore.set(siteBetLimitsAtom, null);
}

/** Lets a test navigate without a click (a click would also count as an outside click). */
export const router: { navigate: NavigateFunction | null } = { navigate: null };

export function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** Prints the current path and query, to see where a control navigated. */
export function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
