/**
 * Every error the API raises under a literal key (`key: 'area.name'`) has a text in the shared
 * catalogue, so its answer reads in the caller's language: without one, the answer fell back to
 * the code's English (the ops token refusal, the release registry's answers did).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { hasMessage, translate } from './messages.ts';

const SOURCE = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function errorKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bkey:\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) keys.set(match[1]!, relative(SOURCE, file));
  }
  return keys;
}

describe('error keys', () => {
  it('are found in the sources (the scan works)', () => {
    expect(errorKeys().get('ops.unauthorized')).toBe(join('http', 'ops-auth.ts'));
  });

  it('all have a text in every language', () => {
    const missing = [...errorKeys()].filter(([key]) => !hasMessage(key) || LANGUAGES.some((language) => translate(key, language) === null));
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });
});
