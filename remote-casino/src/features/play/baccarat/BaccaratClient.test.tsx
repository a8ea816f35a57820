import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@palpite/shared';
import { json, logIn, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';

const BACCARAT = {
  uuid: 'bac',
  slug: 'bacara',
  name: 'Bacará',
  provider: 'Samba Studios',
  game_type: 'baccarat',
  play_style: 'single',
  image: '/images/games/bac.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 1000,
  paytable: {},
};

const renderBaccarat = () => renderWithPlatform(<GameStage uuid="bac" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('BaccaratClient', () => {
  it('names each spot by the words it shows, name then pay, with the bet on it after them', async () => {
    logIn();
    mockApi({ 'GET games/bac': () => json(200, { game: BACCARAT }) });
    await renderBaccarat();
    const player = await screen.findByRole('button', { name: 'Player 1:1' });
    // No aria-label: the name is the text a voice-control user reads on the spot, words apart (axe label-content-name-mismatch).
    expect(player).not.toHaveAttribute('aria-label');
    expect(player).toHaveTextContent(/^Player 1:1$/, { normalizeWhitespace: false });
    expect(screen.getByRole('button', { name: 'Banker 0.95:1' })).toBeInTheDocument();
    await userEvent.click(player);
    expect(player).toHaveAccessibleName(/^Player 1:1\b.*your bet R\$\s1,00$/);
  });

  it('takes a refused deal’s message away once the bets change, says it in the language shown now and offers the deposit', async () => {
    logIn(makeUser({ balance: 20, bonus_balance: 0 }));
    const api = mockApi({ 'GET games/bac': () => json(200, { game: BACCARAT }) });
    await renderBaccarat();
    const user = userEvent.setup();
    // Chips past the balance are off, yet the one in use still stacks: five of R$ 5 make R$ 25.
    await user.click(await screen.findByRole('radio', { name: /^R\$\s5,00$/ }));
    for (let chip = 0; chip < 5; chip++) await user.click(screen.getByRole('button', { name: /^Player/ }));
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is not enough for this stake.');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');

    await act(() => changeLanguage('pt-BR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seu saldo não é suficiente para esta aposta.');
    await act(() => changeLanguage('en'));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('radio', { name: /^R\$\s1,00$/ }));
    await user.click(screen.getByRole('button', { name: /^Player/ }));
    expect(screen.getByText(/^R\$\s1,00$/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST games/bac/play')).toHaveLength(0);
  });
  it('turns off the chips past what the balance leaves once the chips on the board are counted, saying why', async () => {
    logIn(makeUser({ balance: 20, bonus_balance: 0 }));
    mockApi({ 'GET games/bac': () => json(200, { game: BACCARAT }) });
    await renderBaccarat();
    const chip = (reais: string) => screen.getByRole('radio', { name: new RegExp(`^R\\$\\s${reais}$`) });
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^R\$\s25,00$/ });
    expect(chip('25,00')).toHaveAttribute('aria-disabled', 'true');
    expect(chip('25,00')).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s20,00\)\.$/);
    expect(chip('5,00')).not.toHaveAttribute('aria-disabled');

    // R$ 16 on the board leaves R$ 4: the R$ 5 chip no longer fits, the R$ 1 chip does.
    await user.click(chip('5,00'));
    for (let placed = 0; placed < 3; placed++) await user.click(screen.getByRole('button', { name: /^Player/ }));
    await user.click(chip('1,00'));
    await user.click(screen.getByRole('button', { name: /^Banker/ }));
    expect(chip('5,00')).toHaveAttribute('aria-disabled', 'true');
    expect(chip('5,00')).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s4,00\)\.$/);
    expect(chip('1,00')).not.toHaveAttribute('aria-disabled');
    await user.click(chip('5,00'));
    expect(chip('1,00')).toBeChecked();
  });

  it('puts a refused deal’s message right above Deal, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/bac': () => json(200, { game: BACCARAT }),
      'POST games/bac/play': () => json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message: 'Insufficient balance.' }),
    });
    await renderBaccarat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Player/ }));
    const deal = screen.getByRole('button', { name: 'Deal' });
    await user.click(deal);

    const alert = await screen.findByRole('alert');
    // With Clear and Deal, below the chips (which push a message above them out of sight on a phone).
    const playArea = deal.parentElement!.parentElement!;
    expect(playArea).toContainElement(alert);
    expect(within(playArea).queryByRole('radio')).toBeNull();
    expect(deal).toHaveAccessibleDescription(/^Insufficient balance/);
    expect(within(playArea).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
  });

  it('keeps the focus on Clear once it cleared the chips, off and saying why', async () => {
    logIn();
    mockApi({ 'GET games/bac': () => json(200, { game: BACCARAT }) });
    await renderBaccarat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Player/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: /^Player/ })).toHaveAccessibleName('Player 1:1');
    // Not `disabled`: that drops the focus to the page's body.
    expect(clear).toBeEnabled();
    expect(clear).toHaveFocus();
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveAccessibleDescription('Put chips on player, banker or tie first.');
  });
});
