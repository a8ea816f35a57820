/**
 * File names on a phone and at 200 % text. A test run empties the CSS it imports, so the
 * stylesheet is read from disk, as written.
 */
import { describe, expect, it } from 'vitest';

// The account remote compiles without Node's types (it runs in the browser); the test runs in Node.
const NODE_FS = 'node:fs' as string;

async function stylesheet(): Promise<string> {
  const fs = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  // By string: the test's DOM replaces the global URL, and Node's file reading takes only its own.
  const path = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, 'Verification.module.css'));
  return fs.readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The declarations of the top-level rule whose selector is exactly `selector`. */
function declarationsOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[{}])\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('document file names', () => {
  it.each(['.fileName', '.historyFile'])('%s wraps a long name whole instead of cutting it off with an ellipsis', async (selector) => {
    const rule = declarationsOf(await stylesheet(), selector);
    expect(rule).not.toBe('');
    expect(rule).toMatch(/(?:^|;)\s*overflow-wrap\s*:\s*anywhere\s*(?:;|$)/);
    expect(rule).not.toMatch(/white-space\s*:\s*nowrap|text-overflow\s*:\s*ellipsis|overflow\s*:\s*hidden/);
  });

  it('puts the file’s size under its name when both do not fit on one line', async () => {
    expect(declarationsOf(await stylesheet(), '.fileLine')).toMatch(/(?:^|;)\s*flex-wrap\s*:\s*wrap\s*(?:;|$)/);
  });
});
