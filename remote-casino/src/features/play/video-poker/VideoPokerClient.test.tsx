import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';
import { savedHoldsKey } from './saved-holds.ts';
import { expectRefusalAbove } from '../../../testing/casino-testing.tsx';

const POKER = {
  uuid: 'vp',
  slug: 'jacks-or-better',
  name: 'Jacks or Better',
  provider: 'Samba Studios',
  game_type: 'video_poker',
  play_style: 'hand',
  image: '/images/games/vp.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 500,
  paytable: {
    unit: 'stake',
    returns: [
      { hand: 'royal_flush', returns: 800 },
      { hand: 'jacks_or_better', returns: 1 },
      { hand: 'nothing', returns: 0 },
    ],
  },
};

const DEALT = {
  id: 9,
  mode: 'real',
  status: 'open',
  stake: 500,
  payout: null,
  moves: 0,
  expires_at: '2026-11-22T04:45:00.000Z',
  created_at: '2026-11-22T03:45:00.000Z',
  phase: 'dealt',
  dealt: ['A-spade', 'K-heart', '7-club', 'A-diamond', '2-heart'],
  held: null,
  final: null,
  hand: null,
  multiplier: null,
  hint: [true, false, false, true, false],
};
const SETTLED = {
  ...DEALT,
  status: 'settled',
  phase: 'settled',
  moves: 1,
  payout: 500,
  held: [true, false, false, true, false],
  final: ['A-spade', '3-heart', '9-club', 'A-diamond', '5-spade'],
  hand: 'jacks_or_better',
  multiplier: 1,
};

const routes = () => ({
  'GET games/vp': () => json(200, { game: POKER }),
  'GET games/video-poker/hands/current': () => json(200, { hand: null }),
  'POST games/video-poker/hands': () => json(201, { hand: DEALT, balance: { cash: 700, bonus: 0 } }),
  'POST games/video-poker/hands/9/draw': () => json(200, { hand: SETTLED, balance: { cash: 1200, bonus: 0 } }),
});

const renderStage = () => renderWithPlatform(<GameStage uuid="vp" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

async function dealWithStake(stakeText: string) {
  const stake = await screen.findByRole('textbox', { name: /Stake/ });
  await userEvent.clear(stake);
  await userEvent.type(stake, stakeText);
}

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
  sessionStorage.clear();
});

