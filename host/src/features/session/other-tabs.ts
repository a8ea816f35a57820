/**
 * The tabs of one browser share one stored session (local storage, spec §4). A logout in another
 * tab logs this one out; a login there — another player, or this one again — starts this page
 * again as that session. Without it a tab kept showing the player who left (their balance, their
 * live notifications) while its calls went out as nobody, or as the next player. The language the
 * player picks in one tab follows them to the others the same way.
 */
import { isLanguage, palpiteStore, readAuthToken, STORAGE_KEYS, userAtom, type Language } from '@palpite/shared';

export interface OtherTabsActions {
  /** Another tab logged out: forget the player here (the storage is already clear) and leave their pages. */
  loggedOut(): void;
  /** Another tab logged in: load the page again as that session. */
  restart(): void;
  /** Another tab picked a language (stored already): read this page in it too. */
  languagePicked(language: Language): void;
}

function followSession(event: StorageEvent, actions: OtherTabsActions): void {
  // What is stored now, not what the event carried: a logout then a login may both have happened.
  const stored = readAuthToken();
  if (stored === null) {
    if (palpiteStore.get(userAtom) !== null) actions.loggedOut();
    return;
  }
  if (event.key === null || event.newValue !== event.oldValue) actions.restart();
}

/** Follows the stored session's changes made by other tabs (storage events fire only there); returns the stop. */
export function followOtherTabs(actions: OtherTabsActions): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.authToken) followSession(event, actions);
    else if (event.key === STORAGE_KEYS.selectedLanguage && isLanguage(event.newValue)) actions.languagePicked(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
