/**
 * The bet slip floats outside <main>: it sat outside every landmark (axe `region`) until the
 * layout gave its slot one, a complementary landmark named after it.
 */
import { lazy } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { modeAtom, palpiteStore, type Language, type RemoteModule } from '@palpite/shared';
import { addModuleStylesheet, declared, json, mockApi, readStylesheet, renderWithPlatform } from '@palpite/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { shellLocales } from '../locales.ts';
import { applyRegistry } from '../features/remotes/remote-loader.ts';
import slotStyles from '../features/remotes/BetSlipSlot.module.css';
import { resetShellState } from '../features/shell/test-fixtures.tsx';
import { RootLayout } from './RootLayout.tsx';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// Test files share a worker: the next file must get the real runtime.
afterAll(() => {
  vi.doUnmock('@module-federation/enhanced/runtime');
});

const sportsModule: RemoteModule = {
  name: 'sports',
  version: '1.0.0',
  pages: {},
  widgets: { betSlip: lazy(async () => ({ default: () => <button type="button">2 bets, odds 3.50</button> })) },
};

/** The slip with no bets on it and closed: it shows nothing. */
const emptySlipModule: RemoteModule = { ...sportsModule, widgets: { betSlip: lazy(async () => ({ default: () => null })) } };

async function renderLayout(language: Language = 'en') {
  palpiteStore.set(modeAtom, 'Sports');
  await act(async () => {
    await renderWithPlatform(
      <Routes>
        <Route element={<RootLayout setNavigationGuard={() => undefined} />}>
          <Route path="/sports" element={<p>the sports page</p>} />
        </Route>
      </Routes>,
      { route: '/sports', language, namespaces: { shell: shellLocales } },
    );
  });
}

let slotStylesheet: HTMLStyleElement | undefined;

beforeEach(async () => {
  // The slot's own rule decides whether it is a landmark at all.
  slotStylesheet = await addModuleStylesheet(import.meta.url, '../features/remotes/BetSlipSlot.module.css', slotStyles);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A visitor's page load.
  mockApi({ 'POST visitor-track': () => json(200, {}), 'GET site': () => json(200, { jurisdiction: 'default' }) });
  applyRegistry({ source: 'live', document: { revision: 1, remotes: { sports: { version: '1.0.0', entry: '/mfe/sports/1.0.0/remoteEntry.js' } } } });
  vi.mocked(loadRemote).mockResolvedValue({ default: sportsModule });
});

afterEach(() => {
  slotStylesheet?.remove();
  vi.restoreAllMocks();
  vi.mocked(loadRemote).mockReset();
  resetShellState();
});

describe('the bet slip’s slot', () => {
  it('puts the slip in a complementary landmark named “Bet slip”, outside <main>', async () => {
    await renderLayout();
    const slip = await screen.findByRole('button', { name: '2 bets, odds 3.50' });
    const landmark = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(within(landmark).getByRole('button', { name: '2 bets, odds 3.50' })).toBe(slip);
    expect(landmark.closest('main')).toBeNull();
  });

  it.each([
    ['pt-BR', 'Cupom de apostas'],
    ['tr', 'Bahis kuponu'],
  ] as const)('names the landmark in %s', async (language, name) => {
    await renderLayout(language);
    await screen.findByRole('button', { name: '2 bets, odds 3.50' });
    expect(screen.getByRole('complementary', { name })).toBeInTheDocument();
  });

  it('keeps the “unavailable” panel of a slip that failed to load in the landmark', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadRemote).mockRejectedValue(new Error('ScriptLoadError'));
    await renderLayout();
    const landmark = await screen.findByRole('complementary', { name: 'Bet slip' });
    expect(await within(landmark).findByRole('heading', { name: 'The bet slip is unavailable right now' })).toBeInTheDocument();
  });

  it('is no landmark while the slip shows nothing', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: emptySlipModule });
    await renderLayout();
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Bet slip' })).toBeNull();
  });

  it('gives the slot no box of its own, so the slip floats where it always did', async () => {
    const css = await readStylesheet(import.meta.url, '../features/remotes/BetSlipSlot.module.css');
    for (const property of ['position', 'display', 'z-index', 'transform', 'filter', 'contain']) {
      expect(declared(css, '.slot', property), property).toEqual([]);
    }
    expect(declared(css, '.slot:has(> :only-child:empty)', 'display')).toEqual(['none']);
  });
});
