/**
 * CSS Modules renames grid-area names per stylesheet (`mark` becomes `wallet-8ViWrt` in one file
 * and something else in the next), so an area must be named in the same file as the template that
 * defines it; otherwise the cell falls out of the grid into an extra row (the wallet's recent
 * deposits did, 2026-11-28).
 */
import { describe, expect, it } from 'vitest';
import { APPS, STYLESHEETS, withoutComments } from './stylesheets.ts';

const KEYWORDS = new Set(['auto', 'inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** The names placed with `grid-area: name` that no `grid-template-areas` of the same sheet defines. */
function undefinedGridAreas(css: string): string[] {
  const source = withoutComments(css);
  const defined = new Set(
    [...source.matchAll(/grid-template-areas\s*:([^;}]*)/g)].flatMap(([, value = '']) =>
      [...value.matchAll(/['"]([^'"]*)['"]/g)].flatMap(([, row = '']) => row.split(/\s+/).filter((name) => name !== '' && !/^\.+$/.test(name))),
    ),
  );
  const used = [...source.matchAll(/grid-area\s*:\s*([a-zA-Z_-][\w-]*)\s*[;}]/g)].map(([, name = '']) => name);
  return [...new Set(used.filter((name) => !defined.has(name) && !KEYWORDS.has(name)))];
}

describe('grid areas', () => {
  it('finds every app’s stylesheets', () => {
    for (const app of APPS) expect(Object.keys(STYLESHEETS).some((file) => file.startsWith(`${app}/`))).toBe(true);
  });

  it.each(Object.entries(STYLESHEETS))('%s places cells only in areas its own templates name', (_file, css) => {
    expect(undefinedGridAreas(css)).toEqual([]);
  });

  it('flags an area named in one sheet and placed from another', () => {
    expect(undefinedGridAreas(".item { grid-template-areas: 'main amount' 'main .'; }\n.main { grid-area: main; }\n.mark { grid-area: mark; }")).toEqual([
      'mark',
    ]);
    expect(undefinedGridAreas('.cell { grid-area: 1 / 2 / 3 / 4; }\n.all { grid-area: auto; }')).toEqual([]);
  });
});
