/**
 * The history tables' phone cards (the SDK's stacked table) ran 88 px past a 375 px screen at 200 %
 * text: each cell's label could not shrink, a value could not go under it, and a transaction id
 * kept on one line pushed the card wider. A test run empties the CSS it imports, so the
 * stylesheets are read from disk.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const historyTable = splitAtRules(await readStylesheet(import.meta.url, 'HistoryTable.module.css'), 'media');
const phone = historyTable.blocks.find((block) => block.condition === '(max-width: 767.98px)')?.css ?? '';
const copyableId = await readStylesheet(import.meta.url, 'CopyableId.module.css');

describe('the history tables on a phone', () => {
  it('put a value under its label, still at the end, when the two do not fit side by side', () => {
    expect(declared(phone, '.table tbody td', 'flex-wrap')).toEqual(['wrap']);
    expect(declared(phone, '.table tbody td', 'justify-content')).toEqual(['flex-end']);
    expect(declared(phone, '.table tbody td::before', 'margin-inline-end')).toEqual(['auto']);
  });

  it('let a label too long for the card wrap instead of holding it wider', () => {
    expect(declared(phone, '.table tbody td::before', 'flex')).toEqual(['0 1 auto']);
    expect(declared(phone, '.table tbody td::before', 'min-width')).toEqual(['0']);
    expect(declared(phone, '.table tbody td::before', 'overflow-wrap')).toEqual(['anywhere']);
  });

  it('keep every value within the card’s width, wrapping one too long for it', () => {
    expect(declared(phone, '.table tbody td > *', 'min-width')).toEqual(['0']);
    expect(declared(phone, '.table tbody td > *', 'max-width')).toEqual(['100%']);
    expect(declared(phone, '.table tbody td > *', 'overflow-wrap')).toEqual(['anywhere']);
  });

  it('give an id its own line’s whole width rather than 60 % of it', () => {
    expect(declared(phone, '.table td.id > span', 'max-width')).toEqual([]);
    expect(declared(phone, '.table td.id > code', 'max-width')).toEqual([]);
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
