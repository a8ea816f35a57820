/**
 * The language picker's choice. A logged-in player's pick is kept on the account too, so what we
 * mail them while they are away (a support reset, a recovery code used) is in the language they
 * read us in. The page's language changes either way; if the account could not be told, it keeps
 * its former language until the next pick or login (nothing on the page depends on it).
 */
import { api, changeLanguage, isLanguage, palpiteStore, readStored, STORAGE_KEYS, userAtom, type Language } from '@palpite/shared';

export async function pickLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  // Always told: another tab may have picked another language since this one read the player.
  await tellAccount(language, { evenIfSame: true });
}

/**
 * Once a player is known (a login, a restored session): a language picked on this device — as a
 * visitor before logging in, or when the account could not be told — goes to the account.
 */
export async function tellAccountPickedLanguage(): Promise<void> {
  const picked = readStored(STORAGE_KEYS.selectedLanguage);
  if (isLanguage(picked)) await tellAccount(picked);
}

async function tellAccount(language: Language, options: { evenIfSame?: boolean } = {}): Promise<void> {
  const user = palpiteStore.get(userAtom);
  if (!user || (user.language === language && !options.evenIfSame)) return;
  try {
    const saved = await api.put('user/language', { json: { language } }).json<{ language: Language }>();
    // Only onto the same player: a logout or another login may have happened meanwhile.
    palpiteStore.set(userAtom, (current) => (current?.id === user.id ? { ...current, language: saved.language } : current));
  } catch {
    // Not the player's concern on this page; see above.
  }
}
