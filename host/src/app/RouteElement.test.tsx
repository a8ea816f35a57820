import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUserLoadingAtom, palpiteStore, STORAGE_KEYS, userAtom, type RouteDefinition } from '@palpite/shared';
import { json, logOut, mockApi, makeUser, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../locales.ts';
import { retryUserReadNow, userReadFailedTriesAtom } from '../features/session/load-user.ts';
import { RouteElement } from './RouteElement.tsx';

/** A login-required page the host renders itself (its h1: "Page not found"), so no remote is loaded. */
const GUARDED: RouteDefinition = { id: 'guarded', path: '/user/dashboard', remote: 'host', page: 'guarded', meta: { requiresAuth: true, mode: 'Casino' } };
const TOKEN = 'a'.repeat(40);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  logOut();
  window.localStorage.clear();
  retryUserReadNow();
  palpiteStore.set(userReadFailedTriesAtom, 0);
  palpiteStore.set(isUserLoadingAtom, false);
});

function renderGuardedPage() {
  return renderWithPlatform(
    <main id="main" tabIndex={-1}>
      <Routes>
        <Route path={GUARDED.path} element={<RouteElement route={GUARDED} />} />
        <Route path="/" element={<p>home</p>} />
        <Route path="/404" element={<p>visitors’ 404</p>} />
      </Routes>
    </main>,
    { route: GUARDED.path, namespaces: { shell: shellLocales } },
  );
}

const unavailable = () => json(503, { message: 'Service Unavailable' });

describe('a login-required page while the server cannot be reached (stored session)', () => {
  it('waits for the session instead of treating the player as a visitor, then shows the page once it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const api = mockApi({ 'GET user': [unavailable, unavailable, () => json(200, { user: makeUser() })] });
    await renderGuardedPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('GET user')).toHaveLength(1);
    expect(screen.queryByText('visitors’ 404')).toBeNull();
    expect(screen.queryByText('home')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(api.callsTo('GET user')).toHaveLength(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('after a few failed tries says so, with a Retry that reads again at once and hands the focus to the page’s heading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const api = mockApi({ 'GET user': [unavailable, unavailable, unavailable, () => json(200, { user: makeUser() })] });
    await renderGuardedPage();
    // 1 s, then 2 s: the third try fails too.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(api.callsTo('GET user')).toHaveLength(3);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('We couldn’t reach the server');
    expect(screen.queryByText('visitors’ 404')).toBeNull();

    const retry = screen.getByRole('button', { name: 'Try now' });
    retry.focus();
    await act(async () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(retry));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Straight away, not after the next backoff (4 s).
    expect(api.callsTo('GET user')).toHaveLength(4);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.activeElement).toBe(heading);
    expect(palpiteStore.get(userAtom)).not.toBeNull();
  });

  it('a refusal on a later try still treats the page as a visitor’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    mockApi({ 'GET user': [unavailable, () => json(401, { message: 'Unauthenticated.' })] });
    await renderGuardedPage();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('visitors’ 404')).toBeInTheDocument();
  });
});
