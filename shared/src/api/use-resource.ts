import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `refreshing`: a reload is running and the data shown may be a moment old. */
  | { status: 'ready'; data: T; refreshing: boolean };

/**
 * Server data for a component: loads on mount and whenever `key` changes (say, the language or a
 * filter: the skeleton shows again rather than the other key's data), `reload()` after a mutation
 * changed it (the data stays on screen while it refreshes; a failure shows), `refresh()` the same
 * for a background refresh (a realtime event asked: a failure keeps the data shown, since it must
 * not wipe a page that was fine), `setData` applies a realtime change. Answers of an older load that come back late are
 * ignored.
 */
export function useResource<T>(
  load: () => Promise<T>,
  key = '',
): ResourceState<T> & { reload: () => void; refresh: () => void; setData: (change: (data: T) => T) => void } {
  const [state, setState] = useState<ResourceState<T> & { key: string }>({ status: 'loading', key });
  const [generation, setGeneration] = useState(0);
  // Quiet only if every read asked since the last one ended was a background refresh: a reload the
  // player asked for is not silenced by a refresh that followed it.
  const quiet = useRef(true);
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    run().then(
      (data) => {
        if (!current) return;
        quiet.current = true;
        setState({ status: 'ready', data, refreshing: false, key });
      },
      (error: unknown) => {
        if (!current) return;
        const keep = quiet.current;
        quiet.current = true;
        setState((previous) =>
          keep && previous.status === 'ready' && previous.key === key ? { ...previous, refreshing: false } : { status: 'error', error, key },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [generation, key]);

  const readAgain = useCallback((keepOnFailure: boolean) => {
    quiet.current &&= keepOnFailure;
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading', key: previous.key }));
    setGeneration((count) => count + 1);
  }, []);
  const reload = useCallback(() => readAgain(false), [readAgain]);
  const refresh = useCallback(() => readAgain(true), [readAgain]);

  const setData = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, data: change(previous.data) } : previous));
  }, []);

  const shown: ResourceState<T> = state.key === key ? state : { status: 'loading' };
  return { ...shown, reload, refresh, setData };
}
