/**
 * Loads remotes through the Module Federation runtime from the releases the registry names.
 * A failed load is forgotten so that "retry" really tries again.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@palpite/shared';
import type { RegistryDocument } from './registry.ts';

const loads = new Map<RemoteName, Promise<RemoteModule>>();
let registry: RegistryDocument = { revision: 0, remotes: {} };

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

export function applyRegistry(document: RegistryDocument): void {
  registry = document;
  loads.clear();
  register(Object.keys(document.remotes) as RemoteName[]);
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

async function load(name: RemoteName): Promise<RemoteModule> {
  if (!registry.remotes[name]) throw new RemoteUnavailableError(name, new Error('no active release'));
  try {
    const module = await loadRemote<{ default: RemoteModule }>(`${name}/remote`);
    if (!module?.default?.pages) throw new Error('remote module has no pages');
    return module.default;
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
}

/** The remote's module; the same promise for every caller until it fails. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loads.get(name);
  if (!pending) {
    pending = load(name);
    loads.set(name, pending);
    pending.catch(() => undefined);
  }
  return pending;
}

/** Forget a failed load and re-register the remote so the MF runtime fetches it afresh. */
export function resetRemote(name: RemoteName): void {
  loads.delete(name);
  register([name]);
}