describe('VideoPokerClient', () => {
  it('writes the paytable’s money in reais as the platform does (thousands grouped)', async () => {
    logIn();
    mockApi(routes());
    await renderStage();
    await dealWithStake('500');
    expect(screen.getByRole('row', { name: /Royal flush/ })).toHaveTextContent('800× · R$ 400.000,00');
    expect(screen.getByRole('row', { name: /Jacks or better/ })).toHaveTextContent('1× · R$ 500,00');
  });

  it('keeps the keyboard on the table: the first hold after the deal, Deal once drawn', async () => {
    logIn();
    mockApi(routes());
    await renderStage();
    await dealWithStake('500');
    screen.getByRole('button', { name: 'Deal' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold Ace of spades' })).toHaveFocus());

    screen.getByRole('button', { name: 'Draw' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deal' })).toHaveFocus());
  });

  const refusal = () =>
    json(422, {
      success: false,
      message_key: 'casino.errors.insufficientBalance',
      message: 'Insufficient balance.',
      translation_params: { balance: 'R$ 0,50', stake: 'R$ 5,00' },
    });

  it('puts a refused deal’s message right above Deal, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({ ...routes(), 'POST games/video-poker/hands': refusal });
    await renderStage();
    const deal = await screen.findByRole('button', { name: 'Deal' });
    await userEvent.click(deal);

    // Beside Deal, not above the paytable and the stake (which push it out of sight on a phone).
    await expectRefusalAbove(deal, /^Insufficient balance: you have R\$ 0,50 for a stake of R\$ 5,00/);
  });

  it('puts a refused draw’s message right above Draw, describing it', async () => {
    logIn();
    mockApi({ ...routes(), 'POST games/video-poker/hands/9/draw': refusal });
    await renderStage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
    const draw = await screen.findByRole('button', { name: 'Draw' });
    await userEvent.click(draw);

    const alert = await screen.findByRole('alert');
    expect(draw.parentElement!.parentElement).toContainElement(alert);
    expect(draw.parentElement!.previousElementSibling).toContainElement(alert);
    expect(draw).toHaveAccessibleDescription(/^Insufficient balance: you have R\$ 0,50/);
  });

  it('says the five cards dealt in a polite live region', async () => {
    logIn();
    mockApi(routes());
    await renderStage();
    await dealWithStake('500');
    const summary = screen.getByTestId('table-summary');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(summary).toHaveTextContent('Your cards: Ace of spades, King of hearts, Seven of clubs, Ace of diamonds, Two of hearts.'));
  });

  it.each([
    ['en', 'Hold', 'Hold King of hearts', 'Held', 'King of hearts, held'],
    ['pt-BR', 'Manter', 'Manter Rei de copas', 'Mantida', 'Rei de copas, carta mantida'],
    // The card to hold is the verb's object, in the accusative; once held, the subject of "tutuldu".
    ['tr', 'Tut', 'kupa papazını tut', 'Tutuldu', 'kupa papazı tutuldu'],
  ] as const)(
    '%s: names each hold toggle by a phrase of its card and its visible word, the state in aria-pressed',
    async (language, hold, holdName, held, heldName) => {
      logIn();
      mockApi({ ...routes(), 'GET games/video-poker/hands/current': () => json(200, { hand: DEALT }) });
      await renderWithPlatform(<GameStage uuid="vp" />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
      const toggle = await screen.findByRole('button', { name: holdName });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveTextContent(new RegExp(`^${hold}$`));
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(toggle).toHaveAccessibleName(heldName);
      expect(toggle).toHaveTextContent(new RegExp(`^${held}$`));
    },
  );

  it.each([
    ['en', 'Your cards'],
    ['pt-BR', 'Suas cartas'],
    ['tr', 'Kartlarınız'],
  ] as const)('%s: says each hold toggle’s visible word in its name, held or not (speech input finds it by that word)', async (language, cards) => {
    logIn();
    mockApi({ ...routes(), 'GET games/video-poker/hands/current': () => json(200, { hand: DEALT }) });
    await renderWithPlatform(<GameStage uuid="vp" />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const toggles = within(await screen.findByRole('group', { name: cards })).getAllByRole('button');
    // The word whole, in any case: "Tutuldu" shows under a card named "maça ası tutuldu".
    const expectVisibleWordInNames = () => {
      for (const toggle of toggles) expect(toggle).toHaveAccessibleName(new RegExp(`(^|[\\s,])${toggle.textContent}($|[\\s,])`, 'i'));
    };
    expect(toggles).toHaveLength(5);
    expectVisibleWordInNames();
    for (const toggle of toggles) await userEvent.click(toggle);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expectVisibleWordInNames();
  });

  it('prices the paytable at the open hand’s stake, and at the stake typed once the hand is settled', async () => {
    logIn();
    mockApi({
      ...routes(),
      'POST games/video-poker/hands': () => json(201, { hand: { ...DEALT, stake: 5 }, balance: { cash: 700, bonus: 0 } }),
      'POST games/video-poker/hands/9/draw': () => json(200, { hand: { ...SETTLED, stake: 5, payout: 5 }, balance: { cash: 705, bonus: 0 } }),
    });
    await renderStage();
    await dealWithStake('5');
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    const stake = await screen.findByRole('textbox', { name: /Stake/ });
    expect(screen.getByRole('row', { name: /Royal flush/ })).toHaveTextContent('800× · R$ 4.000,00');

    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    expect(screen.getByRole('row', { name: /Royal flush/ })).toHaveTextContent('800× · R$ 8.000,00');
  });

  it('opens the stake field at the stake of a hand resumed after a reload', async () => {
    logIn();
    mockApi({
      ...routes(),
      'GET games/video-poker/hands/current': () => json(200, { hand: { ...DEALT, stake: 5 } }),
      'POST games/video-poker/hands/9/draw': () => json(200, { hand: { ...SETTLED, stake: 5, payout: 5 }, balance: { cash: 705, bonus: 0 } }),
    });
    await renderStage();
    expect(await screen.findByRole('row', { name: /Royal flush/ })).toHaveTextContent('800× · R$ 4.000,00');
    await userEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    expect(await screen.findByRole('textbox', { name: /Stake/ })).toHaveValue('5,00');
    expect(screen.getByRole('row', { name: /Royal flush/ })).toHaveTextContent('800× · R$ 4.000,00');
  });

  it('keeps the cards held across a reload mid-hand, and forgets them once drawn', async () => {
    logIn();
    const api = mockApi({ ...routes(), 'GET games/video-poker/hands/current': () => json(200, { hand: DEALT }) });
    const first = await renderStage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Ace of spades' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hold Ace of diamonds' }));
    first.unmount();

    await renderStage();
    expect(await screen.findByRole('button', { name: 'Ace of spades, held' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ace of diamonds, held' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hold King of hearts' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Draw' }));
    await screen.findByRole('button', { name: 'Deal' });
    expect(JSON.parse(api.callsTo('POST games/video-poker/hands/9/draw')[0]!.body)).toMatchObject({ held: [true, false, false, true, false] });
    expect(sessionStorage.getItem(savedHoldsKey(9))).toBeNull();
  });

  it('does not lend one hand’s holds to another', async () => {
    logIn();
    sessionStorage.setItem(savedHoldsKey(8), JSON.stringify([true, true, true, true, true]));
    mockApi({ ...routes(), 'GET games/video-poker/hands/current': () => json(200, { hand: DEALT }) });
    await renderStage();
    await screen.findByRole('button', { name: 'Draw' });
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});
