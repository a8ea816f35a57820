/**
 * Loads remotes through the Module Federation runtime from the releases the registry names.
 * A failed load is forgotten once its slot has shown the failure, so that "retry" and a
 * navigation really try again; that next attempt re-reads the registry first, which may name
 * another release of the remote by then (ops rolled the broken one back).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteModule, type RemoteName } from '@palpite/shared';
import { remoteChunkGlobal } from '@palpite/shared/build/remote-chunk-global';
import { loadRegistry, type LoadedRegistry, type RegistryDocument } from './registry.ts';

interface Load {
  promise: Promise<RemoteModule>;
  failed: boolean;
}

const loads = new Map<RemoteName, Load>();
let registry: RegistryDocument = { revision: 0, remotes: {} };
/** Remotes whose entry (or lack of one) a live registry answer gave, not a stored copy or nothing. */
const fromLiveRegistry = new Set<RemoteName>();
/** Remotes whose last load failed: the next load re-registers them, re-reading the registry if needed. */
const failedBefore = new Set<RemoteName>();
/** The entry each remote's module was loaded from: the release the page runs. */
const loadedEntries = new Map<RemoteName, string>();
/** One registry request for every slot retrying at the same time. */
let refreshing: Promise<LoadedRegistry> | null = null;
/** Told when a remote's module has loaded: a slot that showed its failure can render it now. */
const loadedListeners = new Set<(name: RemoteName) => void>();

/** Calls `listener` with each remote whose module loads from now on; answers the unsubscribe. */
export function onRemoteLoaded(listener: (name: RemoteName) => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

function absolute(entry: string): string {
  return new URL(entry, location.href).href;
}

function register(names: readonly RemoteName[]): void {
  const remotes = names.flatMap((name) => {
    const release = registry.remotes[name];
    return release ? [{ name, entry: absolute(release.entry) }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

export function applyRegistry(loaded: LoadedRegistry): void {
  // A copy: a retry replaces one remote's entry in it.
  registry = { revision: loaded.document.revision, remotes: { ...loaded.document.remotes } };
  fromLiveRegistry.clear();
  if (loaded.source === 'live') for (const name of REMOTE_NAMES) fromLiveRegistry.add(name);
  failedBefore.clear();
  loads.clear();
  loadedEntries.clear();
  register(Object.keys(registry.remotes) as RemoteName[]);
}

export function activeRelease(name: RemoteName) {
  return registry.remotes[name];
}

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause?: unknown) {
    super(`remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/**
 * Takes this remote's entry from a fresh registry answer. Only this remote's: the others keep
 * the release the page started with (a new release applies on the next page load).
 */
function readRegistryOnce(): Promise<LoadedRegistry> {
  refreshing ??= loadRegistry().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshRelease(name: RemoteName): Promise<void> {
  const loaded = await readRegistryOnce();
  // Still unreachable: keep what the page has, a stored release may still load.
  if (loaded.source !== 'live') return;
  const release = loaded.document.remotes[name];
  if (release) registry.remotes[name] = release;
  else delete registry.remotes[name];
  fromLiveRegistry.add(name);
}

async function load(name: RemoteName): Promise<RemoteModule> {
  if (failedBefore.has(name)) {
    // Whatever the page started from, the registry may name another release now: the one ops rolled
    // back to after this one broke. One small no-cache read per retry, and the player is back.
    await refreshRelease(name);
    // The chunks the failed release installed would be taken as the next one's (same chunk ids):
    // a module of the broken release would run again inside the release rolled back to.
    delete (globalThis as Record<string, unknown>)[remoteChunkGlobal(name)];
    // The MF runtime keeps a failed container load: registering again makes it fetch afresh.
    register([name]);
  } else if (!registry.remotes[name] && !fromLiveRegistry.has(name)) {
    // The page started without the registry (it did not answer in time, no stored copy): ask again
    // before calling the section unavailable; a slow first answer is likely to come now.
    await refreshRelease(name);
    register([name]);
  }
  const release = registry.remotes[name];
  if (!release) throw new RemoteUnavailableError(name, new Error('no active release'));
  try {
    const module = await loadRemote<{ default: RemoteModule }>(`${name}/remote`);
    if (!module?.default?.pages) throw new Error('remote module has no pages');
    loadedEntries.set(name, release.entry);
    return module.default;
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
}

/** The remote's module; the same promise for every caller until a failure is reset. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const current = loads.get(name);
  if (current) return current.promise;
  const started: Load = { promise: load(name), failed: false };
  loads.set(name, started);
  started.promise.then(
    () => {
      failedBefore.delete(name);
      for (const listener of [...loadedListeners]) listener(name);
    },
    () => {
      started.failed = true;
      failedBefore.add(name);
    },
  );
  return started.promise;
}

/**
 * Forgets a failed load, so that the next render of the remote (a retry, a navigation) loads it
 * again. Called once the failure has been shown, never during a render: a render that got a new
 * promise after each rejection would retry in a loop. A load that succeeded is kept: its module
 * is running in other slots.
 */
export function resetRemote(name: RemoteName): void {
  if (loads.get(name)?.failed) loads.delete(name);
}

/**
 * Whether the registry now names another release of a remote whose module loaded but one of whose
 * pages failed (ops rolled the broken release back). That release cannot be swapped in under the
 * page (the loaded one runs in other slots, its state with it): only a new page load brings it.
 * False when the registry cannot tell (unreachable) or names the release the page runs.
 */
export async function releaseMovedOn(name: RemoteName): Promise<boolean> {
  const runningEntry = loadedEntries.get(name);
  if (runningEntry === undefined) return false;
  const loaded = await readRegistryOnce();
  if (loaded.source !== 'live') return false;
  return loaded.document.remotes[name]?.entry !== runningEntry;
}
