/**
 * CSS Modules renames container names per stylesheet, as it does grid-area names, so an
 * `@container name (…)` must be in the same file as the `container`/`container-name` that declares
 * it; from another file it queries a name no element has and never applies (the sports match rows
 * stayed stacked at every width, 2026-12-02). Another file's container is queried unnamed: the
 * nearest container around the element.
 */
import { describe, expect, it } from 'vitest';
import { STYLESHEETS, withoutComments } from './stylesheets.ts';

/** The names queried with `@container name` that no `container` or `container-name` of the same sheet declares. */
function undeclaredContainerNames(css: string): string[] {
  const source = withoutComments(css);
  const declared = new Set(
    [...source.matchAll(/container(?:-name)?\s*:\s*([^;}]*)/g)].flatMap(([, value = '']) =>
      (value.split('/')[0] ?? '')
        .trim()
        .split(/\s+/)
        .filter((name) => name !== '' && name !== 'none'),
    ),
  );
  const queried = [...source.matchAll(/@container\s+([a-zA-Z_-][\w-]*)\s*\(/g)].map(([, name = '']) => name).filter((name) => name !== 'not');
  return [...new Set(queried.filter((name) => !declared.has(name)))];
}

describe('container names', () => {
  it.each(Object.entries(STYLESHEETS))('%s queries only containers its own rules name', (_file, css) => {
    expect(undeclaredContainerNames(css)).toEqual([]);
  });

  it('flags a container named in one sheet and queried from another', () => {
    expect(undeclaredContainerNames('.list { container: match-list / inline-size; }\n@container match-list (min-width: 10rem) { .a { gap: 0; } }')).toEqual([]);
    expect(undeclaredContainerNames('@container match-list (min-width: 10rem) { .row { gap: 0; } }')).toEqual(['match-list']);
    expect(undeclaredContainerNames('.s { container-name: sheet; container-type: size; }\n@container sheet (max-height: 5rem) { .b { gap: 0; } }')).toEqual([]);
    expect(undeclaredContainerNames('@container (min-width: 10rem) { .c { gap: 0; } }\n@container not (min-width: 1rem) { .d { gap: 0; } }')).toEqual([]);
  });
});
