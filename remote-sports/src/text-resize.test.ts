/**
 * Text grows with the reader's text size (WCAG 1.4.4, 200% text): a font size in px does not, so
 * every stylesheet of this remote sizes its text in rem or em (the stake's label was 11 px, the red
 * card's digit and the league badges' letters 9 px).
 */
import { describe, expect, it } from 'vitest';
import { readStylesheet } from '@palpite/shared/testing';

interface NodeFs {
  readdirSync(path: string, options: { recursive: true }): string[];
}
interface NodePath {
  dirname(path: string): string;
}
interface NodeUrl {
  fileURLToPath(url: string): string;
}

/** Node's own module, by name: this remote compiles without Node's types (it runs in the browser); its tests run in Node. */
const nodeModule = <T>(name: string) => import(/* @vite-ignore */ name) as Promise<T>;

async function stylesheets(): Promise<string[]> {
  const [fs, path, url] = await Promise.all([nodeModule<NodeFs>('node:fs'), nodeModule<NodePath>('node:path'), nodeModule<NodeUrl>('node:url')]);
  return fs.readdirSync(path.dirname(url.fileURLToPath(import.meta.url)), { recursive: true }).filter((file) => file.endsWith('.css'));
}

describe('the sports remote’s text sizes', () => {
  it('are never in px, so text resizes with the reader’s settings', async () => {
    const files = await stylesheets();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const css = await readStylesheet(import.meta.url, file);
      expect(css.match(/font(-size)?\s*:[^;}]*\d+(\.\d+)?px/g) ?? [], file).toEqual([]);
    }
  });
});
