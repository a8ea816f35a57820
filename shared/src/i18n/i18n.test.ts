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
});
