import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as i18nApi from './react-i18next.js';
import * as routerApi from './react-router-dom.ts';
import { sourceFiles, valueImports } from './source-imports.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const APPS = ['host', 'shared', 'remote-casino', 'remote-sports', 'remote-account', 'remote-wallet'];

/** `file: name` for every name an app imports from the package that the slim module lacks. */
function missingNames(packageName: string, provided: object): string[] {
  const missing: string[] = [];
  for (const app of APPS) {
    for (const file of sourceFiles(join(ROOT, app, 'src'))) {
      for (const name of valueImports(readFileSync(file, 'utf8'), packageName)) {
        if (!(name in provided)) missing.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
  }
  return missing;
}

describe("the platform's slim shared packages", () => {
  it('reads value imports, skipping type-only ones', () => {
    const source = "import { Link, type NavigateFunction, useNavigate as go } from 'react-router-dom';\nimport type { RouteObject } from 'react-router-dom';";
    expect(valueImports(source, 'react-router-dom')).toEqual(['Link', 'useNavigate']);
    expect(valueImports(source, 'react-i18next')).toEqual([]);
    expect(valueImports("export { useTranslation, Trans } from 'react-i18next';", 'react-i18next')).toEqual(['useTranslation', 'Trans']);
  });

  it('provides every name an app imports from react-router-dom', () => {
    expect(missingNames('react-router-dom', routerApi)).toEqual([]);
  });

  it('provides every name an app imports from react-i18next', () => {
    expect(missingNames('react-i18next', i18nApi)).toEqual([]);
  });

  it('nothing imports react-router itself, which is not shared', () => {
    const direct = APPS.flatMap((app) => sourceFiles(join(ROOT, app, 'src')))
      .filter((file) => /from 'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(direct).toEqual([]);
  });
});
