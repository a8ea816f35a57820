import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { installFakeRealtime } from '../../testing/fake-realtime.ts';
import { AddressBar, json, matchRow, matchUpdate, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { LiveBetsPage } from './LiveBetsPage.tsx';

const FIRST = matchRow({ id: 501, live: true, status: '1st Half', minute: 12, home: 'Grêmio', away: 'Internacional' });
const SECOND = matchRow({ id: 502, live: true, status: '1st Half', minute: 3, home: 'Bahia', away: 'Vitória' });
const HOOPS = matchRow({ id: 503, sport: 'basketball', live: true, status: 'Live', home: 'Flamengo Basquete', away: 'Franca' });

let realtime: ReturnType<typeof installFakeRealtime>;
beforeEach(() => {
  realtime = installFakeRealtime();
});
afterEach(() => {
  realtime.uninstall();
  vi.restoreAllMocks();
});

/** A kick-off is read with the others 2 s after it is heard (lib/live-list.ts): this is past it. */
const PAST_RELOAD_MS = 2600;

/** The page with its list shown and its rows and list listening (from effects, which may run after the rows show). */
async function openLiveBets() {
  await renderSports(<LiveBetsPage />, { route: '/live-bets' });
  await screen.findByText('Grêmio');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(realtime.listening('public:sports.live', 'match-update')).toBe(true);
}

describe('the live list following kick-offs and full time without a reload', () => {
  it('takes a match at full time off the list at once, reading nothing again', async () => {
    const api = mockApi({ 'GET sports/live': () => json(200, { matches: [FIRST, SECOND] }) });
    await openLiveBets();
    act(() => realtime.publish('public:sports.live', 'match-update', matchUpdate({ id: FIRST.id, status: 'Finished', live: false })));
    expect(screen.queryByText('Grêmio')).toBeNull();
    expect(screen.getByText('Bahia')).toBeInTheDocument();
    expect(api.callsTo('GET sports/live')).toHaveLength(1);
  });

  it('reads the list again for a match of any sport that kicks off, once for that match, not at every minute of it', async () => {
    const api = mockApi({ 'GET sports/live': [() => json(200, { matches: [FIRST] }), () => json(200, { matches: [FIRST] })] });
    await openLiveBets();
    const update = (clock: string) => matchUpdate({ id: HOOPS.id, sport: 'basketball', status: 'Live', live: true, period: 1, clock });
    act(() => realtime.publish('public:sports.live', 'match-update', update('Q1 12:00')));
    await vi.waitFor(() => expect(api.callsTo('GET sports/live')).toHaveLength(2), { timeout: PAST_RELOAD_MS + 2000 });

    // The API's list left it out (a list it caps): its next minutes ask nothing more.
    act(() => realtime.publish('public:sports.live', 'match-update', update('Q1 11:00')));
    await act(() => new Promise((resolve) => setTimeout(resolve, PAST_RELOAD_MS)));
    expect(api.callsTo('GET sports/live')).toHaveLength(2);
  });
});

describe('the live list after a channel lost continuity', () => {
  it('reads the list again when public:sports.live or a listed match re-attached without continuity, not otherwise', async () => {
    const api = mockApi({
      'GET sports/live': [() => json(200, { matches: [FIRST] }), () => json(200, { matches: [FIRST, SECOND] }), () => json(200, { matches: [SECOND] })],
    });
    await renderSports(<LiveBetsPage />, { route: '/live-bets' });
    await screen.findByText('Grêmio');
    const reads = () => api.callsTo('GET sports/live').length;

    // Someone else's channels, or continuity kept: nothing to read again.
    act(() => eventBus.emit('realtime-resynced', { channels: ['private:user.9', 'public:match.999'] }));
    act(() => realtime.reattach('public:sports.live', true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(1);

    act(() => realtime.reattach('public:sports.live', false));
    expect(await screen.findByText('Bahia')).toBeInTheDocument();
    expect(reads()).toBe(2);

    // A listed row's own channel: the row's news (it ended, say) may be what was missed.
    act(() => realtime.reattach(`public:match.${FIRST.id}`, false));
    await vi.waitFor(() => expect(screen.queryByText('Grêmio')).toBeNull());
    expect(reads()).toBe(3);
  });
});

describe('the live list read before its channel attached', () => {
  it('reads the list again once public:sports.live attaches: a match that went live or ended in between is not missed', async () => {
    realtime.uninstall();
    realtime = installFakeRealtime({ attached: false });
    const api = mockApi({ 'GET sports/live': [() => json(200, { matches: [FIRST] }), () => json(200, { matches: [FIRST, SECOND] })] });
    await renderSports(<LiveBetsPage />, { route: '/live-bets' });
    await screen.findByText('Grêmio');
    expect(api.callsTo('GET sports/live')).toHaveLength(1);

    act(() => realtime.attachNow('public:sports.live'));
    expect(await screen.findByText('Bahia')).toBeInTheDocument();
    expect(api.callsTo('GET sports/live')).toHaveLength(2);
  });
});

function LiveBetsRoutes() {
  return (
    <>
      <Routes>
        <Route path="/" element={<Link to="/live-bets">Go live</Link>} />
        <Route path="/live-bets" element={<LiveBetsPage />} />
      </Routes>
      <AddressBar />
    </>
  );
}

const sportChip = (name: string) => within(screen.getByRole('group', { name: 'Sport' })).getByRole('button', { name });

describe('the live list’s sport filter in the address', () => {
  it('shows the sport a reload or a shared link asks (?sport=, as on /sports)', async () => {
    mockApi({ 'GET sports/live': () => json(200, { matches: [FIRST, HOOPS] }) });
    await renderSports(<LiveBetsPage />, { route: '/live-bets?sport=basketball' });
    expect(await screen.findByText('Flamengo Basquete')).toBeInTheDocument();
    expect(screen.queryByText('Grêmio')).toBeNull();
    expect(sportChip('Basketball')).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['?sport=curling', '?sport=', '?sport=FOOTBALL', '?sport=%3Cb%3E&sport=football'])(
    'shows every sport for an address asking one it does not know (%s), never an error',
    async (search) => {
      mockApi({ 'GET sports/live': () => json(200, { matches: [FIRST, HOOPS] }) });
      await renderSports(<LiveBetsPage />, { route: `/live-bets${search}` });
      expect(await screen.findByText('Flamengo Basquete')).toBeInTheDocument();
      expect(screen.getByText('Grêmio')).toBeInTheDocument();
      expect(sportChip('All')).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('writes the chosen sport into the address without a history entry per chip: Back leaves the page, Forward brings the filter back', async () => {
    mockApi({ 'GET sports/live': () => json(200, { matches: [FIRST, HOOPS] }) });
    await renderSports(<LiveBetsRoutes />);
    const address = screen.getByTestId('address');
    await userEvent.click(screen.getByRole('link', { name: 'Go live' }));
    await screen.findByText('Grêmio');

    await userEvent.click(sportChip('Football'));
    expect(address).toHaveTextContent(/^\/live-bets\?sport=football$/);
    await userEvent.click(sportChip('Basketball'));
    expect(address).toHaveTextContent(/^\/live-bets\?sport=basketball$/);
    expect(screen.queryByText('Grêmio')).toBeNull();
    expect(sportChip('Basketball')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(address).toHaveTextContent(/^\/live-bets\?sport=basketball$/);
    expect(await screen.findByText('Flamengo Basquete')).toBeInTheDocument();
    expect(screen.queryByText('Grêmio')).toBeNull();
    expect(sportChip('Basketball')).toHaveAttribute('aria-pressed', 'true');

    // Every sport is the default: it leaves the address clean.
    await userEvent.click(sportChip('All'));
    expect(address).toHaveTextContent(/^\/live-bets$/);
    expect(await screen.findByText('Grêmio')).toBeInTheDocument();
  });
});
