import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import type { MarketsUpdate, MatchDetail } from '../../lib/types.ts';
import { fakeRealtimePerTest } from '../../testing/fake-realtime.ts';
import { json, matchDetail, matchUpdate, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { MatchMarketsPage } from './MatchMarketsPage.tsx';

const MATCH_ID = 4242;
const CHANNEL = `public:match.${MATCH_ID}`;

/** The match in play with its home win and over 2.5 prices and its version as given. */
function inPlay(homePrice: number, version: number, overPrice = 1.95): MatchDetail {
  const match = matchDetail({ id: MATCH_ID, live: true, status: '2nd Half', minute: 67, version });
  const price = (selection: { key: string; price: number | null }) =>
    selection.key === '1' ? homePrice : selection.key === 'over' ? overPrice : selection.price;
  return {
    ...match,
    groups: match.groups.map((group) => ({
      ...group,
      markets: group.markets.map((market) => ({ ...market, selections: market.selections.map((selection) => ({ ...selection, price: price(selection) })) })),
    })),
  };
}

function homePriceUpdate(price: number, version: number): MarketsUpdate {
  const main = inPlay(price, version).groups[0]!.markets[0]!;
  return { match_id: MATCH_ID, version, status: '2nd Half', suspended: false, markets: [main] };
}

const homeButton = () => screen.getAllByRole('button', { name: /CR Flamengo/ })[0]!;
const overButton = () => screen.getAllByRole('button', { name: /Over/ })[0]!;

const realtime = fakeRealtimePerTest();

describe('the live match page after its channel lost continuity', () => {
  it('reads the match again, and only for its own channel', async () => {
    const api = mockApi({ [`GET sports/matches/${MATCH_ID}`]: [() => json(200, inPlay(2.1, 3)), () => json(200, inPlay(2.6, 7))] });
    await renderSports(<MatchMarketsPage kind="live" matchId={String(MATCH_ID)} />, { route: `/live-types/${MATCH_ID}` });
    await screen.findByRole('region', { name: 'Match summary' });
    expect(homeButton()).toHaveTextContent('2.10');

    act(() => eventBus.emit('realtime-resynced', { channels: ['public:match.1', 'private:user.9'] }));
    // Continuity kept: nothing to read again.
    act(() => realtime.reattach(CHANNEL, true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo(`GET sports/matches/${MATCH_ID}`)).toHaveLength(1);

    act(() => realtime.reattach(CHANNEL, false));
    await vi.waitFor(() => expect(homeButton()).toHaveTextContent('2.60'));
    expect(api.callsTo(`GET sports/matches/${MATCH_ID}`)).toHaveLength(2);
  });

  it('keeps what arrived while the read was on its way when newer than the read', async () => {
    let answerRead: ((response: Response) => void) | null = null;
    mockApi({
      [`GET sports/matches/${MATCH_ID}`]: [() => json(200, inPlay(2.1, 3)), () => new Promise<Response>((resolve) => (answerRead = resolve))],
    });
    await renderSports(<MatchMarketsPage kind="live" matchId={String(MATCH_ID)} />, { route: `/live-types/${MATCH_ID}` });
    await screen.findByRole('region', { name: 'Match summary' });

    act(() => eventBus.emit('realtime-resynced', { channels: [CHANNEL] }));
    await vi.waitFor(() => expect(answerRead).not.toBeNull());
    act(() => realtime.publish(CHANNEL, 'markets', homePriceUpdate(3.4, 9)));
    await vi.waitFor(() => expect(homeButton()).toHaveTextContent('3.40'));
    // The read was served at version 8, before the version 9 message: that message stays applied.
    await act(async () => answerRead?.(json(200, inPlay(2.9, 8, 2.05))));
    await vi.waitFor(() => expect(overButton()).toHaveTextContent('2.05'));
    expect(homeButton()).toHaveTextContent('3.40');
  });
});

describe('a live basketball game’s page', () => {
  it('shows each quarter’s points as the match-update brings them, without a reload', async () => {
    const q1 = { key: 'q1', home: 28, away: 24 };
    const game = matchDetail({ id: MATCH_ID, sport: 'basketball', live: true, status: 'Live', period: 2, version: 3, periods: [q1] });
    const api = mockApi({ [`GET sports/matches/${MATCH_ID}`]: () => json(200, game) });
    await renderSports(<MatchMarketsPage kind="basketball" matchId={String(MATCH_ID)} />, { route: `/basket-types/${MATCH_ID}` });
    await screen.findByRole('list', { name: 'Score by period' });
    const quarters = () =>
      within(screen.getByRole('list', { name: 'Score by period' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(quarters()).toEqual(['Q128–24']);

    // The page subscribes after its first render: a message before that would miss it on a busy machine.
    await vi.waitFor(() => expect(realtime.listening(CHANNEL, 'match-update')).toBe(true));
    const update = matchUpdate({ id: MATCH_ID, sport: 'basketball', status: 'Live', live: true, period: 2, score: { home: 37, away: 36 }, version: 4 });
    act(() => realtime.publish(CHANNEL, 'match-update', { ...update, periods: [q1, { key: 'q2', home: 9, away: 12 }] }));
    await vi.waitFor(() => expect(quarters()).toEqual(['Q128–24', 'Q29–12']));
    expect(api.callsTo(`GET sports/matches/${MATCH_ID}`)).toHaveLength(1);
  });
});
