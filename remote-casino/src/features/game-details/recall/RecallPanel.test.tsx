import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import engineRounds from '../../../lib/fair/engine-rounds.fixture.json';
import type { Round } from '../../../lib/types.ts';
import { CLIENT, SEED, SEED_HASH } from '../../../testing/casino-testing.tsx';
import { RecallPanel } from './RecallPanel.tsx';

const ROUND: Round = {
  id: 123,
  game: { uuid: 'roleta', name: 'Roleta Europeia', provider: 'Samba Studios', image: '/images/games/roleta.webp', game_type: 'roulette' },
  mode: 'real',
  status: 'settled',
  stake: 1,
  payout: 2,
  profit: 1,
  bet: { bets: [{ type: 'red', stake: 1 }] },
  outcome: { pocket: 21, color: 'red', returns: [2] },
  created_at: '2026-11-22T03:45:00.000Z',
  settled_at: '2026-11-22T03:45:00.000Z',
  fairness: { server_seed_hash: 'ab', server_seed: null, client_seed: 'c', nonce: 4, revealed: false, verified: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('RecallPanel', () => {
  it('names each round’s button by what it shows, so the visible words are its name', async () => {
    logIn();
    mockApi({ 'GET user/games/rounds': () => json(200, { data: [ROUND], next_cursor: null }) });
    await renderWithPlatform(<RecallPanel gameUuid="roleta" revision={0} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const row = await screen.findByRole('button', { name: /^Number 21 \(red\)/ });
    expect(row).not.toHaveAttribute('aria-label');
    // formatBRL puts a no-break space after R$.
    expect(row).toHaveAccessibleName(/^Number 21 \(red\) R\$\s2,00 #123 · .+ · stake R\$\s1,00 Seed not revealed yet$/);
  });
});

describe('the round dialog’s check in the browser', () => {
  const revealedAt = (nonce: number) => ({ server_seed_hash: SEED_HASH, server_seed: SEED, client_seed: CLIENT, nonce, revealed: true, verified: true });
  const opened = async (played: Round, paytable: Record<string, unknown>) => {
    logIn();
    mockApi({ 'GET user/games/rounds': () => json(200, { data: [played], next_cursor: null }) });
    await renderWithPlatform(<RecallPanel gameUuid={played.game.uuid} paytable={paytable} revision={0} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`#${played.id} `) }));
    return within(await screen.findByRole('region', { name: 'Checked in your browser' }));
  };

  it('recomputes a Carnaval do Rio round and its free spins from the reels the game publishes', async () => {
    const { nonce, outcome } = engineRounds.rounds.video[1]!;
    const played = {
      ...ROUND,
      id: 124,
      game: { ...ROUND.game, uuid: 'carnaval', name: 'Carnaval do Rio', game_type: 'slots' },
      outcome,
      fairness: revealedAt(nonce),
    };
    const check = await opened(played, engineRounds.paytables.video);
    expect(check.getByText('The result matches')).toBeInTheDocument();
    expect(check.getAllByText(/^Reel stops 13 23 31 3 1 · 10 free spins: 15 18 5 31 32 \/ /)).toHaveLength(2);
    expect(screen.queryByText(/checked by our server/)).not.toBeInTheDocument();
  });

  it('replays a blackjack hand from its actions', async () => {
    const { nonce, outcome } = engineRounds.rounds.blackjack.find((hand) => hand.nonce === 120)!;
    const played = {
      ...ROUND,
      id: 125,
      game: { ...ROUND.game, uuid: 'blackjack', name: 'Blackjack', game_type: 'blackjack' },
      outcome,
      fairness: revealedAt(nonce),
    };
    const check = await opened(played, {});
    expect(check.getByText('The result matches')).toBeInTheDocument();
    expect(check.getAllByText('You A♠ 7♦ | A♥ 10♥ · Dealer 4♥ 4♥ 7♥ 2♥')).toHaveLength(2);
  });
});
