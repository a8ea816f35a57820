import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';

const BLACKJACK = {
  uuid: 'bj',
  slug: 'blackjack',
  name: 'Blackjack',
  provider: 'Samba Studios',
  game_type: 'blackjack',
  play_style: 'hand',
  image: '/images/games/bj.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 500,
  paytable: null,
};

const player = (cards: string[], total: number, extra: Record<string, unknown> = {}) => ({
  cards,
  total,
  soft: false,
  stake: 5,
  doubled: false,
  from_split: false,
  done: false,
  outcome: null,
  return: null,
  ...extra,
});

const HAND = {
  id: 4,
  mode: 'real',
  status: 'open',
  stake: 5,
  payout: null,
  moves: 0,
  expires_at: '2026-11-22T04:45:00.000Z',
  created_at: '2026-11-22T03:45:00.000Z',
  phase: 'player',
  hands: [player(['10-heart', '6-club'], 16)],
  active: 0,
  dealer: { cards: ['9-spade', null], total: 9 },
  insurance: { status: 'not_offered', stake: 0 },
  legal_actions: ['hit', 'stand', 'double'],
  hint: 'hit',
  dealer_blackjack: false,
};
const HIT = { ...HAND, moves: 1, hands: [player(['10-heart', '6-club', '4-diamond'], 20)], legal_actions: ['hit', 'stand'], hint: 'stand' };
const SETTLED = {
  ...HIT,
  moves: 2,
  status: 'settled',
  phase: 'settled',
  payout: 10,
  hands: [player(['10-heart', '6-club', '4-diamond'], 20, { done: true, outcome: 'win', return: 10 })],
  dealer: { cards: ['9-spade', '8-heart'], total: 17 },
  legal_actions: [],
  hint: null,
};

const answer = (hand: unknown) => () => json(200, { hand, balance: { cash: 15, bonus: 0 } });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('BlackjackClient', () => {
  it('keeps the keyboard on the table: the first move after the deal, Deal again once settled', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: null }),
      'POST games/blackjack/hands': () => json(201, { hand: HAND, balance: { cash: 15, bonus: 0 } }),
      'POST games/blackjack/hands/4/actions': [answer(HIT), answer(SETTLED)],
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

    (await screen.findByRole('button', { name: 'Deal' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hit' })).toHaveFocus());

    // A move that leaves the hand open keeps the focus where it is.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('table-summary')).toHaveTextContent('Four of diamonds'));
    expect(screen.getByRole('button', { name: 'Hit' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Stand' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deal again' })).toHaveFocus());
  });

  it('says the hands in a polite live region after the deal and after every card', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: null }),
      'POST games/blackjack/hands': () => json(201, { hand: HAND, balance: { cash: 15, bonus: 0 } }),
      'POST games/blackjack/hands/4/actions': [answer(HIT), answer(SETTLED)],
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
    const summary = screen.getByTestId('table-summary');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(summary).toHaveTextContent('You: Ten of hearts, Six of clubs, total 16. Dealer shows Nine of spades.'));

    await userEvent.click(screen.getByRole('button', { name: 'Hit' }));
    await waitFor(() => expect(summary).toHaveTextContent('You: Ten of hearts, Six of clubs, Four of diamonds, total 20. Dealer shows Nine of spades.'));

    await userEvent.click(screen.getByRole('button', { name: 'Stand' }));
    await waitFor(() =>
      expect(summary).toHaveTextContent('You: Ten of hearts, Six of clubs, Four of diamonds, total 20. Dealer: Nine of spades, Eight of hearts, total 17.'),
    );
  });
});
