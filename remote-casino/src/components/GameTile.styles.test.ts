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

describe('a game tile’s Play and Demo pills at 200 % text', () => {
  const SIZES = ['width', 'min-width', 'height', 'min-height', 'padding', 'padding-top', 'padding-bottom', 'gap', 'font-size', 'line-height'];
  const PILL_RULES = ['.withDemo .play', '.withDemo .playButton', '.withDemo .playIcon', '.demoArea', '.demo'];

  it.each(PILL_RULES)('sizes %s in rem, as its words are: none of its sizes is in px', (selector) => {
    const sizes = SIZES.flatMap((property) => declared(base, selector, property).map((value) => `${property}: ${value}`));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((size) => /\dpx\b/.test(size))).toEqual([]);
  });

  it('keeps the Play pill above the Demo pill with a gap between, in rem, whatever the text size', () => {
    // Where a pointer hovers: on a touch screen the Demo pill is not there.
    const withHover = splitAtRules(base, 'media').base;
    const rem = (selector: string, property: string) => Number(/^([\d.]+)rem$/.exec(declared(withHover, selector, property).at(-1) ?? '')?.[1] ?? Number.NaN);
    // Each pill is centred in the art less its offset: Play lifted by half the padding under it, Demo lowered by half the one above.
    const centresApartRem = (rem('.withDemo .play', 'padding-bottom') + rem('.demoArea', 'padding-top')) / 2;
    const halvesRem = rem('.withDemo .playButton', 'min-height') / 2 + rem('.demo', 'min-height') / 2;
    expect(centresApartRem - halvesRem).toBeGreaterThanOrEqual(0.25);
  });
});
