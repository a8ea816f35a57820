/**
 * Stylesheets as written, for tests of layout: a test run hands a CSS module to its importer as class
 * names only and the test's DOM lays nothing out, so what keeps text whole (container queries,
 * wrapping, minimum column widths, cursors) is checked in the file itself.
 */

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}
interface NodePath {
  dirname(path: string): string;
  join(...paths: string[]): string;
}
interface NodeUrl {
  fileURLToPath(url: string): string;
}

/** Node's own module `name`, typed here: the apps compile without Node's types (they run in the browser); their tests run in Node. */
function nodeModule<T>(name: string): Promise<T> {
  return import(/* @vite-ignore */ name) as Promise<T>;
}

/** The stylesheet `file` (a path from the test's folder) beside the test whose `import.meta.url` is `testUrl`, without its comments. */
export async function readStylesheet(testUrl: string, file: string): Promise<string> {
  const [fs, path, url] = await Promise.all([nodeModule<NodeFs>('node:fs'), nodeModule<NodePath>('node:path'), nodeModule<NodeUrl>('node:url')]);
  // Node's own URL parsing, by string: the test's DOM replaces the global URL with one Node's file reading does not take.
  const testFolder = path.dirname(url.fileURLToPath(testUrl));
  return withoutComments(fs.readFileSync(path.join(testFolder, file), 'utf8'));
}

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

export interface AtRuleBlock {
  /** The container's name: `match-list` in `@container match-list (min-width: 37.5rem)`; '' for an unnamed one or a `@media`. */
  name: string;
  /** The condition as written after the name, e.g. `(min-width: 26rem)`. */
  condition: string;
  /** The rules inside the block. */
  css: string;
}

/** `css` without its `@container` (or `@media`) blocks, at any depth, and each block in order. */
export function splitAtRules(css: string, atRule: 'container' | 'media'): { base: string; blocks: AtRuleBlock[] } {
  const keyword = `@${atRule}`;
  let base = css;
  const blocks: AtRuleBlock[] = [];
  for (let start = base.indexOf(keyword); start !== -1; start = base.indexOf(keyword)) {
    const open = base.indexOf('{', start);
    if (open === -1) throw new Error(`${keyword} without a block: ${base.slice(start, start + 80)}`);
    const close = closingBrace(base, open);
    const prelude = base.slice(start + keyword.length, open).trim();
    // A container's name comes before its condition; `not` starts a condition and is never a name.
    const named = atRule === 'container' ? /^(?!not\b)([a-zA-Z_-][\w-]*)\s+([\s\S]+)$/.exec(prelude) : null;
    blocks.push({ name: named?.[1] ?? '', condition: named?.[2] ?? prelude, css: base.slice(open + 1, close) });
    base = base.slice(0, start) + base.slice(close + 1);
  }
  return { base, blocks };
}

function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`unclosed block: ${css.slice(open - 40, open + 40)}`);
}

/** The width in rem from which a `(min-width: Nrem)` condition holds; NaN for any other condition. */
export function minWidthRem(condition: string): number {
  return Number(/^\(\s*min-width\s*:\s*([\d.]+)rem\s*\)$/.exec(condition.trim())?.[1] ?? Number.NaN);
}

/**
 * Every value `property` takes, in order, in the rules of `css` that list `selector` (whole, among
 * their comma-separated selectors), nested ones included: split out the at-rules first to leave
 * their rules aside.
 */
export function declared(css: string, selector: string, property: string): string[] {
  const wanted = normalSpaces(selector);
  return [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)]
    .filter(([, prelude = '']) =>
      // After a statement at-rule (`@layer a;`), only the text from its `;` on is the selector list.
      prelude
        .slice(prelude.lastIndexOf(';') + 1)
        .split(',')
        .some((listed) => normalSpaces(listed) === wanted),
    )
    .flatMap(([, , body = '']) => body.split(';'))
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      return colon !== -1 && declaration.slice(0, colon).trim() === property ? [declaration.slice(colon + 1).trim()] : [];
    });
}

function normalSpaces(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Adds the CSS module `file` beside the test to the document, under the module's class names
 * (`classNames`, its default import), so the test's DOM applies its rules (a cursor, a colour).
 * Remove the returned element at the end of the test.
 */
export async function addModuleStylesheet(testUrl: string, file: string, classNames: Readonly<Record<string, string>>): Promise<HTMLStyleElement> {
  const css = await readStylesheet(testUrl, file);
  const style = document.createElement('style');
  style.textContent = css.replace(/\.([a-zA-Z_][\w-]*)/g, (selector, name: string) => (classNames[name] ? `.${classNames[name]}` : selector));
  document.head.append(style);
  return style;
}
