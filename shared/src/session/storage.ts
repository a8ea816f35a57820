/**
 * Local-storage keys of spec §3 "Session data". All reads and writes go through here so a
 * browser that refuses storage (private mode, quota) degrades to "logged out" instead of crashing.
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userName: 'user_name',
  userId: 'user_id',
  activeTime: 'activeTime',
  activeTimeUpdatedAt: 'activeTimeUpdatedAt',
  activeTimeToken: 'activeTimeToken',
  betslip: 'betslip',
  /** The bet slip's request awaiting its answer (its Idempotency-Key), kept across a reload. */
  betslipPending: 'betslip_pending',
  /** The bet slip's "Accept odds changes" choice, kept across a reload and shared by the tabs. */
  betslipAcceptOddsChanges: 'betslip_accept_odds_changes',
  selectedLanguage: 'selectedLanguage',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Tokens shorter than this are ignored (spec §4 "After login success", §9). */
export const MIN_TOKEN_LENGTH = 30;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (spec §4: token storage failure). */
export function writeStored(key: StorageKey, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(...keys: StorageKey[]): void {
  const target = storage();
  for (const key of keys) {
    try {
      target?.removeItem(key);
    } catch {
      // nothing to clean up if storage is unavailable
    }
  }
}

export function readAuthToken(): string | null {
  return readStored(STORAGE_KEYS.authToken);
}

/** Forced logout and logout clear these (spec §4 "Forced logout"). */
export function clearAuthData(): void {
  removeStored(
    STORAGE_KEYS.userName,
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.activeTime,
    STORAGE_KEYS.activeTimeUpdatedAt,
    STORAGE_KEYS.activeTimeToken,
  );
}
