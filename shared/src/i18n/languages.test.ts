import { describe, expect, it } from 'vitest';
import { chooseLanguage, isLanguage, matchBrowserLanguage } from './languages.ts';

describe('language choice (spec §1)', () => {
  it('defaults to pt-BR', () => {
    expect(chooseLanguage(null, [])).toBe('pt-BR');
    expect(chooseLanguage(null, ['de-DE', 'fr'])).toBe('pt-BR');
  });

  it('follows the browser among the three languages', () => {
    expect(chooseLanguage(null, ['en-US', 'pt-BR'])).toBe('en');
    expect(chooseLanguage(null, ['de', 'tr-TR'])).toBe('tr');
    expect(chooseLanguage(null, ['pt-PT'])).toBe('pt-BR');
    expect(matchBrowserLanguage('EN-gb')).toBe('en');
  });

  it('applies a stored selectedLanguage only if it is one of the three', () => {
    expect(chooseLanguage('tr', ['en-US'])).toBe('tr');
    expect(chooseLanguage('de', ['en-US'])).toBe('en');
    expect(chooseLanguage('pt', [])).toBe('pt-BR');
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('pt-br')).toBe(false);
  });
});
