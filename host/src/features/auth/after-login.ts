/**
 * After a login succeeds (spec §4 "After login success"): a token shorter than 30 characters
 * is ignored; otherwise store it, close the modals, load the player, then the after-login extras
 * (notifications and the announcement, added by the realtime feature through `afterLoginSteps`),
 * and tell everyone with `user-logged-in`. Any failure logs the player out.
 */
import { eventBus, MIN_TOKEN_LENGTH, modalsAtom, palpiteStore, STORAGE_KEYS, writeStored, type User } from '@palpite/shared';

export type AfterLoginStep = (user: User) => Promise<void>;

export interface AfterLoginDeps {
  loadUser: () => Promise<User | null>;
  logout: () => Promise<void>;
  steps?: AfterLoginStep[];
}

export type AfterLoginResult = 'ignored' | 'storage-failed' | 'logged-in' | 'failed';

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
    if (!user) throw new Error('user details could not be loaded');
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
