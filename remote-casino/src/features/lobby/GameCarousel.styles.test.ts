/**
 * A carousel of game tiles at 200 % text: the tiles widen with the text and fewer fit in the row,
 * instead of keeping six narrow columns that cut every name. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'GameCarousel.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'media');
const columns = [base, ...queries.map((query) => query.css)].flatMap((css) => declared(css, '.track', 'grid-auto-columns'));

/** A phone's tile at 100 % text (375 px window, 2.4 tiles in view): the room a name is drawn for. */
const TILE_MIN_REM = 8;
/** `--space-3` (tokens.css): the gap between tiles. */
const GAP_PX = 12;

/** A tile's width in px on a row `trackPx` wide at a root font of `rootPx`, from `max(min(100%, Nrem), calc((100% - G * gap) / S))`. */
function tilePx(value: string, trackPx: number, rootPx: number): number {
  const [, rem, gaps, shown] = /^max\(min\(100%, ([\d.]+)rem\), calc\(\(100% - (\d+) \* var\(--space-3\)\) \/ ([\d.]+)\)\)$/.exec(value) ?? [];
  return Math.max(Math.min(trackPx, Number(rem) * rootPx), (trackPx - Number(gaps) * GAP_PX) / Number(shown));
}

describe('a carousel of game tiles at 200 % text', () => {
  it('gives every tile a share of the row with a floor in rem, at every window width', () => {
    expect(columns.length).toBeGreaterThan(0);
    for (const value of columns) {
      const [, rem] = /^max\(min\(100%, ([\d.]+)rem\), calc\(.+\)\)$/.exec(value) ?? [];
      expect(Number(rem), value).toBeGreaterThanOrEqual(TILE_MIN_REM);
    }
  });

  it('shows fewer, wider tiles at 200 % text on a 1440 px window (a 940 px row) than at 100 %', () => {
    const wide = columns.at(-1) ?? '';
    const [atOneHundred, atTwoHundred] = [16, 32].map((rootPx) => tilePx(wide, 940, rootPx));
    expect(atOneHundred).toBeCloseTo((940 - 6 * GAP_PX) / 6.4);
    expect(atTwoHundred).toBe(TILE_MIN_REM * 32);
  });

  it('never makes a tile wider than the row on a narrow phone', () => {
    for (const value of columns) expect(tilePx(value, 200, 32)).toBeLessThanOrEqual(200);
  });
});
