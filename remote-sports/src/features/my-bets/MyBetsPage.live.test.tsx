/**
 * My bets while the player watches: open bets follow their matches' scores on `public:sports.live`,
 * and a settlement shows without a reload, a lost bet's too (it moves no balance, only its notice comes).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventBus } from '@palpite/shared';
import { fakeRealtimePerTest } from '../../testing/fake-realtime.ts';
import { json, logIn, logOut, matchUpdate, mockApi, placedBet, renderSports } from '../../testing/sports-testing.tsx';
import type { Bet, BetSelection } from './api/get-bets.ts';
import { MyBetsPage } from './MyBetsPage.tsx';

const realtime = fakeRealtimePerTest();
const LIVE = 'public:sports.live';

/** Bet #5, single, on match 1001 as it stands: in the first half at 0–0 unless told otherwise. */
function betOnMatch(match: Partial<BetSelection['match']> = {}, overrides: Partial<Bet> = {}): Bet {
  const bet = placedBet({ id: 5, type: 'live' });
  const [leg] = bet.selections;
  return { ...bet, selections: [{ ...leg!, match: { ...leg!.match, status: '1st Half', score: { home: 0, away: 0 }, ...match } }], ...overrides };
}

/** Lets what a change set off (a request, its answer) happen, so that a test sees what did not. */
const settle = (ms = 50) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function openSelections() {
  await screen.findByText('#5');
  await userEvent.click(screen.getByRole('button', { name: /1 selection/ }));
  return screen.getByRole('listitem');
}

beforeEach(() => logIn());
afterEach(() => logOut());

describe('my bets while a match is live', () => {
  it('shows an open bet’s live score and status as they move, without reading the bets again', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [betOnMatch()], next_cursor: null }) });
    await renderSports(<MyBetsPage />);
    const leg = await openSelections();
    expect(leg).toHaveTextContent('1st Half · 0–0');
    expect(realtime.listening(LIVE, 'match-update')).toBe(true);

    act(() => realtime.publish(LIVE, 'match-update', matchUpdate({ id: 1001, status: '2nd Half', live: true, minute: 52, score: { home: 1, away: 0 } })));
    expect(leg).toHaveTextContent('2nd Half · 1–0');
    // Another match's update leaves it alone.
    act(() => realtime.publish(LIVE, 'match-update', matchUpdate({ id: 4242, status: '2nd Half', live: true, score: { home: 3, away: 3 } })));
    expect(leg).toHaveTextContent('2nd Half · 1–0');

    act(() => realtime.publish(LIVE, 'match-update', matchUpdate({ id: 1001, status: 'Finished', live: false, score: { home: 1, away: 2 } })));
    expect(leg).toHaveTextContent('Finished · 1–2');
    await settle();
    expect(api.callsTo('GET user/bets')).toHaveLength(1);
  });

  it('follows a bet whose match has not kicked off yet, and shows it live once it does', async () => {
    mockApi({ 'GET user/bets': () => json(200, { bets: [betOnMatch({ status: 'Not Started', score: null })], next_cursor: null }) });
    await renderSports(<MyBetsPage />);
    const leg = await openSelections();
    expect(leg).not.toHaveTextContent('0–0');
    act(() => realtime.publish(LIVE, 'match-update', matchUpdate({ id: 1001, status: '1st Half', live: true, minute: 1, score: { home: 0, away: 0 } })));
    expect(leg).toHaveTextContent('1st Half · 0–0');
  });

  it('listens to no live match when every bet shown is settled or its matches are over', async () => {
    mockApi({
      'GET user/bets': () =>
        json(200, {
          bets: [betOnMatch({}, { id: 5, status: 'rejected', settled_at: new Date().toISOString() }), betOnMatch({ status: 'Finished' }, { id: 6 })],
          next_cursor: null,
        }),
    });
    await renderSports(<MyBetsPage />);
    await screen.findByText('#5');
    expect(realtime.listening(LIVE, 'match-update')).toBe(false);
  });
});

describe('my bets as a bet settles', () => {
  it('shows a lost bet as lost once its notice comes, though no balance moved', async () => {
    let settled = false;
    const lost = betOnMatch({ status: 'Finished', score: { home: 0, away: 1 } }, { status: 'rejected', payout: 0, settled_at: new Date().toISOString() });
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [settled ? lost : betOnMatch()], next_cursor: null }) });
    await renderSports(<MyBetsPage />);
    await screen.findByText('#5');
    const row = () => screen.getByText('#5').closest('tr')!;
    expect(within(row()).getByText('Pending')).toBeInTheDocument();

    // A notice about something else reads nothing.
    act(() => eventBus.emit('new-notification', { message: 'Deposit credited', key: 'notifications.depositCredited', params: { amount: 'R$ 50,00' } }));
    settled = true;
    act(() => eventBus.emit('new-notification', { message: 'Bet #5 lost', key: 'notifications.betLost', params: { bet: '5', amount: 'R$ 0,00' } }));
    await waitFor(() => expect(within(row()).getByText('Lost')).toBeInTheDocument(), { timeout: 3000 });
    expect(api.callsTo('GET user/bets')).toHaveLength(2);
  });

  it('reads the bets again when the player’s channel lost continuity, as a settlement’s notice may have been missed', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [betOnMatch()], next_cursor: null }) });
    await renderSports(<MyBetsPage />);
    await screen.findByText('#5');
    act(() => eventBus.emit('realtime-resynced', { channels: ['private:user.1'] }));
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(2), { timeout: 3000 });
  });
});
