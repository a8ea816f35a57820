/**
 * The keno board at 200 % text on a 720–1280 px window: the numbers keep room for their digits and
 * the paytable goes under them when both do not fit side by side. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'KenoClient.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'container');

/** The root font size at 100 % and at 200 % text. */
const ROOT_FONT_PX = [16, 32];
/** The narrowest a number may be: two digits of the root font and their margins. */
const NUMBER_MIN_REM = 2;
/** `--space-3` (tokens.css): the board's padding on each side and its gap to the paytable. */
const SPACE_3_PX = 12;

const gridGapPx = Number(/^(\d+)px$/.exec(declared(base, '.grid', 'gap')[0] ?? '')?.[1] ?? Number.NaN);

/** At a container `widthRem` wide: the count of number columns and the paytable's width beside them (0: under them). */
function layoutAt(widthRem: number): { columns: number | null; sideRem: number } {
  const applying = queries.filter((query) => minWidthRem(query.condition) <= widthRem);
  const columns = applying.flatMap((query) => declared(query.css, '.grid', 'grid-template-columns')).at(-1);
  const board = applying.flatMap((query) => declared(query.css, '.board', 'grid-template-columns')).at(-1);
  return {
    columns: columns === undefined ? null : Number(/^repeat\((\d+), minmax\(0, 1fr\)\)$/.exec(columns)?.[1] ?? Number.NaN),
    sideRem: board === undefined ? 0 : Number(/^minmax\(0, 1fr\) ([\d.]+)rem$/.exec(board)?.[1] ?? Number.NaN),
  };
}

describe('the keno board at 200 % text', () => {
  it('is laid out by its own width in rem, which grows with the text, not by the window’s', () => {
    expect(declared(base, '.client', 'container-type')).toContain('inline-size');
    expect(stylesheet).not.toContain('@media');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      // Unnamed: each query measures the nearest container, the client's own box.
      expect(query.name).toBe('');
      expect(minWidthRem(query.condition)).not.toBeNaN();
    }
  });

  it('takes the full width with the paytable under it until both fit side by side', () => {
    expect(declared(base, '.board', 'grid-template-columns')).toEqual(['minmax(0, 1fr)']);
    const [, minimumRem] = /^repeat\(auto-fill, minmax\(([\d.]+)rem, 1fr\)\)$/.exec(declared(base, '.grid', 'grid-template-columns')[0] ?? '') ?? [];
    expect(Number(minimumRem)).toBeGreaterThanOrEqual(NUMBER_MIN_REM);
  });

  it('never narrows a number below two digits’ room where its column count steps up, at 100 % or 200 % text', () => {
    for (const widthRem of queries.map((query) => minWidthRem(query.condition))) {
      const { columns, sideRem } = layoutAt(widthRem);
      if (columns === null) continue;
      expect(columns).not.toBeNaN();
      expect(sideRem).not.toBeNaN();
      for (const fontPx of ROOT_FONT_PX) {
        const besideSidePx = sideRem > 0 ? sideRem * fontPx + SPACE_3_PX : 0;
        const gridPx = widthRem * fontPx - 2 * SPACE_3_PX - besideSidePx;
        const numberPx = (gridPx - (columns - 1) * gridGapPx) / columns;
        expect(numberPx, `${columns} columns at ${widthRem}rem, ${fontPx}px text`).toBeGreaterThanOrEqual(NUMBER_MIN_REM * fontPx);
      }
    }
  });
});

describe('a number off once ten are picked', () => {
  it('looks off, muted and without the pointer or the hover of one that can be picked', () => {
    const off = ".number[aria-disabled='true']";
    expect(declared(base, off, 'cursor')).toEqual(['not-allowed']);
    expect(declared(base, off, 'color')).toEqual(['var(--color-text-muted)']);
    expect(declared(base, ".number:hover:not(:disabled):not([aria-disabled='true'])", 'background')).not.toEqual([]);
    expect(declared(base, '.number:hover:not(:disabled)', 'background')).toEqual([]);
  });
});
