/**
 * The platform's one jotai store. Every app (host and remotes) reads and writes shared state
 * through it; code outside React (the API client, the realtime connection) uses `palpiteStore`
 * directly with `get`/`set`.
 */
import { createStore } from 'jotai/vanilla';
import { runtimeDiagnostics } from '../runtime/diagnostics.ts';

runtimeDiagnostics().sdkInstances += 1;

export const palpiteStore = createStore();

export type PalpiteStore = typeof palpiteStore;
