/**
 * The version a build folder is published as. A build carries its version twice: in
 * mf-manifest.json (`metaData.buildInfo.buildVersion`) and in its code (`__APP_VERSION__`, which the
 * remote reports to the host), both fixed when it was built (MF_BUILD_VERSION, else package.json).
 * Publishing it under another version would make a release whose folder, manifest and code
 * disagree, and rewriting the manifest would still leave the code saying the old one: a folder is
 * published as the version it was built as, and a --version that says otherwise is refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFEST_FILE = 'mf-manifest.json';

/** The version a build folder was built as, or null when its manifest does not say (or it has none: the registry refuses that). */
export function builtVersion(dir: string): string | null {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    // Not JSON: the registry says what is wrong with it.
    return null;
  }
}

export type VersionChoice = { ok: true; version: string } | { ok: false; message: string };

/**
 * The version to publish a built folder as: the one asked for (`--version`), which must be the one
 * it was built as; without one, the built one; `fallback` (package.json) when the build does not say.
 */
export function versionOfBuild(options: { remote: string; dir: string; requested: string | undefined; fallback: string }): VersionChoice {
  const built = builtVersion(options.dir);
  if (built === null) return { ok: true, version: options.requested ?? options.fallback };
  if (options.requested === undefined || options.requested === built) return { ok: true, version: built };
  return {
    ok: false,
    message: [
      `${options.dir} was built as ${options.remote} ${built} (its ${MANIFEST_FILE} and code say so), not ${options.requested}: nothing was published.`,
      `Publish it as built (leave out --version), or build it as ${options.requested}: npm run remote -- publish ${options.remote} --version ${options.requested}`,
      `(or MF_BUILD_VERSION=${options.requested} where it is built elsewhere).`,
    ].join(' '),
  };
}
