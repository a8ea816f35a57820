import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dockedPanelWidthAtom, eventBus, modeAtom, palpiteStore, ROUTES, type RouteDefinition } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { PHONE_QUERY } from './hooks/useMediaQuery.ts';
import { CaptureNavigate, logIn, resetShellState, router } from './test-fixtures.tsx';
import { Shell } from './Shell.tsx';

const route = (id: string): RouteDefinition => ROUTES.find((candidate) => candidate.id === id)!;

/** Pretends the window matches `queries` (happy-dom has no layout of its own). */
function viewport(...queries: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: queries.includes(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

async function renderShell(routeId = 'home', onLogout = vi.fn()) {
  await renderWithPlatform(
    <Shell route={route(routeId)} onLogout={onLogout}>
      <h1>Page</h1>
      <CaptureNavigate />
    </Shell>,
    { namespaces: { shell: shellLocales } },
  );
  return { user: userEvent.setup(), onLogout };
}

beforeEach(() => viewport());
afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

describe('Shell title', () => {
  it('titles the tab after the page’s h1, and follows it when the page changes it', async () => {
    function Page({ title }: { title: string }) {
      return <h1>{title}</h1>;
    }
    const { rerender } = await renderWithPlatform(
      <Shell route={route('home')} onLogout={vi.fn()}>
        <Page title="Cassino" />
      </Shell>,
      { namespaces: { shell: shellLocales } },
    );
    expect(document.title).toBe('Cassino · Palpite');
    rerender(
      <Shell route={route('home')} onLogout={vi.fn()}>
        <Page title="Depósito" />
      </Shell>,
    );
    await waitFor(() => expect(document.title).toBe('Depósito · Palpite'));
  });
});

describe('Shell landmarks', () => {
  it('frames the page with a banner, labelled navigation, main and footer, and a skip link', async () => {
    const { user } = await renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Legal information' })).toBeInTheDocument();

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lists the legal links and payment methods in the footer', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    for (const href of ['/terms', '/privacy', '/about', '/responsible-gambling', '/bonusterm']) {
      expect(
        within(footer)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(href);
    }
    const payments = within(footer).getByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pix', 'Card', 'Crypto', 'Bank transfer', 'Papara', 'Payfix', 'Pep', 'Mefete']);
    expect(within(footer).getByRole('img', { name: 'Adults only, 18 and over' })).toHaveTextContent('18+');
  });

  it('offers a skip link to the bet slip in Sports mode only, which asks the slip to open', async () => {
    const { user } = await renderShell();
    expect(screen.queryByRole('link', { name: 'Skip to bet slip' })).not.toBeInTheDocument();
    act(() => palpiteStore.set(modeAtom, 'Sports'));
    const opened = vi.fn();
    const off = eventBus.on('open-bet-slip', opened);
    await user.click(screen.getByRole('link', { name: 'Skip to bet slip' }));
    expect(opened).toHaveBeenCalledOnce();
    off();
  });

  it('takes the keyboard to the bet slip’s unavailable panel when the slip could not load (nobody answers the event)', async () => {
    const { user } = await renderShell();
    act(() => palpiteStore.set(modeAtom, 'Sports'));
    const panel = document.body.appendChild(document.createElement('div'));
    panel.dataset.slot = 'betSlip';
    const retry = panel.appendChild(document.createElement('button'));
    retry.textContent = 'Try again';
    const skip = screen.getByRole('link', { name: 'Skip to bet slip' });
    skip.focus();
    await user.keyboard('{Enter}');
    expect(retry).toHaveFocus();
    panel.remove();
  });

  it('adds the sports footer in Sports mode only', async () => {
    await renderShell();
    expect(screen.queryByRole('navigation', { name: 'Sports betting links' })).not.toBeInTheDocument();
    act(() => palpiteStore.set(modeAtom, 'Sports'));
    expect(screen.getByRole('navigation', { name: 'Sports betting links' })).toBeInTheDocument();
  });

  it('keeps the page and its footers clear of a panel docked at the right edge', async () => {
    await renderShell();
    const column = screen.getByRole('main').parentElement!;
    expect(column.style.paddingInlineEnd).toBe('');
    act(() => palpiteStore.set(dockedPanelWidthAtom, 364));
    expect(column).toHaveStyle({ paddingInlineEnd: '364px' });
    expect(column).toContainElement(screen.getByRole('contentinfo'));
    act(() => palpiteStore.set(dockedPanelWidthAtom, 0));
    expect(column.style.paddingInlineEnd).toBe('');
  });

  it('hides the navbar, sidebar and bottom bar on an always-hidden route', async () => {
    await renderShell('gameDetails');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });

  it('passes logout through for players', async () => {
    logIn();
    const { user, onLogout } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('Shell drawer on phones', () => {
  beforeEach(() => viewport(PHONE_QUERY));

  async function openDrawer() {
    const rendered = await renderShell();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await rendered.user.click(opener);
    return { ...rendered, opener, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
  }

  it('opens the mobile sidebar as a modal drawer', async () => {
    const { drawer, opener } = await openDrawer();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Search games' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a route change', async () => {
    await openDrawer();
    act(() => {
      void router.navigate?.('/slot');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, drawer } = await openDrawer();
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens from the bottom bar too', async () => {
    const { user } = await renderShell();
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    await user.click(within(bottomBar).getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
