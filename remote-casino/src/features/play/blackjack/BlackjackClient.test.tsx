import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@palpite/shared';
import { json, logIn, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';
import { expectRefusalAbove } from '../../../testing/casino-testing.tsx';

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

  const refusedDeal = (message: string) => () =>
    json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message, translation_params: { balance: 'R$ 0,50', stake: 'R$ 5,00' } });

  it('puts a refused deal’s message right above Deal, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: null }),
      'POST games/blackjack/hands': refusedDeal('Insufficient balance.'),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const deal = await screen.findByRole('button', { name: 'Deal' });
    await userEvent.click(deal);

    // Beside Deal, not above the stake (which pushes it out of sight on a phone).
    await expectRefusalAbove(deal, /^Insufficient balance: you have R\$ 0,50 for a stake of R\$ 5,00/);
  });

  it('says a refused deal in the language picked while it shows, not in the one it came in', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: null }),
      'POST games/blackjack/hands': refusedDeal('Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 5,00.'),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Distribuir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 5,00.');

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: you have R$ 0,50 for a stake of R$ 5,00.');
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

  it('opens the stake field at the dealt stake of a hand resumed after a reload, not the default', async () => {
    logIn(makeUser({ balance: 30, bonus_balance: 0 }));
    // Dealt at R$ 7,00 and doubled: the hand holds R$ 14,00, the field held R$ 7,00.
    const doubled = { ...HAND, stake: 14, hands: [player(['10-heart', '6-club'], 16, { stake: 14, doubled: true })], legal_actions: ['hit', 'stand'] };
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: doubled }),
      'POST games/blackjack/hands/4/actions': answer({
        ...SETTLED,
        stake: 14,
        hands: [player(['10-heart', '6-club', '4-diamond'], 20, { stake: 14, doubled: true, done: true, outcome: 'win', return: 28 })],
      }),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Stand' }));
    expect(await screen.findByRole('textbox', { name: /Stake/ })).toHaveValue('7,00');
  });

  describe('insurance taken', () => {
    // The dealer shows an ace over a R$ 5,00 hand: insurance costs R$ 2,50.
    const OFFER = {
      ...HAND,
      phase: 'insurance',
      dealer: { cards: ['A-spade', null], total: 11 },
      insurance: { status: 'pending', stake: 0 },
      legal_actions: ['insurance', 'no_insurance'],
      hint: 'no_insurance',
    };
    const TAKEN = { ...HAND, moves: 1, stake: 7.5, dealer: { cards: ['A-spade', null], total: 11 }, insurance: { status: 'taken', stake: 2.5 } };
    const takeInsurance = async (afterPeek: unknown) => {
      mockApi({
        'GET games/bj': () => json(200, { game: BLACKJACK }),
        'GET games/blackjack/hands/current': () => json(200, { hand: OFFER }),
        'POST games/blackjack/hands/4/actions': answer(afterPeek),
      });
      await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
      expect(await screen.findByRole('button', { name: 'Take insurance' })).toBeInTheDocument();
      expect(screen.queryByTestId('insurance')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Take insurance' }));
    };

    it('shows its stake in reais beside the hand’s, lost once the dealer has no blackjack', async () => {
      logIn();
      await takeInsurance(TAKEN);
      expect((await screen.findByTestId('insurance')).textContent?.replace(/\s/g, ' ')).toBe('Insurance R$ 2,50 · Lost');
      expect(screen.getByText(/^Stake R\$/)).toBeInTheDocument();
    });

    it('says what it paid when the dealer had blackjack', async () => {
      logIn();
      await takeInsurance({
        ...TAKEN,
        status: 'settled',
        phase: 'settled',
        payout: 7.5,
        hands: [player(['10-heart', '6-club'], 16, { done: true, outcome: 'lose', return: 0 })],
        dealer: { cards: ['A-spade', 'K-heart'], total: 21 },
        legal_actions: [],
        hint: null,
        dealer_blackjack: true,
      });
      expect((await screen.findByTestId('insurance')).textContent?.replace(/\s/g, ' ')).toBe('Insurance R$ 2,50 · Paid R$ 7,50');
    });

    it('is said in the spoken summary of the table, with what became of it', async () => {
      logIn();
      await takeInsurance(TAKEN);
      const summary = screen.getByTestId('table-summary');
      await waitFor(() => expect(summary.textContent?.replace(/\s/g, ' ')).toMatch(/Dealer shows Ace of spades\. Insurance of R\$ 2,50: lost\.$/));
    });
  });

  describe('a double, split or insurance the balance cannot pay', () => {
    // R$ 12,00 dealt from R$ 20,00: R$ 8,00 left, short of another R$ 12,00.
    const AT_12 = { ...HAND, stake: 12, hands: [player(['8-heart', '8-club'], 16, { stake: 12 })], legal_actions: ['hit', 'stand', 'double', 'split'] };
    const renderTable = (mode?: 'real' | 'demo') =>
      renderWithPlatform(<GameStage uuid="bj" mode={mode} />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const routes = (hand: unknown, balance: unknown) => ({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET games/blackjack/hands/current': () => json(200, { hand: null }),
      'POST games/blackjack/hands': () => json(201, { hand, balance }),
    });
    const dealAt12 = async () => {
      const stake = await screen.findByRole('textbox', { name: /Stake/ });
      await userEvent.clear(stake);
      await userEvent.type(stake, '12');
      await userEvent.click(screen.getByRole('button', { name: 'Deal' }));
    };

    // The stage's real balance is the platform's (the host moves it on the deal's answer): a hand
    // at R$ 12,00 open with R$ 8,00 left, as after a reload.
    const resumed = (hand: unknown) => ({ ...routes(hand, null), 'GET games/blackjack/hands/current': () => json(200, { hand }) });

    it('is held back, saying why, while the moves that cost nothing stay', async () => {
      logIn(makeUser({ balance: 8, bonus_balance: 0 }));
      const api = mockApi(resumed(AT_12));
      await renderTable();
      const double = await screen.findByRole('button', { name: 'Double' });
      expect(double).toBeDisabled();
      expect(double).toHaveAccessibleDescription('Not enough balance to double.');
      expect(screen.getByRole('button', { name: 'Split' })).toHaveAccessibleDescription('Not enough balance to split.');
      expect(screen.getByText('Not enough balance to double.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Hit' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Stand' })).toBeEnabled();
      await userEvent.click(double);
      expect(api.callsTo('POST games/blackjack/hands/4/actions')).toHaveLength(0);
    });

    it('hints a hit, a move the player can make, for a hard 11 whose double is held back', async () => {
      logIn(makeUser({ balance: 8, bonus_balance: 0 }));
      // 6-5 vs 10 doubles: with R$ 8,00 left another R$ 12,00 cannot be paid.
      mockApi(
        resumed({ ...AT_12, hands: [player(['6-heart', '5-club'], 11, { stake: 12 })], dealer: { cards: ['10-spade', null], total: 10 }, hint: 'double' }),
      );
      await renderTable();
      await screen.findByRole('button', { name: 'Double' });
      expect(screen.getByText('Basic strategy says: Hit')).toBeVisible();
      expect(screen.queryByText('Basic strategy says: Double')).toBeNull();
    });

    it('hints a stand for a soft 18 whose double is held back', async () => {
      logIn(makeUser({ balance: 8, bonus_balance: 0 }));
      mockApi(
        resumed({
          ...AT_12,
          hands: [player(['A-heart', '7-club'], 18, { stake: 12, soft: true })],
          dealer: { cards: ['5-spade', null], total: 5 },
          hint: 'double',
        }),
      );
      await renderTable();
      await screen.findByRole('button', { name: 'Double' });
      expect(screen.getByText('Basic strategy says: Stand')).toBeVisible();
    });

    it('hints the pair’s total when its split is held back', async () => {
      logIn(makeUser({ balance: 8, bonus_balance: 0 }));
      mockApi(resumed({ ...AT_12, dealer: { cards: ['10-spade', null], total: 10 }, hint: 'split' }));
      await renderTable();
      await screen.findByRole('button', { name: 'Split' });
      expect(screen.getByText('Basic strategy says: Hit')).toBeVisible();
    });

    it('keeps the double it can pay as the hint', async () => {
      logIn(makeUser({ balance: 20, bonus_balance: 0 }));
      mockApi(
        resumed({ ...AT_12, hands: [player(['6-heart', '5-club'], 11, { stake: 12 })], dealer: { cards: ['10-spade', null], total: 10 }, hint: 'double' }),
      );
      await renderTable();
      expect(await screen.findByRole('button', { name: 'Double' })).toBeEnabled();
      expect(screen.getByText('Basic strategy says: Double')).toBeVisible();
    });

    it('counts the bonus balance, as the deal’s stake does', async () => {
      logIn(makeUser({ balance: 8, bonus_balance: 4 }));
      mockApi(resumed(AT_12));
      await renderTable();
      const double = await screen.findByRole('button', { name: 'Double' });
      expect(double).toBeEnabled();
      expect(double).not.toHaveAccessibleDescription();
    });

    it('reads the demo balance in demo mode', async () => {
      logIn(makeUser({ balance: 0, bonus_balance: 0 }));
      mockApi({ ...routes({ ...AT_12, mode: 'demo' }, { demo: 8 }), 'GET user/games/demo-balance': () => json(200, { balance: 20 }) });
      await renderTable('demo');
      await dealAt12();
      expect(await screen.findByRole('button', { name: 'Double' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Hit' })).toBeEnabled();
    });

    it('puts the keyboard on the first move the player can make: no insurance, when insurance is out of reach', async () => {
      logIn();
      const insurance = {
        ...AT_12,
        mode: 'demo',
        phase: 'insurance',
        dealer: { cards: ['A-spade', null], total: 11 },
        legal_actions: ['insurance', 'no_insurance'],
      };
      mockApi({ ...routes(insurance, { demo: 2 }), 'GET user/games/demo-balance': () => json(200, { balance: 14 }) });
      await renderTable('demo');
      await dealAt12();
      const take = await screen.findByRole('button', { name: 'Take insurance' });
      expect(take).toBeDisabled();
      expect(take).toHaveAccessibleDescription('Not enough balance for insurance.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'No insurance' })).toHaveFocus());
    });

    it('offers the deposit with the server’s refusal of a double for the real balance', async () => {
      logIn();
      mockApi({
        ...routes(HAND, { cash: 15, bonus: 0 }),
        'POST games/blackjack/hands/4/actions': () =>
          json(422, {
            success: false,
            message_key: 'casino.errors.insufficientBalance',
            message: 'Insufficient balance.',
            translation_params: { balance: 'R$ 4,00', stake: 'R$ 5,00' },
          }),
      });
      await renderTable();
      await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Double' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: you have R$ 4,00 for a stake of R$ 5,00.');
      expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
    });

    it('puts the server’s refusal of a move right above the moves, describing them', async () => {
      logIn();
      mockApi({
        ...routes(HAND, { cash: 15, bonus: 0 }),
        'POST games/blackjack/hands/4/actions': () =>
          json(422, {
            success: false,
            message_key: 'casino.errors.insufficientBalance',
            message: 'Insufficient balance.',
            translation_params: { balance: 'R$ 4,00', stake: 'R$ 5,00' },
          }),
      });
      await renderTable();
      await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
      const double = await screen.findByRole('button', { name: 'Double' });
      await userEvent.click(double);

      const alert = await screen.findByRole('alert');
      const moves = screen.getByRole('group', { name: 'Your move' });
      // Right above the moves: the refusal and the moves share one area, the stake field is gone.
      expect(moves.parentElement).toContainElement(alert);
      expect(moves.previousElementSibling).toContainElement(alert);
      expect(double).toHaveAccessibleDescription(/^Insufficient balance: you have R\$ 4,00/);
      expect(screen.getByRole('button', { name: 'Hit' })).toHaveAccessibleDescription(/^Insufficient balance: you have R\$ 4,00/);
    });
  });
});
