/**
 * A game tile at 200 % text: its name and provider are read whole, on as many lines as they need,
 * and its badges leave the art by the tile's width in rem. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'GameTile.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'container');

describe('a game tile at 200 % text', () => {
  it.each(['.name', '.provider'])('shows the whole %s, wrapping instead of cutting it with “…”', (selector) => {
    expect(declared(base, selector, 'white-space')).toEqual([]);
    expect(declared(base, selector, 'text-overflow')).toEqual([]);
    expect(declared(base, selector, 'overflow')).toEqual([]);
    expect(declared(base, selector, '-webkit-line-clamp')).toEqual([]);
    // A word wider than the tile (a long provider name on a phone) breaks rather than runs out.
    expect(declared(base, selector, 'overflow-wrap')).toEqual(['anywhere']);
  });

  it('moves the badges off the art by the tile’s width in rem, which grows with the text', () => {
    const narrowTile = queries.find((query) => query.name === 'game-tile');
    expect(narrowTile?.condition).toMatch(/^\(max-width: [\d.]+rem\)$/);
    expect(declared(narrowTile?.css ?? '', '.badges', 'position')).toEqual(['static']);
  });
});
