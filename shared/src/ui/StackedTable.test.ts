/**
 * A stacked table's phone cards (the wallet's histories, the account's sessions) ran 88 px past a
 * 375 px screen at 200 % text: each cell's label could not shrink, a value could not go under it,
 * and a long value (a transaction id, an IP address) kept on one line pushed the card wider. A test
 * run empties the CSS it imports, so the stylesheet is read from disk.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '../testing/stylesheet.ts';

const stackedTable = splitAtRules(await readStylesheet(import.meta.url, 'StackedTable.module.css'), 'media');
const phone = stackedTable.blocks.find((block) => block.condition === '(max-width: 767.98px)')?.css ?? '';

describe('a stacked table on a phone', () => {
  it('is laid out as cards below 768 px', () => {
    expect(declared(phone, '.table td', 'display').at(-1)).toBe('flex');
  });

  it('puts a value under its label, still at the end, when the two do not fit side by side', () => {
    expect(declared(phone, '.table td', 'flex-wrap')).toEqual(['wrap']);
    expect(declared(phone, '.table td', 'justify-content')).toEqual(['flex-end']);
    expect(declared(phone, '.table td', 'text-align')).toEqual(['end']);
    expect(declared(phone, '.table td::before', 'margin-inline-end')).toEqual(['auto']);
  });

  it('lets a label too long for the card wrap instead of holding it wider', () => {
    expect(declared(phone, '.table td::before', 'flex')).toEqual(['0 1 auto']);
    expect(declared(phone, '.table td::before', 'min-width')).toEqual(['0']);
    expect(declared(phone, '.table td', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(phone, '.table td::before', 'overflow-wrap')).toEqual([]);
  });

  it('keeps every value within the card’s width, wrapping one too long for it, in an element or not', () => {
    expect(declared(phone, '.table td > *', 'min-width')).toEqual(['0']);
    expect(declared(phone, '.table td > *', 'max-width')).toEqual(['100%']);
    // Inherited from the cell: a value written straight into it (text) has no element to carry it.
    expect(declared(phone, '.table td', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(phone, '.table td > *', 'overflow-wrap')).toEqual([]);
    expect(declared(phone, '.table td > *', 'white-space')).toEqual([]);
  });

  it('leaves the wide table’s rules alone', () => {
    expect(declared(stackedTable.base, '.table td', 'flex-wrap')).toEqual([]);
    expect(declared(stackedTable.base, '.table td', 'overflow-wrap')).toEqual([]);
  });
});
