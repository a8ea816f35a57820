import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { installFakeRealtime } from '../../testing/fake-realtime.ts';
import { json, matchRow, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { LiveBetsPage } from './LiveBetsPage.tsx';

const FIRST = matchRow({ id: 501, live: true, status: '1st Half', minute: 12, home: 'Grêmio', away: 'Internacional' });
const SECOND = matchRow({ id: 502, live: true, status: '1st Half', minute: 3, home: 'Bahia', away: 'Vitória' });

let realtime: ReturnType<typeof installFakeRealtime>;
beforeEach(() => {
  realtime = installFakeRealtime();
});
afterEach(() => {
  realtime.uninstall();
  vi.restoreAllMocks();
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
