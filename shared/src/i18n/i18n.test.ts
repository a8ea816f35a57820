import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, registerNamespace } from './i18n.ts';
import { readStored, STORAGE_KEYS } from '../session/storage.ts';

describe('i18n instance', () => {
  it('loads only the active language of a namespace and switches with the stored choice', async () => {
    const loaded: string[] = [];
    const loader = (language: string, text: string) => async () => {
      loaded.push(language);
      return { default: { greeting: text } };
    };
    await initI18n('pt-BR');
    await registerNamespace('demo', { 'pt-BR': loader('pt-BR', 'Olá'), en: loader('en', 'Hello'), tr: loader('tr', 'Merhaba') });
    expect(i18n.t('demo:greeting')).toBe('Olá');
    expect(loaded).toEqual(['pt-BR']);
    expect(i18n.t('common:actions.retry')).toBe('Tentar novamente');

    await changeLanguage('tr');
    expect(i18n.t('demo:greeting')).toBe('Merhaba');
    expect(loaded).toEqual(['pt-BR', 'tr']);
    expect(readStored(STORAGE_KEYS.selectedLanguage)).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');

    await changeLanguage('de');
    expect(i18n.language).toBe('tr');
  });

  it('switches language even when one namespace’s texts fail to download, and downloads them again when next needed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let turkishTries = 0;
    const flaky = {
      'pt-BR': async () => ({ default: { greeting: 'Olá de novo' } }),
      en: async () => ({ default: { greeting: 'Hello again' } }),
      tr: async () => {
        turkishTries += 1;
        if (turkishTries === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: { greeting: 'Yine merhaba' } };
      },
    };
    await initI18n('en');
    await changeLanguage('en');
    await registerNamespace('flaky', flaky);

    await changeLanguage('tr');
    expect(i18n.language).toBe('tr');
    // The other namespaces switched; the one that failed reads in the fallback language meanwhile.
    expect(i18n.t('common:actions.retry')).toBe('Tekrar dene');
    expect(i18n.t('flaky:greeting')).toBe('Olá de novo');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tr texts of flaky'), expect.any(TypeError));

    // The failure was not kept: the next page that needs the namespace downloads it again.
    await registerNamespace('flaky', flaky);
    expect(turkishTries).toBe(2);
    expect(i18n.t('flaky:greeting')).toBe('Yine merhaba');
    warn.mockRestore();
  });

  it('stores the choice and sets <html lang> only once i18next has switched, so a failed switch changes neither', async () => {
    await initI18n('en');
    await changeLanguage('en');
    const seenWhileSwitching: Array<[stored: string | null, lang: string]> = [];
    const switchForReal = i18n.changeLanguage.bind(i18n);
    const switching = vi.spyOn(i18n, 'changeLanguage').mockImplementation((language) => {
      seenWhileSwitching.push([readStored(STORAGE_KEYS.selectedLanguage), document.documentElement.lang]);
      return switchForReal(language);
    });
    await changeLanguage('tr');
    expect(seenWhileSwitching).toEqual([['en', 'en']]);

    switching.mockRejectedValueOnce(new Error('i18next could not switch'));
    await expect(changeLanguage('pt-BR')).rejects.toThrow('i18next could not switch');
    expect(i18n.language).toBe('tr');
    expect(readStored(STORAGE_KEYS.selectedLanguage)).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    switching.mockRestore();
  });

  it('applies only the last of two quick picks, even when the first one’s texts arrive last', async () => {
    await initI18n('pt-BR');
    await changeLanguage('pt-BR');
    let releaseEnglish = () => {};
    const englishArrives = new Promise<void>((resolve) => (releaseEnglish = resolve));
    await registerNamespace('race', {
      'pt-BR': async () => ({ default: { greeting: 'Oi' } }),
      en: async () => {
        await englishArrives;
        return { default: { greeting: 'Hi' } };
      },
      tr: async () => ({ default: { greeting: 'Selam' } }),
    });

    const english = changeLanguage('en');
    const turkish = changeLanguage('tr');
    expect(await turkish).toBe(true);
    releaseEnglish();
    const englishApplied = await english;
    expect(i18n.language).toBe('tr');
    expect(i18n.t('race:greeting')).toBe('Selam');
    expect(readStored(STORAGE_KEYS.selectedLanguage)).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    // The caller of the first pick learns it was overtaken (and so tells no one about it).
    expect(englishApplied).toBe(false);
  });
});
