import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TabNav } from '@palpite/shared';
import { useRouteChangeFocus } from './useRouteChangeFocus.ts';

/** How long a page's code takes to arrive the first time it is shown (a lazy remote). */
const PAGE_DELAY_MS = 60;

const WALLET_TABS = [
  { to: '/wallet', label: 'Deposit' },
  { to: '/wallet/withdraw', label: 'Withdraw' },
  { to: '/wallet/history', label: 'History' },
];

function lazyPage(Page: ComponentType) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, PAGE_DELAY_MS));
    return { default: Page };
  });
}

/** A wallet page as the remote renders it: the tabs come with each page, so they remount on every tab. */
function walletPage(title: string) {
  return lazyPage(() => (
    <section>
      <h1>{title}</h1>
      <TabNav label="Wallet tabs" links={WALLET_TABS} />
      <Link to="/account">Confirm my email</Link>
    </section>
  ));
}

function AccountContent() {
  return (
    <section>
      <h1>My account</h1>
      <Link to="/wallet/withdraw">Back to where you were</Link>
    </section>
  );
}

/**
 * Like the host's RouteElement (keyed by route) around a RemotePage: each route has its own
 * Suspense, so the old page goes at once and the new one shows its placeholder until its code arrives.
 */
function page(Page: ComponentType, key?: string) {
  return (
    <Suspense key={key} fallback={<div aria-busy="true">Loading…</div>}>
      <Page />
    </Suspense>
  );
}

function Layout() {
  useRouteChangeFocus();
  return (
    <>
      <nav aria-label="Sidebar">
        <Link to="/wallet">Wallet</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** `keyed: false` shares one Suspense between the pages: the router's transition then keeps the old page until the new one is ready. */
function renderApp({ keyed = true } = {}) {
  const key = (path: string) => (keyed ? path : undefined);
  // Made anew for each test: every page's code is slow to arrive the first time it is shown.
  const DepositPage = walletPage('Deposit page');
  const WithdrawPage = walletPage('Withdraw page');
  const HistoryPage = walletPage('History page');
  const AccountPage = lazyPage(AccountContent);
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/start" element={<Navigate to="/wallet" replace />} />
          <Route path="/wallet" element={page(DepositPage, key('/wallet'))} />
          <Route path="/wallet/withdraw" element={page(WithdrawPage, key('/wallet/withdraw'))} />
          <Route path="/wallet/history" element={page(HistoryPage, key('/wallet/history'))} />
          <Route path="/account" element={page(AccountPage, key('/account'))} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const focusIsLost = () => document.activeElement === document.body || !document.activeElement?.isConnected;

describe('the focus across navigations (WCAG 2.4.3)', () => {
  it('follows a tab or an in-page link to the new page once its lazy code has rendered it, and never moves on the first load', async () => {
    const user = userEvent.setup();
    renderApp();
    // The first load (and its redirect) leaves the focus where the browser puts it.
    await screen.findByRole('heading', { name: 'Deposit page' });
    expect(document.activeElement).toBe(document.body);

    screen.getByRole('link', { name: 'Withdraw' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(focusIsLost()).toBe(true);
    await screen.findByRole('heading', { name: 'Withdraw page' });
    const withdrawTab = screen.getByRole('link', { name: 'Withdraw' });
    await waitFor(() => expect(document.activeElement).toBe(withdrawTab));
    expect(withdrawTab).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Confirm my email' }));
    const accountHeading = await screen.findByRole('heading', { name: 'My account' });
    await waitFor(() => expect(document.activeElement).toBe(accountHeading));

    // Back to a page whose tab is current: the link pressed was not that tab, so the page’s h1.
    await user.click(screen.getByRole('link', { name: 'Back to where you were' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Withdraw page' })));
  });

  it('leaves a focus that stayed on its link (the sidebar) or that the player moved while the page loaded', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'Deposit page' });
    const sidebarLink = screen.getByRole('link', { name: 'Wallet' });

    screen.getByRole('link', { name: 'History' }).focus();
    await user.keyboard('{Enter}');
    sidebarLink.focus();
    await screen.findByRole('heading', { name: 'History page' });
    await new Promise((resolve) => setTimeout(resolve, PAGE_DELAY_MS));
    expect(document.activeElement).toBe(sidebarLink);

    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Deposit page' });
    await new Promise((resolve) => setTimeout(resolve, PAGE_DELAY_MS));
    expect(document.activeElement).toBe(sidebarLink);
  });

  it('waits for the page to go when the router’s transition keeps it on screen while the next one loads', async () => {
    const user = userEvent.setup();
    renderApp({ keyed: false });
    await screen.findByRole('heading', { name: 'Deposit page' });
    const oldTab = screen.getByRole('link', { name: 'History' });
    oldTab.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(oldTab);
    await screen.findByRole('heading', { name: 'History page' });
    const historyTab = screen.getByRole('link', { name: 'History' });
    expect(historyTab).not.toBe(oldTab);
    await waitFor(() => expect(document.activeElement).toBe(historyTab));
  });
});
