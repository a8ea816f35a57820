import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '../testing/stylesheet.ts';

const { base, blocks } = splitAtRules(await readStylesheet(import.meta.url, 'Page.module.css'), 'media');
const oneLine = (value: string) => value.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');

describe('the tiles’ loading placeholder', () => {
  it('lays out as the casino catalogue’s grid: columns of tiles at least a width in rem, not px breakpoints', () => {
    expect(blocks.filter((block) => block.css.includes('.grid'))).toEqual([]);
    expect(oneLine(declared(base, '.grid', 'grid-template-columns').at(-1) ?? '')).toBe(
      'repeat(auto-fill, minmax(min(100%, max(var(--tile-min), (100% - (var(--most-columns) - 1) * var(--column-gap)) / var(--most-columns))), 1fr))',
    );
    expect(declared(base, '.grid', '--tile-min')).toEqual(['8.5rem']);
    expect(declared(base, '.grid', '--most-columns')).toEqual(['6']);
    expect(declared(base, '.grid', 'gap')).toEqual(['var(--space-4) var(--column-gap)']);
  });
});
