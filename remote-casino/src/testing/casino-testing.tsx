/**
 * Test helpers of the casino remote: players in the store, a fetch mock answering the API by
 * method and path, and fixtures shaped like the API's answers.
 */
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Realtime } from 'ably';
import { eventBus, palpiteStore, realtimeConnectionAtom, userAtom, type User } from '@palpite/shared';
import { logIn as logInPlayer, logOut as logOutPlayer } from '@palpite/shared/testing';
import type { Game, GameDetails, Round } from '../lib/types.ts';
import type { LiveBet, LiveTable } from '../features/live/api/types.ts';

export { json, mockApi, type ApiCall } from '@palpite/shared/testing';

export function logIn(id = 7): void {
  palpiteStore.set(userAtom, { id, first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', balance: 100, bonus_balance: 0 } as User);
}

export function logOut(): void {
  palpiteStore.set(userAtom, null);
}

export const ROULETTE_UUID = '6a7ca7c1-ce48-463a-a775-e6ae7a1fd3de';

export function game(overrides: Partial<Game> = {}): Game {
  return {
    id: 4,
    uuid: ROULETTE_UUID,
    slug: 'roleta-europeia',
    name: 'Roleta Europeia',
    provider: 'Palpite Originals',
    provider_slug: 'palpite-originals',
    category: 'roulette',
    game_type: 'roulette',
    play_style: 'single',
    image: `/images/games/${overrides.uuid ?? ROULETTE_UUID}.webp`,
    rtp: 97.297297,
    volatility: 'medium',
    max_win: 36,
    real_available: true,
    demo_available: true,
    wagering_contribution: 0,
    is_new: false,
    released_at: '2025-11-03T12:00:00.000Z',
    ...overrides,
  };
}

export function gameDetails(overrides: Partial<GameDetails> = {}): GameDetails {
  return {
    ...game(),
    rtp_range: { min: 97.297297, max: 97.297297 },
    rtp_basis: 'every bet',
    min_stake: 0.1,
    max_stake: 50000,
    modes: { real: true, demo: true },
    rules: 'Roleta europeia com um só zero.',
    rules_key: 'casino.rules.roulette_european',
    paytable: {
      unit: 'stake',
      returns: [
        { type: 'straight', returns: 36 },
        { type: 'red', returns: 2 },
      ],
    },
    verify: { text: 'Cada rodada é calculada a partir do seu par de seeds.', text_key: 'casino.verify.inHouse' },
    ...overrides,
  };
}

// A real round: `npm run -s fair -- verify --game roulette --server-seed SEED --client-seed CLIENT --nonce 0` → 33.
export const SEED = '2556cf545eac783311330fdcb6e39ecdd8143bdeff048d791e9c7c81d5080ba8';
export const SEED_HASH = 'f45d1f0b9ea72982d695b3bc8890e8d014c26fa5414f818596d6f26b47b0ce5f';
export const CLIENT = '6d9488b80f884274';

export function round(overrides: Partial<Round> = {}): Round {
  return {
    id: 1,
    game: { uuid: ROULETTE_UUID, name: 'Roleta Europeia', provider: 'Palpite Originals', image: '', game_type: 'roulette' },
    mode: 'demo',
    status: 'settled',
    stake: 2,
    payout: 0,
    profit: -2,
    bet: {
      bets: [
        { type: 'red', amount: 1 },
        { type: 'straight', numbers: [17], amount: 1 },
      ],
    },
    outcome: { color: 'black', pocket: 33, returns: [0, 0] },
    free_spin_campaign_id: null,
    created_at: '2026-11-22T03:42:09.520Z',
    settled_at: '2026-11-22T03:42:09.520Z',
    fairness: { server_seed_hash: SEED_HASH, server_seed: null, client_seed: CLIENT, nonce: 0, revealed: false, verified: null },
    ...overrides,
  };
}

export const LIVE_BACCARAT_ID = 'bacara-ao-vivo';

/** The live baccarat table in its betting phase, its round open for 14 s more; `history` and `my_bets` as given. */
export function liveBaccaratTable(options: { myBets?: LiveBet[]; history?: LiveTable['history'] } = {}): LiveTable {
  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  return {
    id: LIVE_BACCARAT_ID,
    name: 'Bacará ao Vivo',
    kind: 'baccarat',
    game_uuid: 'b1',
    image: '/images/games/b1.webp',
    min_stake: 1,
    max_stake: 1000,
    channel: `public:live-casino.${LIVE_BACCARAT_ID}`,
    phase: 'betting',
    ms_left: 14_000,
    betting_ms: 15_000,
    result_ms: 5_000,
    server_time: at(0),
    current_round: {
      round_id: 41,
      round_number: 1041,
      opens_at: at(-1_000),
      closes_at: at(14_000),
      next_opens_at: at(19_000),
      status: 'open',
      server_seed_hash: 'f'.repeat(64),
      server_seed: null,
      client_seed: 'c0ffee',
      nonce: 1041,
      result: null,
      settled_at: null,
    },
    history: options.history ?? [],
    my_bets: options.myBets ?? [],
  };
}

/** The dice game as the game page reads it: stakes of R$ 1–100, a 99× top return. */
export function diceGame(): GameDetails {
  return gameDetails({
    uuid: 'dice',
    slug: 'dice',
    name: 'Dice',
    provider: 'Samba Studios',
    game_type: 'dice',
    image: '/images/games/dice.webp',
    min_stake: 1,
    max_stake: 100,
    rules_key: 'casino.rules.dice',
    paytable: { max_return: 9900 },
  });
}

/** A request whose answer never came (a dropped connection), as `fetch` reports it. */
export function lostAnswer(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * A logged-in player whose page's requests for a fresh balance (`user-refresh-requested`) are
 * counted, for the tests of a play whose answer was lost; call in the test file's top level.
 */
export function countUserRefreshes(): { readonly refreshes: Mock<() => void> } {
  const counted = { refreshes: vi.fn<() => void>() };
  let stopListening = () => undefined as void;
  beforeEach(() => {
    logInPlayer();
    counted.refreshes = vi.fn<() => void>();
    stopListening = eventBus.on('user-refresh-requested', counted.refreshes);
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
    logOutPlayer();
  });
  return counted;
}

/**
 * A refused play's message sits right above `button` (in its wrapper, where a phone player is
 * looking, with no stake field between them) as an alert that describes it, with the deposit offer.
 */
export async function expectRefusalAbove(button: HTMLElement, description: RegExp): Promise<void> {
  const alert = await screen.findByRole('alert');
  const wrapper = button.parentElement!;
  expect(wrapper).toContainElement(alert);
  expect(within(wrapper).queryByRole('textbox')).toBeNull();
  expect(button).toHaveAccessibleDescription(description);
  expect(within(wrapper).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
}

/** The page's realtime connection (a player's), with each channel's listeners by event: call the returned function to deliver a message. */
export function fakeRealtimeConnection(): (channelName: string, event: string, data: unknown) => void {
  const listeners = new Map<string, (message: { data: unknown }) => void>();
  const channel = (name: string) => ({
    name,
    state: 'attached',
    on: () => undefined,
    off: () => undefined,
    attach: () => Promise.resolve(null),
    detach: () => Promise.resolve(),
    subscribe: (event: string, listener: (message: { data: unknown }) => void) => {
      listeners.set(`${name} ${event}`, listener);
      return Promise.resolve(null);
    },
    unsubscribe: (event: string) => listeners.delete(`${name} ${event}`),
  });
  const client = { channels: { get: channel }, connection: { state: 'connected' } } as unknown as Realtime;
  palpiteStore.set(realtimeConnectionAtom, { client, kind: 'private' });
  return (channelName, event, data) => act(() => listeners.get(`${channelName} ${event}`)?.({ data }));
}
