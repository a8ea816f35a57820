import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, palpiteStore, registerNamespace, STORAGE_KEYS, userAtom } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { followLanguagePickedElsewhere, pickLanguage, tellAccountPickedLanguage } from './pick-language.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  palpiteStore.set(userAtom, null);
});

function mockLanguageSave() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => json(await (input as Request).clone().json()));
}

describe('the language a player reads us in, on their account', () => {
  it('a pick made before logging in goes to the account once the player is known', async () => {
    const fetch = mockLanguageSave();
    window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'en');
    palpiteStore.set(userAtom, makeUser({ language: 'tr' }));
    await tellAccountPickedLanguage();
    const sent = fetch.mock.calls[0]![0] as Request;
    expect([sent.method, new URL(sent.url).pathname]).toEqual(['PUT', '/api/palpite/user/language']);
    expect(await sent.clone().json()).toEqual({ language: 'en' });
    expect(palpiteStore.get(userAtom)?.language).toBe('en');
    // Already the account's: nothing to send.
    await tellAccountPickedLanguage();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a pick on this device (the browser’s language is no choice)', async () => {
    const fetch = mockLanguageSave();
    palpiteStore.set(userAtom, makeUser({ language: 'tr' }));
    await tellAccountPickedLanguage();
    window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'de');
    await tellAccountPickedLanguage();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a pick in the picker goes to the account even when this tab thinks it is the account’s (another tab changed it)', async () => {
    const fetch = mockLanguageSave();
    // This tab read the player while the account was in pt-BR; another tab has picked English since.
    await initI18n();
    palpiteStore.set(userAtom, makeUser({ language: 'pt-BR' }));
    await pickLanguage('pt-BR');
    const sent = fetch.mock.calls.map(([request]) => request as Request).find((request) => new URL(request.url).pathname.endsWith('/user/language'));
    expect(sent && (await sent.clone().json())).toEqual({ language: 'pt-BR' });
  });
});

describe('two quick picks', () => {
  it('end in the last one, on the page and on the account, even when the first one’s texts arrive last', async () => {
    const fetch = mockLanguageSave();
    await initI18n();
    await changeLanguage('pt-BR');
    palpiteStore.set(userAtom, makeUser({ language: 'pt-BR' }));
    let releaseEnglish = () => {};
    const englishArrives = new Promise<void>((resolve) => (releaseEnglish = resolve));
    await registerNamespace('slow-english', {
      'pt-BR': async () => ({ default: {} }),
      en: async () => {
        await englishArrives;
        return { default: {} };
      },
      tr: async () => ({ default: {} }),
    });

    const english = pickLanguage('en');
    const turkish = pickLanguage('tr');
    expect(await turkish).toBe(true);
    releaseEnglish();
    // Overtaken, not failed: no "could not change" for it.
    expect(await english).toBe(true);
    expect(i18n.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('tr');
    const told = await Promise.all(fetch.mock.calls.map(([request]) => (request as Request).clone().json() as Promise<unknown>));
    expect(told).toEqual([{ language: 'tr' }]);
    expect(palpiteStore.get(userAtom)?.language).toBe('tr');
  });
});

describe('a language picked in another tab', () => {
  it('reads this page in it, without telling the account again or storing anything new (nothing echoes back)', async () => {
    const fetch = mockLanguageSave();
    await initI18n();
    await changeLanguage('pt-BR');
    palpiteStore.set(userAtom, makeUser({ language: 'pt-BR' }));
    // What the other tab's pick left in the shared storage.
    window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'en');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(await followLanguagePickedElsewhere('en')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(fetch).not.toHaveBeenCalled();
    expect(setItem.mock.calls.filter(([key, value]) => key === STORAGE_KEYS.selectedLanguage && value !== 'en')).toEqual([]);
  });
});
