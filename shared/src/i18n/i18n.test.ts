import { describe, expect, it } from 'vitest';
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
});
