/**
 * The catalogue's grid of tiles and its loading placeholder each wrote the columns' formula, and
 * could drift apart (the page jumping when the games came). The grid is the SDK's now
 * (shared/src/ui/TileGrid.module.css, tested there at 100 % and 200 % text): this stylesheet keeps
 * no copy of it. Read from the stylesheet as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'GameGrid.module.css');

describe('the catalogue grid’s own stylesheet', () => {
  it('lays out no columns of its own: they come from the SDK’s grid of tiles, as the placeholder’s do', () => {
    for (const copied of ['grid-template-columns', '--tile-min', '--most-columns', 'auto-fill']) expect(stylesheet, copied).not.toContain(copied);
    expect(declared(stylesheet, '.games', 'list-style')).toEqual(['none']);
  });
});
