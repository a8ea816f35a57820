/**
 * The live tables kept current on this page (by the stage's `useLiveTable`), by id: the game page's
 * info panel shows the same rounds without reading or polling the table a second time.
 */
import { useSyncExternalStore } from 'react';
import type { LiveTable } from '../api/types.ts';

const tables = new Map<string, LiveTable>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** `table` as it is now; the last one shared wins (a page joins each table once). */
export function shareLiveTable(table: LiveTable): void {
  tables.set(table.id, table);
  changed();
}

/** The table is no longer kept current here (its stage left): readers go back to their own read. */
export function stopSharingLiveTable(id: string): void {
  if (tables.delete(id)) changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The table `id` as the page keeps it current, or null when nothing on the page does. */
export function useSharedLiveTable(id: string): LiveTable | null {
  return useSyncExternalStore(
    subscribe,
    () => tables.get(id) ?? null,
    () => null,
  );
}
