import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

const own: Record<string, string> = { 'countries.GB-ENG': 'Inglaterra', 'countries.CONMEBOL': 'América do Sul' };
const translateCode = (key: string) => own[key] ?? null;

describe('countryName', () => {
  it('names ISO countries in the page’s language', () => {
    expect(countryName('BR', 'Brazil', 'pt-BR', translateCode)).toBe('Brasil');
    expect(countryName('ES', 'Spain', 'pt-BR', translateCode)).toBe('Espanha');
    expect(countryName('DE', 'Germany', 'tr', translateCode)).toBe('Almanya');
    expect(countryName('IT', 'Italy', 'en', translateCode)).toBe('Italy');
  });

  it('takes codes that are not countries from the sports texts, else the API’s name', () => {
    expect(countryName('GB-ENG', 'England', 'pt-BR', translateCode)).toBe('Inglaterra');
    expect(countryName('CONMEBOL', 'South America', 'pt-BR', translateCode)).toBe('América do Sul');
    expect(countryName('XK-XYZ', 'Somewhere', 'pt-BR', translateCode)).toBe('Somewhere');
  });
});
