import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGES, ROUTES, type Language, type RemotePageProps } from '@palpite/shared';
import { missingTexts, pageTitle, renderRemotePage } from '@palpite/shared/testing';
import remote from './remote.ts';
import { json, matchDetail, matchRow, mockApi } from './testing/sports-testing.tsx';
import { sportsLocales } from './locales/index.ts';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';
import tr from './locales/tr.json';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, tr };

/** Every page's h1 is the `<pageId>.title` text of the sports namespace. */
const titleOf = (language: Language, page: string) => pageTitle(TEXTS[language], page);

const renderPage = (pageId: string, props: RemotePageProps = {}, language: Language = 'pt-BR') =>
  renderRemotePage(remote, pageId, { props, language, namespaces: { sports: sportsLocales }, commonTexts: 'base' });

const BET = {
  id: 31,
  date: '2026-11-21T22:10:00.000Z',
  type: 'pre-match',
  kind: 'accumulator',
  stake: 10,
  stake_cash: 10,
  stake_bonus: 0,
  potential_win: 69.3,
  total_odds: 6.93,
  status: 'approved',
  payout: 69.3,
  settled_at: '2026-11-22T01:00:00.000Z',
  details: [],
  selections: [
    {
      match: {
        id: 1001,
        sport: 'football',
        home: 'CR Flamengo',
        away: 'SE Palmeiras',
        starts_at: '2026-11-21T22:00:00.000Z',
        status: 'Finished',
        score: { home: 2, away: 0 },
      },
      selection_id: 100101,
      market: 'ft:match-result',
      selection: '1',
      price: 2.1,
      result: 'won',
      score_at_bet: null,
    },
    {
      match: {
        id: 1002,
        sport: 'football',
        home: 'Santos FC',
        away: 'Grêmio FBPA',
        starts_at: '2026-11-21T22:00:00.000Z',
        status: 'Finished',
        score: { home: 1, away: 1 },
      },
      selection_id: 100202,
      market: 'ft:match-result',
      selection: 'X',
      price: 3.3,
      result: 'won',
      score_at_bet: null,
    },
  ],
};

/** Every call a page makes, answered with small fixtures. */
function mockSportsApi() {
  const league = { id: 'bra-serie-a', name: 'Brasileirão Série A', country: 'Brazil', country_code: 'BR', sport: 'football', matches: [matchRow()] };
  return mockApi({
    'GET sports/home': (call) =>
      json(200, {
        sport: call.query.get('sport'),
        live: [matchRow({ id: 1002, live: true, status: '1st Half', minute: 23, clock: "23'", score: { home: 1, away: 0 } })],
        leagues: [league],
      }),
    'GET sports/live': () => json(200, { matches: [matchRow({ id: 1002, live: true, status: '1st Half', minute: 23, clock: "23'" })] }),
    'GET sports/leagues': () => json(200, { sport: 'home', leagues: [{ ...league, season: '2026', upcoming: 1, live: 0 }] }),
    'GET sports/matches/1001': () => json(200, matchDetail({ id: 1001 })),
    'GET sports/matches/4242': () => json(200, matchDetail({ id: 4242 })),
    'GET sports/matches/1002': () => json(200, matchDetail({ id: 1002, live: true, status: '1st Half', minute: 23 })),
    'GET sports/results': (call) => json(200, { date: call.query.get('date'), leagues: [] }),
    'GET sports/results/filters': (call) => json(200, { date: call.query.get('date'), countries: [], leagues: [] }),
    'GET user/bets': () => json(200, { bets: [BET], next_cursor: null }),
    'GET promotions': () => json(200, { data: [] }),
  });
}

