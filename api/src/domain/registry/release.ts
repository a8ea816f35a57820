/** Rules for release names and files, shared by the publish endpoint and the CLI. */
export const REMOTE_IDS = ['casino', 'sports', 'account', 'wallet'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

export function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}

/** `remote-casino` and `casino` both name the casino remote. */
export function normaliseRemoteId(value: string): RemoteId | null {
  const id = value.startsWith('remote-') ? value.slice('remote-'.length) : value;
  return isRemoteId(id) ? id : null;
}

const NUMBER = String.raw`(?:0|[1-9]\d*)`;
/** Digits without a leading zero, or any run holding a letter or a hyphen (semver 2.0.0 §9). */
const PRE_RELEASE_IDENTIFIER = String.raw`(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)`;
/** Any run of letters, digits and hyphens: leading zeros allowed (§10). */
const BUILD_IDENTIFIER = String.raw`[0-9A-Za-z-]+`;

/**
 * Semantic version 2.0.0, optionally with pre-release (`-rc.1`) or build (`+build.5`) tags; safe as
 * a folder name and as a URL path segment (`+` stands for itself in a path, unlike in a query
 * string), and short enough for a folder (64 characters: the staging folder adds the remote's name
 * to it). A release is named by its exact text: `1.0.0+build.5` and `1.0.0+build.6` are two releases.
 */
export const VERSION_PATTERN = new RegExp(
  String.raw`^(?=.{5,64}$)${NUMBER}\.${NUMBER}\.${NUMBER}` +
    String.raw`(?:-${PRE_RELEASE_IDENTIFIER}(?:\.${PRE_RELEASE_IDENTIFIER})*)?(?:\+${BUILD_IDENTIFIER}(?:\.${BUILD_IDENTIFIER})*)?$`,
);

/** A relative path inside a release: no absolute paths, no `..`, no odd characters. */
export function isSafeReleasePath(path: string): boolean {
  if (path.length === 0 || path.length > 200 || path.startsWith('/')) return false;
  return path.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(segment) && segment !== '..');
}

export const MANIFEST_FILE = 'mf-manifest.json';
/** The container script the host loads: the page fetches it directly, without the manifest first. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Two paths of one release that cannot both be written: the same path twice, or a file whose
 * path another file uses as a folder (`a` and `a/b`). Null when every path has its own place.
 */
export function findPathConflict(paths: readonly string[]): [string, string] | null {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) return [path, path];
    seen.add(path);
  }
  for (const path of paths) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/');
      if (seen.has(folder)) return [folder, path];
    }
  }
  return null;
}
