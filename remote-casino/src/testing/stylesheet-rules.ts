/**
 * A CSS module's rules read as written, for tests of a layout: tests run without CSS (vitest hands
 * CSS modules to them as class names only), so what keeps text whole is checked in the stylesheet.
 */

/** The stylesheet `file` beside the test (`import.meta.dirname`), without its comments. */
export async function readStylesheet(dirname: string, file: string): Promise<string> {
  // Read from the disk with node's fs: the app's types know no node module.
  const { readFileSync } = (await import(/* @vite-ignore */ 'node:fs' as string)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  return readFileSync(`${dirname}/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

export interface ContainerQuery {
  /** As written after `@container`, e.g. `(min-width: 26rem)`. */
  condition: string;
  css: string;
}

/** The stylesheet without its `@container` blocks, and each block's condition and inside. */
export function containerRules(css: string): { base: string; queries: ContainerQuery[] } {
  let base = css;
  const queries: ContainerQuery[] = [];
  for (let start = base.indexOf('@container'); start !== -1; start = base.indexOf('@container')) {
    const open = base.indexOf('{', start);
    let depth = 0;
    let close = open;
    for (; close < base.length; close += 1) {
      if (base[close] === '{') depth += 1;
      if (base[close] === '}' && --depth === 0) break;
    }
    queries.push({ condition: base.slice(start + '@container'.length, open).trim(), css: base.slice(open + 1, close) });
    base = base.slice(0, start) + base.slice(close + 1);
  }
  return { base, queries };
}

/** The values `property` takes in the rules of `css` that list `selector`. */
export function declared(css: string, selector: string, property: string): string[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((listed) => listed.trim() === selector))
    .flatMap(([, , body]) => body!.split(';').map((line) => line.split(':').map((part) => part.trim())))
    .filter(([name]) => name === property)
    .map(([, value]) => value!);
}
