import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Restarts of the loads that failed, waiting for forgetFailedLoads(). */
const failedLoads = new Set<() => void>();

/**
 * Like React.lazy, but a failed load can be tried again: React.lazy settles once, so a page whose
 * chunk did not download failed again on every retry without asking the network, and only a
 * reload brought it back. After forgetFailedLoads() the next render loads it anew.
 */
export function retryableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  let current: LazyExoticComponent<ComponentType<Props>>;
  const start = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(start);
        throw error;
      }),
    );
  };
  start();
  function Retryable(props: Props) {
    const Current = current;
    return <Current {...props} />;
  }
  return Retryable;
}

/**
 * Lets every failed load run again on its next render. For an error boundary's commit phase, once
 * the failure is shown (as the host's does), never during a render: a render that started a new
 * load after each failure would retry in a loop without ever showing it.
 */
export function forgetFailedLoads(): void {
  const restarts = [...failedLoads];
  failedLoads.clear();
  for (const restart of restarts) restart();
}
