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

/** Semantic version, optionally with pre-release or build tags; safe as a folder name. */
export const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

/** A relative path inside a release: no absolute paths, no `..`, no odd characters. */
export function isSafeReleasePath(path: string): boolean {
  if (path.length === 0 || path.length > 200 || path.startsWith('/')) return false;
  return path.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(segment) && segment !== '..');
}

export const MANIFEST_FILE = 'mf-manifest.json';
/** The container script the host loads: the page fetches it directly, without the manifest first. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
