/**
 * The history tables' phone cards (the SDK's stacked table) ran 88 px past a 375 px screen at 200 %
 * text; the SDK's stacked table now wraps a value under its label and within the card (its own
 * test), and the wallet keeps only its ids' rules. A test run empties the CSS it imports, so the
 * stylesheets are read from disk.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const historyTable = splitAtRules(await readStylesheet(import.meta.url, 'HistoryTable.module.css'), 'media');
const phone = historyTable.blocks.find((block) => block.condition === '(max-width: 767.98px)')?.css ?? '';
const copyableId = await readStylesheet(import.meta.url, 'CopyableId.module.css');

describe('the history tables on a phone', () => {
  it('leave a card’s lines to the SDK’s stacked table, which wraps them within the card', () => {
    for (const cell of ['.table td', '.table tbody td']) {
      for (const property of ['display', 'flex-wrap', 'justify-content', 'white-space']) {
        expect(declared(phone, cell, property), `${cell} ${property}`).toEqual([]);
      }
    }
    expect(declared(phone, '.table td::before', 'flex')).toEqual([]);
    expect(declared(phone, '.table tbody td::before', 'flex')).toEqual([]);
  });

  it('give an id its own line’s whole width rather than 60 % of it, at the card’s end', () => {
    expect(declared(phone, '.table td.id > span', 'max-width')).toEqual([]);
    expect(declared(phone, '.table td.id > code', 'max-width')).toEqual([]);
    expect(declared(phone, '.table td.id > span', 'text-align')).toEqual(['end']);
    expect(declared(phone, '.table td.id > code', 'text-align')).toEqual(['end']);
  });
});

describe('a copyable id', () => {
  it('is never wider than its cell, and its id wraps rather than spill out, shortened or whole', () => {
    expect(declared(copyableId, '.copyable', 'max-width')).toEqual(['100%']);
    expect(declared(copyableId, '.copyable code', 'min-width')).toEqual(['0']);
    expect(declared(copyableId, '.copyable code', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(copyableId, '.copyable code.short', 'white-space').join(';')).not.toMatch(/nowrap/);
  });
});
