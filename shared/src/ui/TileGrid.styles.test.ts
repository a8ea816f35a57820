/**
 * The platform's grid of tiles at 100 % and 200 % text: its columns follow the text size (tiles of
 * at least a width in rem), not the window's breakpoints in px. The casino catalogue and the tiles'
 * loading placeholder both take it from here (written twice, the two could drift and the page
 * jump when the games came). Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '../testing/stylesheet.ts';

const stylesheet = await readStylesheet(import.meta.url, 'TileGrid.module.css');
const { base } = splitAtRules(stylesheet, 'media');

/** The root font size at 100 % and at 200 % text. */
const ROOT_FONT_PX = { normal: 16, doubled: 32 } as const;
/** `--space-3` (tokens.css): the gap between two columns. */
const SPACE_3_PX = 12;

/** The tiles' columns as written: the tests below work them out by this formula. */
const COLUMNS_FORMULA =
  'repeat(auto-fill, minmax(min(100%, max(var(--tile-min), (100% - (var(--most-columns) - 1) * var(--column-gap)) / var(--most-columns))), 1fr))';

/** `value` on one line, without the spaces a formatter puts inside brackets. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');

const only = (property: string) => declared(base, '.grid', property).at(-1) ?? '';
const tileMinRem = Number(/^([\d.]+)rem$/.exec(only('--tile-min'))?.[1] ?? Number.NaN);
const mostColumns = Number(only('--most-columns'));

/**
 * The grid's width in a window `windowPx` wide (Page.module.css: 16 px padding each side under
 * 768 px, 32 px from there; the host's Shell.module.css and tokens.css: from 1024 px a sidebar
 * clamp(248px, 15.5rem, 30vw) wide beside the page, which is 1320 px at most).
 */
function gridWidthPx(windowPx: number, rootFontPx: number): number {
  if (windowPx < 768) return windowPx - 2 * 16;
  if (windowPx < 1024) return windowPx - 2 * 32;
  const sidebarPx = Math.min(Math.max(248, 15.5 * rootFontPx), 0.3 * windowPx);
  return Math.min(windowPx - sidebarPx, 1320) - 2 * 32;
}

/** The count of columns and each one's width, as `repeat(auto-fill, …)` lays them out in a grid `widthPx` wide. */
function layoutAt(widthPx: number, rootFontPx: number): { columns: number; tilePx: number } {
  const narrowestPx = Math.min(widthPx, Math.max(tileMinRem * rootFontPx, (widthPx - (mostColumns - 1) * SPACE_3_PX) / mostColumns));
  const columns = Math.max(1, Math.floor((widthPx + SPACE_3_PX) / (narrowestPx + SPACE_3_PX) + 1e-9));
  return { columns, tilePx: (widthPx - (columns - 1) * SPACE_3_PX) / columns };
}

const columnsIn = (windowPx: number, rootFontPx: number) => layoutAt(gridWidthPx(windowPx, rootFontPx), rootFontPx).columns;

describe('the grid of tiles', () => {
  it('takes its columns from tiles at least a width in rem, which grows with the text, not from the window’s width in px', () => {
    expect(stylesheet).not.toContain('@media');
    expect(oneLine(only('grid-template-columns'))).toBe(COLUMNS_FORMULA);
    expect(only('--tile-min')).toBe('8.5rem');
    expect(mostColumns).toBe(6);
    expect(only('--column-gap')).toBe('var(--space-3)');
    expect(declared(base, '.grid', 'gap')).toEqual(['var(--space-4) var(--column-gap)']);
  });

  it.each([
    [320, 2],
    [360, 2],
    [375, 2],
    [768, 4],
    [1280, 6],
    [1440, 6],
    [1920, 6],
  ])('keeps its look with the text at its normal size: a %i px window has %i columns', (windowPx, columns) => {
    expect(columnsIn(windowPx, ROOT_FONT_PX.normal)).toBe(columns);
  });

  it('takes half as many columns at 200 % text: 1 on a 375 px phone, 3 on a 1440 px desktop', () => {
    expect(columnsIn(375, ROOT_FONT_PX.doubled)).toBe(1);
    expect(columnsIn(1440, ROOT_FONT_PX.doubled)).toBe(3);
  });

  it('never narrows a tile below its width in rem (but in a grid narrower still), nor widens one past the grid, at any window and text size', () => {
    for (const rootFontPx of Object.values(ROOT_FONT_PX)) {
      for (let windowPx = 320; windowPx <= 2560; windowPx += 1) {
        const widthPx = gridWidthPx(windowPx, rootFontPx);
        const { columns, tilePx } = layoutAt(widthPx, rootFontPx);
        expect(tilePx, `${windowPx} px window, ${rootFontPx} px text`).toBeLessThanOrEqual(widthPx);
        if (columns > 1) expect(tilePx, `${windowPx} px window, ${rootFontPx} px text`).toBeGreaterThanOrEqual(tileMinRem * rootFontPx);
        expect(columns).toBeLessThanOrEqual(mostColumns);
      }
    }
  });
});
