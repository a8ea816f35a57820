/**
 * The remote registry document: which release of each remote is active. Read at start-up
 * (`no-cache`, so a rollback applies on the next page load); the last good copy is kept so the
 * site still starts when the registry cannot be reached.
 */
import { apiBaseUrl, REMOTE_NAMES, type RemoteName } from '@palpite/shared';

export interface ActiveRelease {
  version: string;
  /** URL of the release's remoteEntry.js, absolute or relative to the page. */
  entry: string;
}

export interface RegistryDocument {
  revision: number;
  remotes: Partial<Record<RemoteName, ActiveRelease>>;
}

export const LAST_KNOWN_GOOD_KEY = 'palpite.registry.lastKnownGood';

export function parseRegistryDocument(value: unknown): RegistryDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const { revision, remotes } = value as { revision?: unknown; remotes?: unknown };
  if (typeof revision !== 'number' || typeof remotes !== 'object' || remotes === null) return null;
  const parsed: RegistryDocument = { revision, remotes: {} };
  for (const name of REMOTE_NAMES) {
    const release = (remotes as Record<string, unknown>)[name] as Partial<ActiveRelease> | undefined;
    // The runtime loads container scripts only (no manifest snapshots): a stored copy from before that is unusable.
    if (release && typeof release.version === 'string' && typeof release.entry === 'string' && release.entry.endsWith('.js')) {
      parsed.remotes[name] = { version: release.version, entry: release.entry };
    }
  }
  return parsed;
}

function readLastKnownGood(): RegistryDocument | null {
  try {
    const stored = localStorage.getItem(LAST_KNOWN_GOOD_KEY);
    return stored ? parseRegistryDocument(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

function saveLastKnownGood(document: RegistryDocument): void {
  try {
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(document));
  } catch {
    // storage refused: the next start simply has no fallback copy
  }
}

export type RegistrySource = 'live' | 'last-known-good' | 'none';

export interface LoadedRegistry {
  document: RegistryDocument;
  source: RegistrySource;
}

/**
 * How long the registry may take before the site starts without it: the shell renders nothing
 * until the registry is read, so a hanging request would leave the page blank.
 */
export const REGISTRY_TIMEOUT_MS = 3_000;

async function fetchLive(fetchImpl: typeof fetch, signal: AbortSignal): Promise<RegistryDocument> {
  const response = await fetchImpl(`${apiBaseUrl()}/registry`, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`registry answered ${response.status}`);
  const document = parseRegistryDocument(await response.json());
  if (!document) throw new Error('registry document is malformed');
  return document;
}

/**
 * Fetches the registry; falls back to the last good copy, then to an empty registry, when it
 * fails or takes longer than `timeoutMs`.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<LoadedRegistry> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: the answer's body, or a fetch that ignores the signal, may still hang.
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`registry did not answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const document = await Promise.race([fetchLive(fetchImpl, controller.signal), timedOut]);
    saveLastKnownGood(document);
    return { document, source: 'live' };
  } catch (error) {
    const fallback = readLastKnownGood();
    console.warn(fallback ? 'Remote registry unreachable; using the last known good copy' : 'Remote registry unreachable', error);
    return fallback ? { document: fallback, source: 'last-known-good' } : { document: { revision: 0, remotes: {} }, source: 'none' };
  } finally {
    clearTimeout(timer);
  }
}
