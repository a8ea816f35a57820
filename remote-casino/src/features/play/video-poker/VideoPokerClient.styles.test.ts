/**
 * The table's layout on a phone and at 200 % zoom. Tests run without CSS, so the stylesheet's rules
 * are read as written: what keeps the hold labels and the paytable's figures whole.
 */
import { describe, expect, it } from 'vitest';

// Read from the disk: vitest hands CSS modules to tests as class names only.
const { readFileSync } = (await import(/* @vite-ignore */ 'node:fs' as string)) as { readFileSync: (path: string, encoding: 'utf8') => string };
const stylesheet = readFileSync(`${(import.meta as ImportMeta & { dirname: string }).dirname}/VideoPokerClient.module.css`, 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The inside of every `@container` block, and the stylesheet without them. */
function splitNarrow(css: string): { base: string; narrow: string } {
  let base = css;
  let narrow = '';
  for (let start = base.indexOf('@container'); start !== -1; start = base.indexOf('@container')) {
    const open = base.indexOf('{', start);
    let depth = 0;
    let close = open;
    for (; close < base.length; close += 1) {
      if (base[close] === '{') depth += 1;
      if (base[close] === '}' && --depth === 0) break;
    }
    narrow += base.slice(open + 1, close);
    base = base.slice(0, start) + base.slice(close + 1);
  }
  return { base, narrow };
}

/** The values `property` takes in the rules of `css` that list `selector`. */
function declared(css: string, selector: string, property: string): string[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((listed) => listed.trim() === selector))
    .flatMap(([, , body]) => body!.split(';').map((line) => line.split(':').map((part) => part.trim())))
    .filter(([name]) => name === property)
    .map(([, value]) => value!);
}

const { base, narrow } = splitNarrow(stylesheet);
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
