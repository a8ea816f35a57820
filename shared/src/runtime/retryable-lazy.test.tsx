import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetFailedLoads, retryableLazy } from './retryable-lazy.tsx';

/** Shows a retry button after an error (forgetting the failed loads, as the host's boundary does); pressing it renders the children again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    forgetFailedLoads();
  }
  override render() {
    return this.state.failed ? <button onClick={() => this.setState({ failed: false })}>Retry</button> : this.props.children;
  }
}

describe('retryableLazy', () => {
  it('loads again on the retry after a failed load, where React.lazy kept the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let networkBack = false;
    const load = vi.fn(async () => {
      if (!networkBack) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: ({ name }: { name: string }) => <p>Page of {name}</p> };
    });
    const Page = retryableLazy(load);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page name="casino" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    networkBack = true;
    await act(async () => retry.click());
    expect(await screen.findByText('Page of casino')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('loads once when the first load succeeds, however often it renders', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Loaded</p> }));
    const Page = retryableLazy(load);
    const { rerender } = render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    await screen.findByText('Loaded');
    rerender(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
