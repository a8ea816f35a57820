/**
 * The limits panel's two tiles (cash available, most you can withdraw now) sat in two fixed columns
 * and cut their sums off at 375 px and at 200 % zoom. A test run empties the CSS it imports, so the
 * stylesheet is read from disk.
 */
import { describe, expect, it } from 'vitest';

// The wallet compiles without Node's types (it runs in the browser); the test itself runs in Node.
const NODE_FS = 'node:fs' as string;

async function stylesheet(): Promise<string> {
  const fs = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  // By string: the test's DOM replaces the global URL, and Node's file reading takes only its own.
  const path = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, 'Withdraw.module.css'));
  return fs.readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The declarations of the top-level rule whose selector is exactly `selector`. */
function declarationsOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[{}])\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('the limits tiles', () => {
  it('go under each other when two would not fit side by side, however narrow or zoomed the page', async () => {
    const headline = declarationsOf(await stylesheet(), '.headline');
    expect(headline).toMatch(/grid-template-columns\s*:\s*repeat\(\s*auto-fit\s*,\s*minmax\(\s*min\(\s*100%\s*,\s*[\d.]+rem\s*\)\s*,\s*1fr\s*\)\s*\)/);
  });

  it('wrap a sum too long for one tile instead of letting it spill out', async () => {
    const tile = declarationsOf(await stylesheet(), '.headline > div');
    expect(tile).toMatch(/(?:^|;)\s*min-width\s*:\s*0\s*;/);
    expect(tile).toMatch(/(?:^|;)\s*overflow-wrap\s*:\s*anywhere\s*(?:;|$)/);
  });
});
