import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { palpiteStore, realtimeConnectionAtom } from '@palpite/shared';
import { json, mockApi, renderWithPlatform, resetServerClock } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { formatRoundTime } from '../../../lib/format.ts';
import { fakeRealtimeConnection, liveBaccaratTable, LIVE_BACCARAT_ID } from '../../../testing/casino-testing.tsx';
import { LiveRoundsPanel } from './LiveRoundsPanel.tsx';

/** The device's clock in these tests: 5 minutes behind the server's. */
const DEVICE_NOW = '2026-11-22T15:00:00.000Z';
const SERVER_NOW = '2026-11-22T15:05:00.000Z';

afterEach(() => {
  palpiteStore.set(realtimeConnectionAtom, null);
  vi.useRealTimers();
  resetServerClock();
});

describe('a live table’s rounds panel', () => {
  it('dates a round settled over realtime on the server’s clock, as the rounds the server lists, not the device’s 5 minutes off', async () => {
    vi.useFakeTimers({ now: Date.parse(DEVICE_NOW), toFake: ['Date'] });
    const publish = fakeRealtimeConnection();
    mockApi({ [`GET live-casino/tables/${LIVE_BACCARAT_ID}`]: () => json(200, { table: { ...liveBaccaratTable(), server_time: SERVER_NOW } }) });
    await renderWithPlatform(<LiveRoundsPanel tableId={LIVE_BACCARAT_ID} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    await screen.findByText('No settled rounds yet');

    publish(`public:live-casino.${LIVE_BACCARAT_ID}`, 'round-result', {
      tableId: LIVE_BACCARAT_ID,
      roundId: 41,
      roundNumber: 1041,
      result: { result: 'banker', player_total: 5, banker_total: 8, player_cards: ['5S', 'KH'], banker_cards: ['8D', 'QC'] },
      serverSeed: 'seed',
      serverSeedHash: 'f'.repeat(64),
      clientSeed: 'c0ffee',
      nonce: 1041,
    });
    expect(await screen.findByRole('button', { name: /#1041/ })).toHaveTextContent(`#1041 · ${formatRoundTime(SERVER_NOW, 'en')}`);
  });
});
