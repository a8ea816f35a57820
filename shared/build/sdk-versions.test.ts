/**
 * The SDK's versions mean something at run time: the registry refuses to activate a remote whose
 * `@palpite/shared` range the host's SDK does not satisfy, so a remote that uses an export must
 * declare the version that introduced it, and an addition must bump the SDK (shared/sdk-api.json).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index.ts';
import { sourceFiles, valueImports } from './source-imports.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The apps that load the SDK from the share scope (the API bundles its own copy of the contract). */
const APPS = ['host', 'remote-casino', 'remote-sports', 'remote-account', 'remote-wallet'];

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const surface = readJson<{ exports: Record<string, string> }>('shared/sdk-api.json').exports;
const sdkVersion = parseVersion(readJson<{ version: string }>('shared/package.json').version);

/** The lowest SDK version an app's sources need: the newest export they use. */
function versionNeededBy(app: string): { version: Version; by: string } {
  let needed: { version: Version; by: string } = { version: [1, 0, 0], by: '(nothing)' };
  for (const file of sourceFiles(join(ROOT, app, 'src'))) {
    for (const name of valueImports(readFileSync(file, 'utf8'), '@palpite/shared')) {
      const since = surface[name];
      if (since && compareVersions(parseVersion(since), needed.version) > 0) needed = { version: parseVersion(since), by: `${name} (${relative(ROOT, file)})` };
    }
  }
  return needed;
}

describe('SDK versions', () => {
  it('records every run-time export with the version that introduced it, and nothing else', () => {
    const exported = Object.keys(sdk).sort();
    expect(
      exported.filter((name) => !(name in surface)),
      'new exports: add them to shared/sdk-api.json with a minor bump',
    ).toEqual([]);
    expect(
      Object.keys(surface).filter((name) => !exported.includes(name)),
      'removed exports: a major bump, and take them out of shared/sdk-api.json',
    ).toEqual([]);
  });

  it('is at least the newest version recorded, within the same major', () => {
    const newest = Object.values(surface).map(parseVersion).sort(compareVersions).at(-1)!;
    expect(compareVersions(sdkVersion, newest)).toBeGreaterThanOrEqual(0);
    expect(sdkVersion[0]).toBe(newest[0]);
  });

  it.each(APPS)('%s declares an SDK range that covers every export it uses', (app) => {
    const range = readJson<{ dependencies: Record<string, string> }>(`${app}/package.json`).dependencies['@palpite/shared'] ?? '';
    const floor = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1];
    expect(floor, `${app}: @palpite/shared must be a caret range`).toBeDefined();
    const needed = versionNeededBy(app);
    expect(compareVersions(parseVersion(floor!), needed.version), `${app} uses ${needed.by}, introduced in ${needed.version.join('.')}`).toBeGreaterThanOrEqual(
      0,
    );
    expect(compareVersions(parseVersion(floor!), sdkVersion), `${app} asks for more than this SDK`).toBeLessThanOrEqual(0);
  });
});
