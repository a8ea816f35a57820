/**
 * The table's layout on a phone and at 200 % zoom. Tests run without CSS, so the stylesheet's rules
 * are read as written: what keeps the hold labels and the paytable's figures whole.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'VideoPokerClient.module.css');
const { base, blocks: queries } = splitAtRules(stylesheet, 'container');
const narrow = queries.map((query) => query.css).join('');
const pixels = (value: string | undefined) => Number(/(\d+)px/.exec(value ?? '')?.[1] ?? 0);

describe('the video-poker table on a narrow screen', () => {
  it('lets the paytable’s figures wrap instead of keeping them on one clipped line', () => {
    expect(declared(base, '.paytable td', 'white-space')).not.toContain('nowrap');
    expect(declared(base, '.paytable td', 'overflow-wrap')).toContain('anywhere');
    expect(declared(base, '.paytable th', 'overflow-wrap')).toContain('anywhere');
  });

  it('wraps a hold label inside its button, a target of at least 24 px', () => {
    expect(declared(base, '.hold', 'overflow-wrap')).toContain('anywhere');
    expect(pixels(declared(base, '.hold', 'min-width')[0])).toBeGreaterThanOrEqual(24);
    expect(pixels(declared(base, '.hold', 'min-height')[0])).toBeGreaterThanOrEqual(24);
  });

  it('tightens the table by its own width (a phone, or 200 % zoom), not the window’s', () => {
    expect(declared(base, '.client', 'container-type')).toContain('inline-size');
    expect(declared(narrow, '.cards', 'gap')).toHaveLength(1);
    expect(declared(narrow, '.hold', 'text-transform')).toContain('none');
  });
});
