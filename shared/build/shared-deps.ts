/**
 * The one table of Module Federation singletons. Host and every remote build with it, so a
 * remote can never bundle its own React, router, jotai store, i18next or SDK by accident.
 *
 * Deep entry points are listed on their own: sharing `react` does not share `react/jsx-runtime`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Share key → the package that provides its version. */
export const SHARED_SINGLETONS: Readonly<Record<string, string>> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  jotai: 'jotai',
  'jotai/vanilla': 'jotai',
  'jotai/react': 'jotai',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  ably: 'ably',
  ky: 'ky',
  '@palpite/shared': '@palpite/shared',
};

/**
 * Share keys provided by a module of ours instead of the package itself: only the exports the
 * platform uses, so the bundler can drop the rest of the package.
 */
const PROVIDED_BY: Readonly<Record<string, string>> = {
  'react-router-dom': fileURLToPath(new URL('./react-router-dom.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./react-i18next.js', import.meta.url)),
};

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
}

function installedVersion(fromDir: string, packageName: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(packageName));
  for (;;) {
    try {
      const manifest = readJson(join(dir, 'package.json')) as PackageJson & { name?: string };
      if (manifest.name === packageName) return manifest.version;
    } catch {
      // keep walking up: entry files often sit in dist/ or cjs/
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${packageName}`);
    dir = parent;
  }
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
  eager: false;
  import?: string;
}

/**
 * Builds the `shared` option for one app. `requiredVersion` is the range the app's own
 * package.json declares, so the registry can check a release against the host before activation.
 */
export function sharedFor(appDir: string): Record<string, SharedEntry> {
  const app = readJson(join(appDir, 'package.json'));
  const ranges = { ...app.peerDependencies, ...app.dependencies };
  const shared: Record<string, SharedEntry> = {};
  for (const [shareKey, packageName] of Object.entries(SHARED_SINGLETONS)) {
    const version = installedVersion(appDir, packageName);
    shared[shareKey] = {
      singleton: true,
      requiredVersion: ranges[packageName] ?? `^${version}`,
      version,
      strictVersion: false,
      eager: false,
      ...(PROVIDED_BY[shareKey] ? { import: PROVIDED_BY[shareKey] } : {}),
    };
  }
  return shared;
}
