import { lazy, useRef, type ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOATING_BOTTOM_SPACE, type RemoteModule } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { shellLocales } from '../../locales.ts';
import { useDocumentTitle } from '../shell/hooks/useDocumentTitle.ts';
import { RemotePage } from './RemotePage.tsx';
import { RemoteWidget } from './RemoteWidget.tsx';
import { applyRegistry } from './remote-loader.ts';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// Test files share a worker: the next file must get the real runtime.
afterAll(() => {
  vi.doUnmock('@module-federation/enhanced/runtime');
});

const casinoModule: RemoteModule = {
  name: 'casino',
  version: '1.2.0',
  pages: {
    home: lazy(async () => ({ default: () => <p>casino home</p> })),
    slots: lazy(async () => ({ default: () => <p>casino slots</p> })),
  },
  widgets: { betSlip: lazy(async () => ({ default: () => <p>the slip</p> })) },
};

/** Rendered inside an awaited act(): React 19 only renders a component suspended on `use` there. */
async function renderPage(page: string): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = await renderWithPlatform(<RemotePage remote="casino" page={page} pageProps={{}} />);
  });
  return result!;
}

describe('RemotePage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino: { version: '1.2.0', entry: '/mfe/casino/1.2.0/remoteEntry.js' } } } });
    // The remote's server is down for the first load only.
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptLoadError')).mockResolvedValue({ default: casinoModule });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(loadRemote).mockReset();
  });

  it('loads a failed remote again when the player goes to another of its pages', async () => {
    const { rerender } = await renderPage('home');
    expect(await screen.findByTestId('remote-unavailable-casino')).toBeInTheDocument();

    await act(async () => rerender(<RemotePage remote="casino" page="slots" pageProps={{}} />));
    expect(await screen.findByText('casino slots')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows a failed widget once the page’s retry has loaded its remote, its panel floating and naming it', async () => {
    await act(async () => {
      await renderWithPlatform(
        <>
          <RemotePage remote="casino" page="home" pageProps={{}} />
          <RemoteWidget remote="casino" slot="betSlip" />
        </>,
        { namespaces: { shell: shellLocales } },
      );
    });
    expect(await screen.findAllByTestId('remote-unavailable-casino')).toHaveLength(2);
    expect(screen.getByText('The bet slip is unavailable right now')).toBeInTheDocument();
    const [pageRetry] = screen.getAllByRole('button', { name: 'Try again' });
    await act(async () => userEvent.setup().click(pageRetry!));
    expect(await screen.findByText('casino home')).toBeInTheDocument();
    expect(await screen.findByText('the slip')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-unavailable-casino')).toBeNull();
  });

  it('reloads the page on retry when a page of the loaded release failed and ops have since rolled it back', async () => {
    vi.mocked(loadRemote)
      .mockReset()
      .mockResolvedValue({
        default: { ...casinoModule, pages: { home: lazy(async () => Promise.reject(new Error('page chunk threw at import'))) } },
      });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, href: location.href, reload });
    const rolledBack = { version: '1.1.0', entry: '/mfe/casino/1.1.0/remoteEntry.js' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ revision: 2, remotes: { casino: rolledBack } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    try {
      await renderPage('home');
      const retry = await screen.findByRole('button', { name: 'Try again' });
      await act(async () => userEvent.setup().click(retry));
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads a failed remote again on retry', async () => {
    await renderPage('home');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => userEvent.setup().click(retry));
    expect(await screen.findByText('casino home')).toBeInTheDocument();
  });
});

/** The page's <main> as the shell renders it: titled by its h1. */
function ShellMain({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(main, 'Palpite');
  return (
    <main ref={main} id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

const lobbyModule: RemoteModule = {
  ...casinoModule,
  pages: { home: lazy(async () => ({ default: () => <h1>Casino lobby</h1> })) },
};

describe('the unavailable panel in a page’s slot', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino: { version: '1.2.0', entry: '/mfe/casino/1.2.0/remoteEntry.js' } } } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(loadRemote).mockReset();
    document.title = '';
  });

  async function renderInMain() {
    await act(async () => {
      await renderWithPlatform(
        <ShellMain>
          <RemotePage remote="casino" page="home" pageProps={{}} />
        </ShellMain>,
      );
    });
  }

  it('is the page: its h1 names it and titles the tab', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('ScriptLoadError'));
    await renderInMain();
    expect(await screen.findByRole('heading', { level: 1, name: 'This section is unavailable right now' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('This section is unavailable right now · Palpite'));
  });

  it('after Retry hands the focus to the page that loaded, its heading, never to <body>', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptLoadError')).mockResolvedValue({ default: lobbyModule });
    await renderInMain();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => userEvent.setup().click(retry));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Casino lobby' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('failing again after Retry, gives the focus back to its heading', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('ScriptLoadError'));
    await renderInMain();
    await act(async () => userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' })));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'This section is unavailable right now' })));
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('the floating unavailable panel of a widget', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyRegistry({ source: 'live', document: { revision: 1, remotes: { casino: { version: '1.2.0', entry: '/mfe/casino/1.2.0/remoteEntry.js' } } } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(loadRemote).mockReset();
  });

  it('keeps the page’s focused controls clear of it while shown (the page panel’s Retry, at 375 px or 200 % zoom)', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptLoadError')).mockResolvedValue({ default: casinoModule });
    // The panel's top, 180 px above the window's bottom.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, window.innerHeight - 180, 300, 150));
    await act(async () => {
      await renderWithPlatform(<RemoteWidget remote="casino" slot="betSlip" />, { namespaces: { shell: shellLocales } });
    });
    const panel = await screen.findByTestId('remote-unavailable-casino');
    expect(within(panel).getByRole('heading', { level: 2, name: 'The bet slip is unavailable right now' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue(FLOATING_BOTTOM_SPACE)).toBe('188px');

    await act(async () => userEvent.setup().click(within(panel).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('the slip')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue(FLOATING_BOTTOM_SPACE)).toBe('');
  });
});
