import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import engineRounds from '../../../lib/fair/engine-rounds.fixture.json';
import type { Round } from '../../../lib/types.ts';
import { CLIENT, SEED, SEED_HASH } from '../../../testing/casino-testing.tsx';
import { announceRoundPlayed } from '../../play/lib/round-played.ts';
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
  free_spin_campaign_id: null,
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

describe('what a round’s row and dialog say', () => {
  const shown = async (played: Round, language: 'en' | 'pt-BR') => {
    logIn();
    mockApi({ 'GET user/games/rounds': () => json(200, { data: [played], next_cursor: null }) });
    await renderWithPlatform(<RecallPanel gameUuid={played.game.uuid} revision={0} />, {
      language,
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const row = await screen.findByRole('button', { name: new RegExp(`#${played.id} `) });
    await userEvent.click(row);
    return { row, dialog: within(await screen.findByRole('dialog')) };
  };

  it('says how each blackjack hand ended against the dealer, not just “Settled”', async () => {
    const { outcome } = engineRounds.rounds.blackjack.find((hand) => hand.nonce === 120)!;
    const split = { ...ROUND, id: 130, game: { ...ROUND.game, uuid: 'blackjack', name: 'Blackjack', game_type: 'blackjack' }, outcome };
    const { row, dialog } = await shown(split, 'en');
    const ending = 'Hand 1: Won with 18 · Hand 2: Won with 21 · dealer 17';
    expect(row).toHaveTextContent(ending);
    expect(dialog.getByText(ending)).toBeInTheDocument();
  });

  it('says a free spin was one, what it won and that its stake was not charged', async () => {
    const freeSpin: Round = {
      ...ROUND,
      id: 131,
      game: { ...ROUND.game, uuid: 'carnaval', name: 'Carnaval do Rio', game_type: 'slots' },
      stake: 0,
      payout: 0.4,
      profit: 0.4,
      bet: { stake: 0.2, free_spin: true },
      outcome: { multiplier: 2 },
      free_spin_campaign_id: 3,
    };
    const { row, dialog } = await shown(freeSpin, 'pt-BR');
    expect(row).toHaveAccessibleName(/^Rodada grátis · ganhou R\$\s0,40 R\$\s0,40 #131 · .+ · aposta R\$\s0,20, não cobrada /);
    expect(row).not.toHaveAccessibleName(/2× a aposta|R\$\s0,00/);
    expect(dialog.getByText('Rodada grátis · ganhou R$ 0,40')).toBeInTheDocument();
    expect(dialog.getByText('Aposta').nextElementSibling).toHaveTextContent('R$ 0,20, não cobrada');
  });
});

describe('the rounds list beside the stage', () => {
  const diceRound = (id: number, roll: number): Round => ({
    ...ROUND,
    id,
    game: { ...ROUND.game, uuid: 'dice', name: 'Dados', game_type: 'dice' },
    payout: 0,
    profit: -1,
    bet: { stake: 1, direction: 'over', target: 50 },
    outcome: { roll, win: false, multiplier: 0 },
  });
  const page = (...rounds: Round[]) => json(200, { data: rounds, next_cursor: null });
  const renderDice = () =>
    renderWithPlatform(<RecallPanel gameUuid="dice" revision={0} />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
  const rows = () => within(screen.getByRole('list', { name: 'Rounds' })).getAllByRole('listitem');

  it('shows rounds played after it opened, reading the list once for a burst of quick rounds', async () => {
    logIn();
    const api = mockApi({
      'GET user/games/rounds': [() => page(), () => page(diceRound(3, 30.03), diceRound(2, 20.02), diceRound(1, 10.01))],
    });
    await renderDice();
    expect(await screen.findByText('No rounds of this game yet')).toBeInTheDocument();

    // Three quick rolls, each answered a moment after the one before.
    for (let roll = 0; roll < 3; roll += 1) {
      act(() => announceRoundPlayed());
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    await screen.findByText('Rolled 30.03', undefined, { timeout: 2000 });
    expect(rows()).toHaveLength(3);
    expect(api.callsTo('GET user/games/rounds')).toHaveLength(2);
  });

  it('adds a new round on top of the rows shown, keeping them on screen while it reads', async () => {
    logIn();
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET user/games/rounds': [() => page(diceRound(1, 10.01)), () => new Promise<Response>((resolve) => (answer = resolve))],
    });
    await renderDice();
    await screen.findByText('Rolled 10.01');

    act(() => announceRoundPlayed());
    await waitFor(() => expect(api.callsTo('GET user/games/rounds')).toHaveLength(2), { timeout: 2000 });
    expect(screen.getByText('Rolled 10.01')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rounds' })).toHaveAttribute('aria-busy', 'true');

    answer(page(diceRound(2, 20.02), diceRound(1, 10.01)));
    await screen.findByText('Rolled 20.02');
    expect(rows().map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringMatching(/^Rolled 20\.02.*#2 /),
      expect.stringMatching(/^Rolled 10\.01.*#1 /),
    ]);
  });

  it('offers to read the list again while it is empty', async () => {
    logIn();
    mockApi({ 'GET user/games/rounds': [() => page(), () => page(diceRound(1, 10.01))] });
    await renderDice();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Rolled 10.01')).toBeInTheDocument();
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

  it('shows a video poker hand as dealt, held and drawn, recomputed alike', async () => {
    // Nonce 3 deals 7♠ A♦ J♦ 8♦ 10♠ and lines up A♠ 5♥ 8♠ 2♦ 6♣; holding the ace uses only the first four.
    const outcome = {
      phase: 'settled',
      dealt: ['7-spade', 'A-diamond', 'J-diamond', '8-diamond', '10-spade'],
      held: [false, true, false, false, false],
      final: ['A-spade', 'A-diamond', '5-heart', '8-spade', '2-diamond'],
      replacements: ['A-spade', '5-heart', '8-spade', '2-diamond', '6-club'],
      hand: 'jacks_or_better',
      multiplier: 1,
    };
    const played = {
      ...ROUND,
      id: 126,
      game: { ...ROUND.game, uuid: 'jacks', name: 'Jacks or Better', game_type: 'video_poker' },
      outcome,
      fairness: revealedAt(3),
    };
    const check = await opened(played, {});
    const hand = 'Dealt 7♠ A♦ J♦ 8♦ 10♠ · held A♦ · final hand A♠ A♦ 5♥ 8♠ 2♦';
    expect(check.getByText('The result matches')).toBeInTheDocument();
    expect(check.getAllByText(hand)).toHaveLength(2);
    expect(within(screen.getByRole('dialog')).getAllByText(hand)).toHaveLength(3);
  });
});
