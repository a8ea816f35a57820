import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isUserLoadingAtom, LANGUAGES, modalsAtom, palpiteStore, ROUTES, siteJurisdictionAtom, type Language } from '@palpite/shared';
import { logIn, logOut, makeUser, missingTexts, pageTitle, renderRemotePage, welcomeOffer } from '@palpite/shared/testing';
import remote from './remote.ts';
import { casinoLocales } from './locales/index.ts';
import { game, gameDetails, json, mockApi } from './testing/casino-testing.tsx';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';
import tr from './locales/tr.json';
import gamePtBR from './locales/game/pt-BR.json';
import gameEn from './locales/game/en.json';
import gameTr from './locales/game/tr.json';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': { ...ptBR, ...gamePtBR }, en: { ...en, ...gameEn }, tr: { ...tr, ...gameTr } };

/** Every page's h1 is the `<pageId>.title` text of the casino namespace. */
const titleOf = (language: Language, page: string) => pageTitle(TEXTS[language], page);
const renderHome = (language: Language) => renderRemotePage(remote, 'home', { language, namespaces: { casino: casinoLocales }, commonTexts: 'base' });

/** What the lobby reads besides the offers. */
const LOBBY_API = {
  'GET games': () => json(200, { data: [game()], meta: { page: 1, per_page: 24, total: 1, last_page: 1 } }),
  'GET games/providers': () => json(200, { data: [{ slug: 'palpite-originals', name: 'Palpite Originals', kind: 'in_house', games_count: 4 }] }),
  'GET live-casino/tables': () => json(200, { data: [], server_time: '2026-11-22T03:00:00.000Z' }),
  'GET user/games/recent': () => json(200, { data: [] }),
  'GET user/games/favourites': () => json(200, { data: [] }),
};

