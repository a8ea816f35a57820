/**
 * Run-time proof that the platform is wired as one app: how many SDK copies started, which
 * React and jotai store each remote rendered with. A remote that bundles its own copy of React,
 * jotai or the SDK shows up here as a second entry (and breaks auth state silently otherwise).
 */
export interface RuntimeDiagnostics {
  sdkInstances: number;
  reactInstances: Set<object>;
  stores: Set<object>;
  remotesRendered: Set<string>;
}

declare global {
  var __PALPITE_RUNTIME__: RuntimeDiagnostics | undefined;
}

export function runtimeDiagnostics(): RuntimeDiagnostics {
  globalThis.__PALPITE_RUNTIME__ ??= { sdkInstances: 0, reactInstances: new Set(), stores: new Set(), remotesRendered: new Set() };
  return globalThis.__PALPITE_RUNTIME__;
}

export function recordRender(remote: string, react: object, store: object): void {
  const diagnostics = runtimeDiagnostics();
  diagnostics.remotesRendered.add(remote);
  diagnostics.reactInstances.add(react);
  diagnostics.stores.add(store);
}
