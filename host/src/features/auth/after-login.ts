/**
 * After a login succeeds (spec §4 "After login success"): a token shorter than 30 characters
 * is ignored; otherwise store it, close the modals, load the player, then the after-login extras
 * (notifications and the announcement, added by the realtime feature through `afterLoginSteps`),
 * and tell everyone with `user-logged-in`. A failure logs the player out — but a read of the player
 * the server or the network failed says nothing about the token: `loadUser` keeps trying it (the
 * session restoring meanwhile, as at start-up) and answers once the server has.
 */
import { eventBus, MIN_TOKEN_LENGTH, modalsAtom, palpiteStore, readAuthToken, STORAGE_KEYS, writeStored, type User } from '@palpite/shared';

export type AfterLoginStep = (user: User) => Promise<void>;

export interface AfterLoginDeps {
  /** The player once the server has answered about the stored session; null when it refused it. */
  loadUser: () => Promise<User | null>;
  logout: () => Promise<void>;
  steps?: AfterLoginStep[];
}

/** `superseded`: another login's session was stored while this one's player was loading. */
export type AfterLoginResult = 'ignored' | 'storage-failed' | 'logged-in' | 'failed' | 'superseded';

/** A token of the spec's shape (§4: a string of at least 30 characters); any other is ignored. */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= MIN_TOKEN_LENGTH;
}

export async function completeLogin(token: unknown, deps: AfterLoginDeps): Promise<AfterLoginResult> {
  if (!isUsableToken(token)) return 'ignored';
  if (!writeStored(STORAGE_KEYS.authToken, token)) return 'storage-failed';
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
  try {
    const user = await deps.loadUser();
    // Logging out would end the session that took this one's place.
    if (!user && isAnotherSessionStored(token)) return 'superseded';
    if (!user) throw new Error('the session was refused');
    writeStored(STORAGE_KEYS.userId, String(user.id));
    writeStored(STORAGE_KEYS.userName, `${user.first_name} ${user.last_name}`.trim());
    for (const step of deps.steps ?? []) await step(user);
    eventBus.emit('user-logged-in', { userId: user.id });
    return 'logged-in';
  } catch (error) {
    console.warn('[palpite] after-login sequence failed; logging out', error);
    await deps.logout();
    return 'failed';
  }
}

function isAnotherSessionStored(token: string): boolean {
  const stored = readAuthToken();
  return stored !== null && stored !== token;
}