beforeEach(() => {
  mockApi({
    ...LOBBY_API,
    'GET games/demo-game': () => json(200, { game: gameDetails() }),
    'GET bonuses/offers': () =>
      json(200, { data: [welcomeOffer({ free_spin_game: { uuid: 'c1', slug: 'carnaval-do-rio', name: 'Carnaval do Rio' }, free_spin_bet: 0.2 })] }),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
  palpiteStore.set(isUserLoadingAtom, false);
  palpiteStore.set(siteJurisdictionAtom, null);
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

describe('casino remote', () => {
  it('defines exactly the pages the route table gives it', () => {
    const expected = new Set(ROUTES.filter((route) => route.remote === 'casino').map((route) => route.page));
    expect(new Set(Object.keys(remote.pages))).toEqual(expected);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    // Only the remote's main texts are registered up front: a page with texts of its own loads them.
    it.each(Object.keys(remote.pages))('renders %s with its translated title and every text it shows', async (pageId) => {
      await renderRemotePage(remote, pageId, { props: { uuid: 'demo-game' }, language, namespaces: { casino: casinoLocales }, commonTexts: 'base' });
      // The game page is titled by the game once it has loaded.
      const expected = pageId === 'gameDetails' ? 'Roleta Europeia' : titleOf(language, pageId);
      const heading = await screen.findByRole('heading', { level: 1, name: expected });
      expect(heading.textContent).toBe(expected);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // Pages listing games (and the game page) show the mocked game once it has loaded.
      if (!['promotion', 'live'].includes(pageId)) expect((await screen.findAllByText('Roleta Europeia')).length).toBeGreaterThan(0);
      expect(missingTexts()).toEqual([]);
    });
  });

  it('advertises the welcome offer with the figures the bonus engine applies, in each language', async () => {
    for (const [language, offer] of [
      ['pt-BR', '100% até R$ 5.000,00 + 75 rodadas grátis'],
      ['en', '100% up to R$ 5.000,00 + 75 free spins'],
    ] as const) {
      const view = await renderHome(language);
      expect(await screen.findByText(offer)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('offers a visitor the sign-up, then the deposit form with the welcome offer chosen', async () => {
    await renderHome('pt-BR');
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastre-se e ganhe o bônus' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isSignupVisible: true, showAfterRedirect: '/user/wallet?bonus=welcome' });
  });

  it('advertises the reload to a player past their first deposit, linking to the deposit form with it chosen', async () => {
    const passed = { reason: 'deposit_number_passed', message_key: 'bonus.errors.depositNumberPassed', message: '…' };
    mockApi({
      ...LOBBY_API,
      'GET bonuses/offers': () =>
        json(200, {
          data: [
            welcomeOffer({ unavailable: passed }),
            welcomeOffer({ code: 'casino-reload', percentage: 50, max_bonus: 1000, free_spins: 0, min_deposit: 50, unavailable: null }),
          ],
        }),
    });
    logIn();
    await renderHome('pt-BR');
    expect(await screen.findByText('50% até R$ 1.000,00')).toBeInTheDocument();
    expect(screen.getByText('Bônus de recarga')).toBeInTheDocument();
    expect(screen.getByText(/^Em depósitos a partir de R\$\s50,00\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depositar e ganhar o bônus' })).toHaveAttribute('href', '/user/wallet?bonus=casino-reload');
    expect(screen.queryByText('100% até R$ 5.000,00 + 75 rodadas grátis')).toBeNull();
  });

  it('shows a player holding a bonus its worth, wagering and free spins instead of an offer they cannot take', async () => {
    const holding = { reason: 'bonus_already_active', message_key: 'bonus.errors.alreadyActive', message: '…' };
    mockApi({
      ...LOBBY_API,
      'GET bonuses/offers': () => json(200, { data: [welcomeOffer({ unavailable: holding })] }),
      'GET user/bonuses/current': () =>
        json(200, {
          bonus: {
            id: 3,
            offer: welcomeOffer(),
            status: 'active',
            bonus_amount: 100,
            wagering_target: 4000,
            wagered: 500,
            wagering_remaining: 3500,
            wagering_percent: 12.5,
            win_cap: 1000,
            free_spins: { game: { uuid: 'c1', name: 'Carnaval do Rio' }, quantity: 75, left: 70, total_win: 1.2 },
            claimed_at: null,
            granted_at: null,
            expires_at: null,
            closed_at: null,
            close_reason: null,
          },
        }),
    });
    logIn(makeUser({ bonus_balance: 96.5 }));
    await renderHome('pt-BR');
    expect(await screen.findByText('Seu bônus ativo')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s96,50 de bônus$/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rollover cumprido' })).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByText(/^Rollover: R\$\s500,00 de R\$\s4\.000,00 \(13%\)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jogar 70 rodadas grátis em Carnaval do Rio' })).toHaveAttribute('href', '/game/c1');
    expect(screen.getByRole('link', { name: 'Ver meu bônus' })).toHaveAttribute('href', '/user/wallet/user-bonus');
  });

  it('never shows a br visitor the welcome offer, not even while the offers load', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    mockApi({
      ...LOBBY_API,
      'GET bonuses/offers': () =>
        json(200, { data: [welcomeOffer({ code: 'casino-reload', percentage: 50, max_bonus: 1000, free_spins: 0, min_deposit: 50 })] }),
    });
    await renderHome('pt-BR');
    expect(screen.queryByText('Bônus de boas-vindas')).toBeNull();
    expect(await screen.findByText('Bônus de recarga')).toBeInTheDocument();
    expect(screen.queryByText('Bônus de boas-vindas')).toBeNull();
  });

  it('while a stored session is restored, waits for the player instead of offering a visitor the sign-up', async () => {
    palpiteStore.set(isUserLoadingAtom, true);
    await renderHome('pt-BR');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Cadastre-se e ganhe o bônus' })).toBeNull();
    act(() => {
      logIn();
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(await screen.findByRole('link', { name: 'Depositar e ganhar o bônus' })).toHaveAttribute('href', '/user/wallet?bonus=welcome');
  });

  it('follows the live offer, and advertises nothing once ops withdraw it', async () => {
    mockApi({
      ...LOBBY_API,
      'GET bonuses/offers': [() => json(200, { data: [welcomeOffer({ percentage: 150, max_bonus: 2000, free_spins: 0 })] }), () => json(200, { data: [] })],
    });
    const first = await renderHome('pt-BR');
    expect(await screen.findByText('150% até R$ 2.000,00')).toBeInTheDocument();
    first.unmount();
    await renderHome('pt-BR');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(screen.queryByText('Depositar e ganhar o bônus')).toBeNull());
  });
});
