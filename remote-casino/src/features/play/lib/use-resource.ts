import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `refreshing`: a reload is running and the data shown may be a moment old. */
  | { status: 'ready'; data: T; refreshing: boolean };

/**
 * Server data for a component: loads on mount, `reload()` after a mutation changed it (the data
 * stays on screen while it refreshes; a failed first load goes back to the skeleton). Answers of
 * an older load that come back late are ignored.
 *
 * SDK candidate: the wallet remote has the same hook (remote-wallet/src/lib/use-resource.ts).
 */
export function useResource<T>(load: () => Promise<T>): ResourceState<T> & { reload: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    run().then(
      (data) => {
        if (current) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));
    setGeneration((count) => count + 1);
  }, []);

  return { ...state, reload };
}
