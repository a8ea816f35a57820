import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation, useNavigationType, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, type RemotePageProps } from '@palpite/shared';
import { resetSlipState, slipAtom } from '../../lib/bet-slip/slip-state.ts';
import { slipSelections } from '../../lib/bet-slip/slip.ts';
import type { MatchDetail } from '../../lib/types.ts';
import { DECIDED_ON_PENALTIES, json, matchDetail, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { BasketTypesPage, BetTypesPage, LiveTypesPage } from '../../pages/MatchPages.tsx';
import { MatchMarketsPage } from './MatchMarketsPage.tsx';

async function openLivePage(match: MatchDetail) {
  mockApi({ [`GET sports/matches/${match.id}`]: () => json(200, match) });
  await renderSports(<MatchMarketsPage kind="live" matchId={String(match.id)} />, { route: `/live-types/${match.id}` });
  await screen.findByRole('region', { name: 'Match summary' });
}

afterEach(() => vi.restoreAllMocks());

describe('the live match page (/live-types/:matchId)', () => {
  it('shows a match decided after extra time with its 90 minutes’ score, and its penalties', async () => {
    await openLivePage(
      matchDetail({
        id: 4243,
        status: 'Finished',
        ...DECIDED_ON_PENALTIES,
      }),
    );
    const summary = screen.getByRole('region', { name: 'Match summary' });
    expect(summary).toHaveTextContent('After extra time · 90 minutes: 1–1');
    expect(summary).toHaveTextContent('Penalties: 3–4');
  });

  it('shows the markets of a match in play', async () => {
    await openLivePage(matchDetail({ id: 4242, live: true, status: '2nd Half', minute: 67 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live match');
    // Each market is a heading one level under the page's (WCAG 1.3.1: no level skipped).
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(1).length).toBeGreaterThan(0);
    expect(new Set(levels.slice(1))).toEqual(new Set([2]));
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByText('This match is not live')).toBeNull();
  });

  it('lists only the lines the book still offers, and says an in-play handicap counts from the score now', async () => {
    const handicap = (id: number, line: number, status: string) => ({
      id,
      key: `ft:asian-handicap:${line}`,
      kind: 'asian-handicap',
      line,
      status,
      in_play: true,
      selections: [
        { id: id * 10 + 1, key: 'home', price: 1.9, status: 'active' },
        { id: id * 10 + 2, key: 'away', price: 1.9, status: 'active' },
      ],
    });
    const match = matchDetail({ id: 4242, live: true, status: '2nd Half', minute: 70, score: { home: 1, away: 0 } });
    await openLivePage({
      ...match,
      groups: [...match.groups, { key: 'handicap', markets: [handicap(71, 0.25, 'open'), handicap(72, -0.5, 'closed'), handicap(73, 0, 'open')] }],
    });
    expect(screen.queryByRole('group', { name: 'Asian handicap -0.5' })).toBeNull();
    const lines = screen.getAllByRole('group', { name: /^Asian handicap/ });
    expect(lines.map((group) => group.getAttribute('aria-label'))).toEqual(['Asian handicap 0', 'Asian handicap +0.25']);
    expect(lines[0]).toHaveAccessibleDescription('In play: only goals from 1–0 on count');
    expect(screen.getByRole('group', { name: 'Total goals 2.5' })).not.toHaveAttribute('aria-describedby');
  });

  it.each(['Not Started', 'To Be Determined', 'Delayed'])('says a match that is %s is not live, and leads to its pre-match markets', async (status) => {
    await openLivePage(matchDetail({ id: 4242, status, live: false }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Match markets');
    expect(screen.getByText('This match is not live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See pre-match markets' })).toHaveAttribute('href', '/bet-types/4242');
    // No market grid of suspended prices.
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /Suspended/ })).toBeNull();
  });

  it.each(['Finished', 'Cancelled', 'Postponed'])('leads a match that is %s to the results', async (status) => {
    await openLivePage(matchDetail({ id: 4242, status, live: false, score: { home: 2, away: 1 } }));
    expect(screen.getByText(`Betting is closed: ${status}`)).toBeInTheDocument();
    expect(screen.getByText('It is no longer in play. Its status and score are in the results.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See results' })).toHaveAttribute('href', '/results');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

function RoutedPage({ page: MatchPage }: { page: ComponentType<RemotePageProps> }) {
  const { matchId } = useParams();
  return <MatchPage matchId={matchId} />;
}

/** The three match pages routed as the host routes them, under the address and how it was last reached (POP: as opened; REPLACE). */
function MatchRoutes() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  return (
    <>
      <output aria-label="Address">{`${navigation} ${pathname}`}</output>
      <Routes>
        <Route path="/live-types/:matchId" element={<RoutedPage page={LiveTypesPage} />} />
        <Route path="/basket-types/:matchId" element={<RoutedPage page={BasketTypesPage} />} />
        <Route path="/bet-types/:matchId" element={<RoutedPage page={BetTypesPage} />} />
      </Routes>
    </>
  );
}

async function openMatchAddress(match: MatchDetail, route: string) {
  mockApi({ [`GET sports/matches/${match.id}`]: () => json(200, match) });
  await renderSports(<MatchRoutes />, { route });
}

describe('a match page’s address of another sport’s kind (a shared link)', () => {
  it('under the basketball page, a football match goes to its pre-match page, the address replaced', async () => {
    await openMatchAddress(matchDetail({ id: 1, home: 'Botafogo FR', away: 'Santos FC' }), '/basket-types/1');
    expect(await screen.findByText('REPLACE /bet-types/1')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Match result/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Match markets');
    expect(screen.getByRole('link', { name: /Sports$/ })).toHaveAttribute('href', '/sports');
    expect(screen.getByRole('region', { name: 'Match summary' })).toHaveTextContent('Santos FC');
    expect(screen.queryByText('Basketball game')).toBeNull();
  });

  it('under the basketball page, a football match in play goes to its live page', async () => {
    await openMatchAddress(matchDetail({ id: 2, live: true, status: '2nd Half', minute: 60 }), '/basket-types/2');
    expect(await screen.findByText('REPLACE /live-types/2')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Match result/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live match');
  });

  it.each([
    ['pre-match', '/bet-types/5151', false],
    ['live', '/live-types/5151', true],
    ['live', '/live-types/5151', false],
  ])('under the %s page (%s), a basketball match (in play: %s) goes to its basketball page', async (_kind, route, live) => {
    const status = live ? 'Quarter 3' : 'Not Started';
    await openMatchAddress(matchDetail({ id: 5151, sport: 'basketball', live, status }), route);
    expect(await screen.findByText('REPLACE /basket-types/5151')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Match result/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basketball game');
    expect(screen.getByRole('link', { name: /Basketball$/ })).toHaveAttribute('href', '/basketball');
  });

  it.each([
    ['a football match', '/bet-types/4242', matchDetail({ id: 4242 }), 'Match markets'],
    ['a basketball match', '/basket-types/5151', matchDetail({ id: 5151, sport: 'basketball' }), 'Basketball game'],
    ['a football match in play', '/live-types/4242', matchDetail({ id: 4242, live: true, status: '2nd Half', minute: 60 }), 'Live match'],
  ])('keeps %s on its own page (%s)', async (_match, route, match, title) => {
    await openMatchAddress(match, route);
    expect(await screen.findByRole('group', { name: /^Match result/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`POP ${route}`);
  });

  it('keeps a football match not in play on the live page, which says so', async () => {
    await openMatchAddress(matchDetail({ id: 4242 }), '/live-types/4242');
    expect(await screen.findByText('This match is not live')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('POP /live-types/4242');
  });
});

describe('the pre-match page (/bet-types/:matchId) of a match that is over', () => {
  it.each([
    ['Finished', '2–1'],
    ['Cancelled', null],
    ['Postponed', null],
  ])('of a match %s says betting is closed, shows no suspended markets, and a score only if it was played', async (status, score) => {
    const match = matchDetail({ id: 4343, status, live: false, score: { home: 2, away: 1 } });
    mockApi({ [`GET sports/matches/${match.id}`]: () => json(200, match) });
    await renderSports(<MatchMarketsPage kind="prematch" matchId={String(match.id)} />, { route: `/bet-types/${match.id}` });
    expect(await screen.findByText(`Betting is closed: ${status}`)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Match summary' });
    expect(screen.getByRole('link', { name: 'See results' })).toHaveAttribute('href', '/results');
    expect(screen.queryByRole('tab')).toBeNull();
    if (score) expect(summary).toHaveTextContent(score);
    else expect(summary.textContent).not.toMatch(/\d–\d/);
  });
});

describe('the match summary', () => {
  it('speaks the score in words from hidden text (a paragraph’s aria-label is not read), the figures hidden from speech', async () => {
    const match = matchDetail({ id: 4545, status: '2nd Half', live: true, score: { home: 2, away: 1 } });
    mockApi({ [`GET sports/matches/${match.id}`]: () => json(200, match) });
    await renderSports(<MatchMarketsPage kind="live" matchId={String(match.id)} />, { route: `/live-types/${match.id}` });
    const spoken = await screen.findByText('Score 2 to 1');
    const summary = screen.getByRole('region', { name: 'Match summary' });
    expect(summary).toContainElement(spoken);
    expect(spoken).toHaveClass('visually-hidden');
    for (const figure of [...spoken.parentElement!.children].filter((child) => child !== spoken)) expect(figure).toHaveAttribute('aria-hidden', 'true');
    expect(summary.querySelector('p[aria-label], span[aria-label], div[aria-label]')).toBeNull();
  });
});

describe('a match address whose id is not a whole number', () => {
  const FAKE_NOTICE = '1 — ATTENTION: your account has been blocked. Send the Pix code to support to unlock it';

  it.each([
    ['live', '/live-types/'],
    ['basketball', '/basket-types/'],
    ['prematch', '/bet-types/'],
  ] as const)('on the %s page echoes none of it and asks the API nothing: the match is not found', async (kind, route) => {
    const api = mockApi({});
    await renderSports(<MatchMarketsPage kind={kind} matchId={FAKE_NOTICE} />, { route: `${route}${encodeURIComponent(FAKE_NOTICE)}` });
    expect(await screen.findByText('Match not found.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ATTENTION|Pix|Match #/);
    expect(api.calls).toEqual([]);
  });

  it.each(['12a', '-5', '4.2', ' 42', '1234567890123456789'])('treats %j as no match id', async (matchId) => {
    const api = mockApi({});
    await renderSports(<MatchMarketsPage kind="prematch" matchId={matchId} />, { route: `/bet-types/${encodeURIComponent(matchId)}` });
    expect(await screen.findByText('Match not found.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Match #');
    expect(api.calls).toEqual([]);
  });

  it('still names a whole-number match the API does not know by its number', async () => {
    const api = mockApi({ 'GET sports/matches/987654321': () => json(404, { error: 'sports.matchNotFound' }) });
    await renderSports(<MatchMarketsPage kind="prematch" matchId="987654321" />, { route: '/bet-types/987654321' });
    expect(await screen.findByText('Match not found.')).toBeInTheDocument();
    expect(screen.getByText('Match #987654321')).toBeInTheDocument();
    expect(api.callsTo('GET sports/matches/987654321')).toHaveLength(1);
  });
});

describe('the pre-match page’s odds buttons', () => {
  afterEach(() => {
    resetSlipState();
    vi.useRealTimers();
  });

  it('add a pick that knows when the API stops taking pre-match bets on the match (its prematch_closes_at)', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T00:00:00.000Z'), toFake: ['Date'] });
    const match = matchDetail({ id: 4646, prematch_closes_at: '2026-11-23T00:29:00.000Z' });
    mockApi({ [`GET sports/matches/${match.id}`]: () => json(200, match) });
    await renderSports(<MatchMarketsPage kind="prematch" matchId={String(match.id)} />, { route: `/bet-types/${match.id}` });
    const [homeWin] = await screen.findAllByRole('button', { name: /Match result: CR Flamengo$/ });
    await userEvent.click(homeWin!);
    expect(slipSelections(palpiteStore.get(slipAtom))).toEqual([
      expect.objectContaining({ fixture_id: 4646, date: match.starts_at, closes_at: '2026-11-23T00:29:00.000Z', live: false }),
    ]);
  });
});