beforeEach(() => {
  mockSportsApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The clock before the fixtures' kick-off (23 Nov 2026, 00:30 UTC): their odds buttons take bets. */
const beforeKickOff = () => vi.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00.000Z'), toFake: ['Date'] });

describe('sports remote', () => {
  it('defines exactly the pages the route table gives it, and the bet slip widget', () => {
    const expected = new Set(ROUTES.filter((route) => route.remote === 'sports').map((route) => route.page));
    expect(new Set(Object.keys(remote.pages))).toEqual(expected);
    expect(Object.keys(remote.widgets ?? {})).toEqual(['betSlip']);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.keys(remote.pages))('renders %s with its translated title and no missing text', async (pageId) => {
      // The live match page is titled as such for a match in play (1002); the other pages show 1001.
      await renderPage(pageId, { matchId: pageId === 'liveTypes' ? '1002' : '1001' }, language);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(titleOf(language, pageId));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(missingTexts()).toEqual([]);
    });
  });

  it('titles the sports home after the sport of its sportType prop', async () => {
    await renderPage('sportsHome', { sportType: 'football' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Futebol');
    expect(screen.getByRole('link', { name: 'Futebol' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the match of its matchId prop: header, market group tabs and odds buttons', async () => {
    beforeKickOff();
    await renderPage('betTypes', { matchId: '4242' }, 'en');
    expect(await screen.findByText('CR Flamengo vs SE Palmeiras')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Match summary' });
    expect(summary).toHaveTextContent('Anderson Daronco');
    expect(summary).toHaveTextContent('Maracanã');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Main', 'Goals']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const result = screen.getByRole('group', { name: 'Match result' });
    expect(
      within(result)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['1 2.10, Match result: CR Flamengo', 'X 3.30, Match result: Draw', '2 3.60, Match result: SE Palmeiras']);
    expect(
      within(screen.getByRole('group', { name: 'Total goals 2.5' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Over 2.5 1.95', 'Under 2.5 1.85']);
  });

  it('shows the sports home with live and upcoming matches, their odds and a link to the match page', async () => {
    beforeKickOff();
    await renderPage('sportsHome', { sportType: 'football' }, 'en');
    // The match has 24 markets; the row shows its main one, so the link offers the other 23.
    const more = await screen.findByRole('link', { name: '23 more markets for CR Flamengo vs SE Palmeiras' });
    expect(more).toHaveAttribute('href', '/bet-types/1001');
    expect(more).toHaveTextContent('+23');
    const upcoming = screen.getByRole('list', { name: 'Upcoming matches' });
    expect(within(upcoming).getByText('CR Flamengo')).toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: '1 2.10, Match result: CR Flamengo' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Live now' })).toHaveTextContent("23'");
  });

  it('names the live leagues’ countries in the page language, with their flags', async () => {
    const superLig = { id: 'tur-super-lig', name: 'Süper Lig', country: 'Turkey', country_code: 'TR' };
    mockApi({
      'GET sports/live': () => json(200, { matches: [matchRow({ id: 1003, league: superLig, live: true, status: '2nd Half', minute: 60, clock: "60'" })] }),
    });
    await renderPage('liveBets', {}, 'pt-BR');
    expect(await screen.findByText('Turquia')).toBeInTheDocument();
    expect(screen.queryByText('Turkey')).toBeNull();
  });

  it('lists my bets with the columns of spec §3, approved shown as Won, selections expandable', async () => {
    await renderPage('myBets', {}, 'en');
    await screen.findByText('#31');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Bet ID', 'Date', 'Type', 'Stake', 'Potential win', 'Status', 'Details', 'Selections']);
    const row = screen.getByText('#31').closest('tr')!;
    expect(row).toHaveTextContent('Won');
    expect(row).toHaveTextContent('Pre-match');
    expect(row).toHaveTextContent('Accumulator (2)');
    const toggle = within(row).getByRole('button', { name: /2 selections/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.click();
    expect(await screen.findByText('Santos FC vs Grêmio FBPA')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says plainly when no sports promotion is running', async () => {
    await renderPage('promoSports', {}, 'en');
    expect(await screen.findByText('No sports promotions right now')).toBeInTheDocument();
  });
});
