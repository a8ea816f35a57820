import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { dateEntryPattern, formatDateEntry, maskDateEntry, parseDateEntry, type DateEntryPattern } from './date-entry.ts';

const ptBR = dateEntryPattern('pt-BR');
const en = dateEntryPattern('en');
const tr = dateEntryPattern('tr');
const yearFirst: DateEntryPattern = { order: ['year', 'month', 'day'], separator: '-' };

describe('dateEntryPattern', () => {
  it('follows each language: day first in pt-BR and tr, month first in en (spec §9: English-US)', () => {
    expect(ptBR).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(en).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(tr).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
  });
});

describe('maskDateEntry', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['27', '27'],
    ['271', '27/1'],
    ['27112026', '27/11/2026'],
    ['27/11/2026', '27/11/2026'],
    ['27-11-2026', '27/11/2026'],
    ['271120261999', '27/11/2026'],
    ['27/', '27/'],
    ['2/', '02/'],
    ['2/3/1990', '02/03/1990'],
    ['27//', '27/'],
    ['/', ''],
    ['ab27c11', '27/11'],
  ])('pt-BR: %j → %j', (typed, shown) => expect(maskDateEntry(typed, ptBR)).toBe(shown));

  it('uses the language separator', () => expect(maskDateEntry('27112026', tr)).toBe('27.11.2026'));

  it('lays out a pasted ISO date as the date it names', () => {
    expect(maskDateEntry('2026-11-27', ptBR)).toBe('27/11/2026');
    expect(maskDateEntry(' 2026-11-27 ', en)).toBe('11/27/2026');
    expect(parseDateEntry('2026-11-27', tr)).toBe('2026-11-27');
  });

  it('lets a complete year be followed by its separator when the year comes first', () => {
    expect(maskDateEntry('2026-', yearFirst)).toBe('2026-');
    expect(maskDateEntry('2026-1-2', yearFirst)).toBe('2026-01-2');
  });

  it('is stable: masking what it shows changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '/', '.', '-', ' ', 'a') }),
        fc.constantFrom(ptBR, en, tr, yearFirst),
        (typed, pattern) => {
          const shown = maskDateEntry(typed, pattern);
          expect(maskDateEntry(shown, pattern)).toBe(shown);
        },
      ),
    );
  });
});

describe('parseDateEntry', () => {
  it('reads complete calendar dates in the language order', () => {
    expect(parseDateEntry('27/11/2026', ptBR)).toBe('2026-11-27');
    expect(parseDateEntry('11/27/2026', en)).toBe('2026-11-27');
    expect(parseDateEntry('27.11.2026', tr)).toBe('2026-11-27');
    expect(parseDateEntry('2/3/1990', ptBR)).toBe('1990-03-02');
    expect(parseDateEntry('29/02/2024', ptBR)).toBe('2024-02-29');
  });

  it.each(['', '27/11', '27/11/202', '31/02/2026', '29/02/2025', '00/11/2026', '27/13/2026', '27/11/0999', '11/27/2026'])('refuses %j in pt-BR', (typed) =>
    expect(parseDateEntry(typed, ptBR)).toBeNull(),
  );

  it('reads back every date it formats, in every language', () => {
    const patterns = LANGUAGES.map(dateEntryPattern);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...patterns),
        (date, pattern) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDateEntry(formatDateEntry(iso, pattern), pattern)).toBe(iso);
        },
      ),
    );
  });
});

describe('formatDateEntry', () => {
  it('writes an ISO date in the language layout, and nothing for anything else', () => {
    expect(formatDateEntry('2026-11-27', ptBR)).toBe('27/11/2026');
    expect(formatDateEntry('2026-11-27', en)).toBe('11/27/2026');
    expect(formatDateEntry('2026-11-27', tr)).toBe('27.11.2026');
    expect(formatDateEntry('', ptBR)).toBe('');
    expect(formatDateEntry('27/11/2026', ptBR)).toBe('');
  });
});
