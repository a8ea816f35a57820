/**
 * The providers strip says it goes on: where it scrolls (a narrow window) a thin scrollbar shows,
 * and on a wide window the cards wrap into rows that all show. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'ProvidersStrip.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'media');

/** The narrowest window with the sidebar, from which the strip has room for rows of cards. */
const WIDE_PX = 1024;

describe('the providers strip', () => {
  it('shows its scrollbar where it scrolls, instead of hiding that more cards follow', () => {
    expect(declared(base, '.strip', 'overflow-x')).toEqual(['auto']);
    expect(declared(base, '.strip', 'grid-auto-flow')).toEqual(['column']);
    expect(declared(base, '.strip', 'scrollbar-width')).toEqual(['thin']);
    for (const query of queries) expect(declared(query.css, '.strip', 'scrollbar-width')).not.toContain('none');
  });

  it('sizes its cards in rem, never wider than the row, so at 200 % text a name keeps its words', () => {
    expect(declared(base, '.strip', 'grid-auto-columns')).toEqual([expect.stringMatching(/^min\([\d.]+rem, calc\(100% - [\d.]+rem\)\)$/)]);
  });

  it('wraps into rows of cards on a wide window, so none is cut at the row’s end', () => {
    const wide = queries.find((query) => query.condition === `(min-width: ${WIDE_PX}px)`);
    expect(declared(wide?.css ?? '', '.strip', 'grid-auto-flow')).toEqual(['row']);
    expect(declared(wide?.css ?? '', '.strip', 'grid-template-columns')).toEqual([
      expect.stringMatching(/^repeat\(auto-fill, minmax\(min\(100%, [\d.]+rem\), 1fr\)\)$/),
    ]);
  });
});
