/**
 * The limits panel's two tiles (cash available, most you can withdraw now) sat in two fixed columns
 * and cut their sums off at 375 px and at 200 % zoom. A test run empties the CSS it imports, so the
 * stylesheet is read from disk.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'Withdraw.module.css');

describe('the limits tiles', () => {
  it('go under each other when two would not fit side by side, however narrow or zoomed the page', () => {
    expect(declared(stylesheet, '.headline', 'grid-template-columns')).toEqual([
      expect.stringMatching(/^repeat\(\s*auto-fit\s*,\s*minmax\(\s*min\(\s*100%\s*,\s*[\d.]+rem\s*\)\s*,\s*1fr\s*\)\s*\)$/),
    ]);
  });

  it('wrap a sum too long for one tile instead of letting it spill out', () => {
    expect(declared(stylesheet, '.headline > div', 'min-width')).toEqual(['0']);
    expect(declared(stylesheet, '.headline > div', 'overflow-wrap')).toEqual(['anywhere']);
  });
});
