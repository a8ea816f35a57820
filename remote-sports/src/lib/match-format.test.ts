import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import tr from '../locales/tr.json';
import { clockLabel, kickOffTime, periodLabel, regularTimeScore } from './match-format.ts';
import type { Translate } from './translate.ts';

/** The sports texts of each language, as the remote's pages have them. */
function i18nFixed() {
  const instance = i18next.createInstance();
  void instance.init({ initAsync: false, resources: { en: { sports: en }, 'pt-BR': { sports: ptBR }, tr: { sports: tr } }, lng: 'en' });
  return (language: string) => instance.getFixedT(language, 'sports') as unknown as Translate;
}

describe('kick-off times', () => {
  // 21:30 on the machine's clock: the formatter, as a browser, writes the local time.
  const iso = new Date(2026, 10, 30, 21, 30).toISOString();

  it('are written as each language writes times, as every other time on the site (English: 12-hour)', () => {
    expect(kickOffTime(iso, 'pt-BR')).toBe('21:30');
    expect(kickOffTime(iso, 'tr')).toBe('21:30');
    expect(kickOffTime(iso, 'en')).toBe('9:30 PM');
  });

  it('keep a morning hour’s leading zero on a 24-hour clock only (US English writes 8:05 AM)', () => {
    const morning = new Date(2026, 10, 30, 8, 5).toISOString();
    expect(kickOffTime(morning, 'en')).toBe('8:05 AM');
    expect(kickOffTime(morning, 'pt-BR')).toBe('08:05');
    expect(kickOffTime(morning, 'tr')).toBe('08:05');
  });

  it('are empty for a date that does not read', () => {
    expect(kickOffTime('not a date', 'en')).toBe('');
  });
});

describe('basketball periods', () => {
  const t = i18nFixed();

  it('are named in each language, on the scoreboard and in the live clock', () => {
    expect(['q1', 'q4', 'ot', 'ot2', '1h'].map((key) => periodLabel(t('en'), key))).toEqual(['Q1', 'Q4', 'OT', 'OT2', '1H']);
    expect(['q1', 'ot', 'ot2'].map((key) => periodLabel(t('pt-BR'), key))).toEqual(['1º Q', 'Prorr.', 'Prorr. 2']);
    expect(['q3', 'ot'].map((key) => periodLabel(t('tr'), key))).toEqual(['3. Ç', 'Uzt.']);
    expect(clockLabel(t('pt-BR'), 'Q1 00:59')).toBe('1º Q 00:59');
    expect(clockLabel(t('tr'), 'OT2 01:10')).toBe('Uzt. 2 01:10');
    expect(clockLabel(t('pt-BR'), "67'")).toBe("67'");
  });
});

describe('regularTimeScore', () => {
  const periods = [
    { key: '1h', home: 0, away: 0 },
    { key: '2h', home: 0, away: 0 },
  ];
  it('gives the 90 minutes’ score of a football match that went to extra time, and nothing otherwise', () => {
    expect(regularTimeScore({ sport: 'football', score: { home: 2, away: 0 }, periods: [...periods, { key: 'et', home: 2, away: 0 }] })).toEqual({
      home: 0,
      away: 0,
    });
    expect(regularTimeScore({ sport: 'football', score: { home: 1, away: 0 }, periods })).toBeNull();
    expect(regularTimeScore({ sport: 'football', score: null, periods: [{ key: 'et', home: 0, away: 0 }] })).toBeNull();
    expect(regularTimeScore({ sport: 'basketball', score: { home: 101, away: 99 }, periods: [{ key: 'et', home: 1, away: 1 }] })).toBeNull();
  });
});
