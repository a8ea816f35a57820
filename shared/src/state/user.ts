/** User store state (spec §3). Balances are BRL decimals as the API renders them. */
import { atom } from 'jotai/vanilla';
import type { Language } from '../i18n/languages.ts';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string;
  avatar: string | null;
  balance: number;
  bonus_balance: number;
  frontend_id: number;
  banned: boolean;
  two_factor_enabled: boolean;
  email_verified: boolean;
  identity_verified: boolean;
  address: string | null;
  city: string | null;
  country: string | null;
  birthdate: string | null;
  email_marketing: boolean;
  /** `000.000.000-00` when the account has one (asked at sign-up under the br profile). */
  cpf?: string | null;
  /** The account's language: what we mail the player in (the picker's last choice while logged in). */
  language: Language;
  /** ISO date the account was created. */
  created_at: string;
  /** The break or self-exclusion in force when the user was read (no betting, no deposits; withdrawals stay open), or null. */
  exclusion?: PlayerExclusion | null;
}

/** A break or self-exclusion as `GET /user` answers it. */
export interface PlayerExclusion {
  kind: 'break' | 'self_exclusion';
  starts_at: string;
  /** ISO instant it ends (the server's); null: an indefinite self-exclusion. */
  ends_at: string | null;
}

export interface Notification {
  id: number;
  message: string;
  translation_key: string;
  translation_params: Record<string, string | number>;
  read_at: string | null;
  created_at: string;
  title?: string | null;
}

export const userAtom = atom<User | null>(null);
export const userBalanceAtom = atom(0);
export const userBonusBalanceAtom = atom(0);
export const isUserLoadingAtom = atom(false);
export const userFetchErrorAtom = atom<unknown>(null);
export const isUserFetchInProgressAtom = atom(false);
export const hasShownAnnouncementAtom = atom(false);
export const showBannedModalAtom = atom(false);
export const notificationsAtom = atom<Notification[]>([]);
export const unreadNotificationsCountAtom = atom(0);

export const isLoggedInAtom = atom((get) => get(userAtom) !== null);

/**
 * A stored session still being read (a reload, a login's user fetch): the player is not known yet
 * but is no visitor either, so neither a visitor's sign-up nor a player's empty balance may show.
 * A player already on screen being read again is not restoring: the loading flag is set then too.
 */
export const isSessionRestoringAtom = atom((get) => get(isUserLoadingAtom) && get(userAtom) === null);

/** A notification is read once the server has stamped `read_at`. */
export function isNotificationRead(notification: Pick<Notification, 'read_at'>): boolean {
  return notification.read_at !== null;
}
