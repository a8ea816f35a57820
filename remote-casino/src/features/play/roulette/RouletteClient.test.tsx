import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@palpite/shared';
import { json, logIn, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';
import { expectRefusalAbove } from '../../../testing/casino-testing.tsx';

const ROULETTE = {
  uuid: 'roleta',
  slug: 'roleta-europeia',
  name: 'Roleta Europeia',
  provider: 'Samba Studios',
  game_type: 'roulette',
  play_style: 'single',
  image: '/images/games/roleta.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 1000,
  paytable: {},
};

const round = (id: number, pocket: number, color: 'red' | 'black') => ({
  id,
  mode: 'real',
  status: 'settled',
  stake: 1,
  payout: 0,
  returned: 0,
  profit: -1,
  bet: { bets: [{ type: 'red', stake: 1 }] },
  outcome: { pocket, color, returns: [0] },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

/** The history's balls as a screen reader reads them: each one's hidden words (its drawn number is hidden from it). */
function historyNames(): (string | null | undefined)[] {
  const heading = screen.queryByRole('heading', { name: 'Last numbers' });
  if (!heading) return [];
  return within(heading.parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.visually-hidden')?.textContent);
}

describe('RouletteClient', () => {
  it('lists a spin once when the first read of the history answers after it and holds it too', async () => {
    logIn();
    let answerHistory: (response: Response) => void = () => undefined;
    const history = new Promise<Response>((resolve) => (answerHistory = resolve));
    mockApi({
      'GET games/roleta': () => json(200, { game: ROULETTE }),
      'GET user/games/rounds': () => history,
      'POST games/roleta/play': () => json(200, { round: round(11, 17, 'black'), balance: { cash: 19, bonus: 0 }, free_spin: null }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: /^Red/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(historyNames()).toContain('17 black'));

    answerHistory(json(200, { data: [round(11, 17, 'black'), round(10, 3, 'red')] }));
    await waitFor(() => expect(historyNames()).toEqual(['17 black', '3 red']));
    // On a phone the history scrolls sideways: a keyboard reaches it, and it is named.
    expect(screen.getByRole('list', { name: 'Last numbers' }).tabIndex).toBe(0);
  });

  it('stops a chip or a double that would take a spot over its bet type’s maximum, saying which and how much, and sends the rest', async () => {
    logIn();
    const api = mockApi({
      'GET games/roleta': () =>
        json(200, {
          game: {
            ...ROULETTE,
            paytable: {
              unit: 'stake',
              returns: [
                { type: 'straight', returns: 36, min_stake: 0.1, max_stake: 2 },
                { type: 'red', returns: 2, min_stake: 0.1, max_stake: 1.5 },
              ],
              max_total_stake: 1000,
              max_bets: 200,
            },
          },
        }),
      'GET user/games/rounds': () => json(200, { data: [] }),
      'POST games/roleta/play': () => json(200, { round: round(11, 17, 'black'), balance: { cash: 19, bonus: 0 }, free_spin: null }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const user = userEvent.setup();
    // Doubling red's R$ 1,00 would make it R$ 2,00, over its R$ 1,50.
    await user.click(await screen.findByRole('button', { name: /^Red/ }));
    await user.click(screen.getByRole('button', { name: 'Double' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Red: at most R\$\s1,50 on each spot\. Nothing was added\.$/);
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(/^R\$\s1,00$/);

    // The next chip placed clears it; a third R$ 1,00 chip on 17 would go over the straight's R$ 2,00.
    await user.click(screen.getByRole('button', { name: '17 black' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^17 black/ }));
    await user.click(screen.getByRole('button', { name: /^17 black/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Straight: at most R\$\s2,00 on each spot\./);
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(/^R\$\s3,00$/);

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(historyNames()).toContain('17 black'));
    expect(JSON.parse(api.callsTo('POST games/roleta/play')[0]!.body)).toMatchObject({
      bets: [
        { type: 'red', amount: 1 },
        { type: 'straight', numbers: [17], amount: 2 },
      ],
    });
  });

  it('shows the server’s refusal of a spot over its limit in the player’s words', async () => {
    logIn();
    mockApi({
      'GET games/roleta': () => json(200, { game: ROULETTE }),
      'GET user/games/rounds': () => json(200, { data: [] }),
      'POST games/roleta/play': () =>
        json(400, {
          success: false,
          message_key: 'casino.errors.spotStakeOutOfRange',
          message: 'Straight: the stake on each spot must be between R$ 0,10 and R$ 1.000,00.',
          translation_params: { spot: 'Straight', min: 'R$ 0,10', max: 'R$ 1.000,00' },
          details: { spot: { type: 'straight', numbers: [17] }, stake: 1001, min: 0.1, max: 1000 },
        }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: '17 black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Straight: the stake on each spot must be between R$ 0,10 and R$ 1.000,00.');
  });

  it('takes a refused spin’s message away once the bets change, says it in the language shown now and offers the deposit', async () => {
    logIn(makeUser({ balance: 20, bonus_balance: 0 }));
    const api = mockApi({
      'GET games/roleta': () => json(200, { game: ROULETTE }),
      'GET user/games/rounds': () => json(200, { data: [] }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const user = userEvent.setup();
    // Chips past the balance are off, yet the one in use still stacks: five of R$ 5 make R$ 25.
    await user.click(await screen.findByRole('radio', { name: /^R\$\s5,00$/ }));
    for (let chip = 0; chip < 5; chip++) await user.click(screen.getByRole('button', { name: /^Red/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is not enough for this stake.');
    // The navbar is hidden on a game page: the deposit is offered with the refusal.
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');

    await act(() => changeLanguage('pt-BR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seu saldo não é suficiente para esta aposta.');
    await act(() => changeLanguage('en'));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('radio', { name: /^R\$\s1,00$/ }));
    await user.click(screen.getByRole('button', { name: /^Red/ }));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(/^R\$\s1,00$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(api.callsTo('POST games/roleta/play')).toHaveLength(0);
  });
  it('turns off the chips past what the balance leaves, less the chips on the board, saying why', async () => {
    logIn(makeUser({ balance: 20, bonus_balance: 0 }));
    mockApi({ 'GET games/roleta': () => json(200, { game: ROULETTE }), 'GET user/games/rounds': () => json(200, { data: [] }) });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const chip = (reais: string) => screen.getByRole('radio', { name: new RegExp(`^R\\$\\s${reais}$`) });
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^R\$\s25,00$/ });
    for (const over of ['25,00', '100,00']) {
      expect(chip(over)).toHaveAttribute('aria-disabled', 'true');
      expect(chip(over)).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s20,00\)\.$/);
    }
    expect(chip('5,00')).not.toHaveAttribute('aria-disabled');
    // Pressed, a chip that is off leaves the one in use.
    await user.click(chip('25,00'));
    expect(chip('1,00')).toBeChecked();

    // R$ 15 on the board leaves R$ 5: the R$ 5 chip still fits, nothing bigger.
    await user.click(chip('5,00'));
    for (let placed = 0; placed < 3; placed++) await user.click(screen.getByRole('button', { name: /^Red/ }));
    expect(chip('25,00')).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s5,00\)\.$/);
    expect(chip('5,00')).not.toHaveAttribute('aria-disabled');
  });

  it('turns off the chips past the game’s maximum less the chips on the board', async () => {
    logIn(makeUser({ balance: 1_000, bonus_balance: 0 }));
    mockApi({ 'GET games/roleta': () => json(200, { game: { ...ROULETTE, max_stake: 30 } }), 'GET user/games/rounds': () => json(200, { data: [] }) });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^R\$\s25,00$/ }));
    await user.click(screen.getByRole('button', { name: /^Red/ }));
    const over = screen.getByRole('radio', { name: /^R\$\s25,00$/ });
    expect(over).toHaveAttribute('aria-disabled', 'true');
    expect(over).toHaveAccessibleDescription(/^More than the table’s maximum leaves for this round \(R\$\s5,00\)\.$/);
    expect(screen.getByRole('radio', { name: /^R\$\s5,00$/ })).not.toHaveAttribute('aria-disabled');
  });

  it('puts a refused spin’s message right above Spin, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/roleta': () => json(200, { game: ROULETTE }),
      'GET user/games/rounds': () => json(200, { data: [] }),
      'POST games/roleta/play': () => json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message: 'Insufficient balance.' }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Red/ }));
    const spin = screen.getByRole('button', { name: 'Spin' });
    await user.click(spin);

    // Beside Spin, not above the chips and the bets list (which push it out of sight on a phone).
    await expectRefusalAbove(spin, /^Insufficient balance/);
  });
  describe('keeps the keyboard’s focus on the table', () => {
    const renderRoulette = async () => {
      logIn();
      mockApi({ 'GET games/roleta': () => json(200, { game: ROULETTE }), 'GET user/games/rounds': () => json(200, { data: [] }) });
      await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
      return userEvent.setup();
    };
    /** Presses `button` from the keyboard. */
    const press = async (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => {
      button.focus();
      await user.keyboard('{Enter}');
    };

    it.each(['Undo', 'Clear'])('on %s once it took the last chip away: off, saying why, and a press of it then does nothing', async (name) => {
      const user = await renderRoulette();
      await user.click(await screen.findByRole('button', { name: /^Red/ }));
      const button = screen.getByRole('button', { name });
      await press(user, button);

      expect(screen.getByTestId('roulette-total')).toHaveTextContent(/^R\$\s0,00$/);
      // Not `disabled`: that drops the focus to the page's body.
      expect(button).toBeEnabled();
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Place at least one chip on the table.');
      expect(screen.getByRole('button', { name: 'Double' })).toHaveAttribute('aria-disabled', 'true');

      // Off, a press does nothing: Undo brings back no chip cleared before it.
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('roulette-total')).toHaveTextContent(/^R\$\s0,00$/);
      expect(button).toHaveFocus();
    });

    it('on the next bet’s × as a bet’s × takes it away, else the previous one’s, else on Spin', async () => {
      const user = await renderRoulette();
      await user.click(await screen.findByRole('button', { name: /^Red/ }));
      await user.click(screen.getByRole('button', { name: /^Black/ }));
      await user.click(screen.getByRole('button', { name: '17 black' }));

      await press(user, screen.getByRole('button', { name: 'Remove Black' }));
      expect(screen.getByRole('button', { name: 'Remove Number 17' })).toHaveFocus();
      await press(user, screen.getByRole('button', { name: 'Remove Number 17' }));
      expect(screen.getByRole('button', { name: 'Remove Red' })).toHaveFocus();
      await press(user, screen.getByRole('button', { name: 'Remove Red' }));
      expect(screen.queryByRole('list', { name: 'Your bets' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
    });
  });
});
