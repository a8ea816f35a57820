import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as routerApi from './react-router-dom.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const APPS = ['host', 'shared', 'remote-casino', 'remote-sports', 'remote-account', 'remote-wallet'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names a file imports from react-router-dom (type-only imports are erased and need nothing at run time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe("the platform's router API", () => {
  it('reads value imports, skipping type-only ones', () => {
    const source = "import { Link, type NavigateFunction, useNavigate as go } from 'react-router-dom';\nimport type { RouteObject } from 'react-router-dom';";
    expect(routerImports(source)).toEqual(['Link', 'useNavigate']);
  });

  it('provides every name an app imports from react-router-dom', () => {
    const missing: string[] = [];
    for (const app of APPS) {
      for (const file of sourceFiles(join(ROOT, app, 'src'))) {
        for (const name of routerImports(readFileSync(file, 'utf8'))) {
          if (!(name in routerApi)) missing.push(`${relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('nothing imports react-router itself, which is not shared', () => {
    const direct = APPS.flatMap((app) => sourceFiles(join(ROOT, app, 'src')))
      .filter((file) => /from 'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(direct).toEqual([]);
  });
});
