/**
 * Stylesheets as written, for tests of layout rules that the test's DOM cannot lay out: a test run
 * empties the CSS it imports, so the file is read from disk.
 */

// The remote compiles without Node's types (it runs in the browser); its tests run in Node.
const NODE_FS = 'node:fs' as string;

/** The stylesheet `fileName` beside the test whose `import.meta.url` is `testUrl`, comments left out. */
export async function stylesheet(testUrl: string, fileName: string): Promise<string> {
  const fs = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  // By string: the test's DOM replaces the global URL, and Node's file reading takes only its own.
  const path = decodeURIComponent(testUrl.replace(/^file:\/\//, '').replace(/[^/]*$/, fileName));
  return fs.readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The declarations of the rule whose selector is exactly `selector`, outside any at-rule of `css`'s own level. */
export function declarationsOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[{}])\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(css)?.[1] ?? '';
}

export interface ContainerRule {
  /** The width in rem from which its rules apply. */
  minWidthRem: number;
  /** The rules inside it. */
  body: string;
}

/** Every `@container <name> (min-width: Nrem) { … }` block of the stylesheet. */
export function containerRules(css: string, name: string): ContainerRule[] {
  const rules: ContainerRule[] = [];
  const start = new RegExp(`@container\\s+${name}\\s*\\(\\s*min-width\\s*:\\s*([\\d.]+)rem\\s*\\)\\s*\\{`, 'g');
  for (let match = start.exec(css); match; match = start.exec(css)) {
    let depth = 1;
    let end = start.lastIndex;
    for (; end < css.length && depth > 0; end += 1) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
    }
    rules.push({ minWidthRem: Number(match[1]), body: css.slice(start.lastIndex, end - 1) });
  }
  return rules;
}

/** The value of `property` among a rule's declarations, trimmed; '' when it has none. */
export function valueOf(declarations: string, property: string): string {
  return new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(declarations)?.[1]?.trim() ?? '';
}
