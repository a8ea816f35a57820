import { describe, expect, it } from 'vitest';
import { readStylesheet } from '../testing/stylesheet.ts';

const page = await readStylesheet(import.meta.url, 'Page.module.css');

describe('the tiles’ loading placeholder', () => {
  it('keeps no copy of the tile grid’s columns: it takes the grid itself (TileGrid.module.css, Page.test.tsx)', () => {
    for (const copied of ['--tile-min', '--most-columns', 'auto-fill', 'auto-fit']) expect(page, copied).not.toContain(copied);
  });
});
