import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@palpite/shared';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { diceGame, expectRefusalAbove } from '../../../testing/casino-testing.tsx';
import { GameStage } from '../../game-details/GameStage.tsx';

const DICE = diceGame();

const INVALID = 'Choose a target from 0.00 to 100.00 with a win chance between 0.01% and 98%.';

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

const renderDice = async (language: 'en' | 'pt-BR' | 'tr' = 'en') => {
  logIn();
  mockApi({ 'GET games/dice': () => json(200, { game: DICE }) });
  await renderWithPlatform(<GameStage uuid="dice" />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
};

/** The API's refusal of a R$ 1,00 roll with R$ 0,50 in the wallet, in the words of the request's language. */
const refusedForBalance = (message: string) => () =>
  json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message, translation_params: { balance: 'R$ 0,50', stake: 'R$ 1,00' } });

describe('DiceClient', () => {
  it('describes the target field by its error and says the error in a polite live region that stays in the page', async () => {
    await renderDice();
    const target = await screen.findByRole('textbox', { name: 'Roll over' });
    expect(target).not.toHaveAttribute('aria-invalid');
    expect(target).not.toHaveAccessibleDescription();

    await userEvent.clear(target);
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription(INVALID);
    const region = screen.getByText(INVALID).parentElement!;
    expect(region).toHaveAttribute('aria-live', 'polite');

    // Put right, the message goes but its region stays, ready to be heard the next time.
    await userEvent.type(target, '60');
    expect(target).not.toHaveAttribute('aria-invalid');
    expect(target).not.toHaveAccessibleDescription();
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('describes the slider by the same error when it reaches a target outside the allowed chance', async () => {
    await renderDice();
    const slider = await screen.findByRole('slider', { name: 'Target' });
    // Over 0: a 100% chance, over the 98% allowed.
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(slider).toHaveAccessibleDescription(INVALID);
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
  });

  it('writes its numbers as the page’s language does, and takes a target typed either way', async () => {
    await renderDice('en');
    const target = await screen.findByRole('textbox', { name: 'Roll over' });
    expect(target).toHaveValue('50.50');
    expect(screen.getByText('49.50%')).toBeInTheDocument();
    await userEvent.clear(target);
    await userEvent.type(target, '60,25');
    expect(target).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('39.75%')).toBeInTheDocument();
  });

  it('in pt-BR with a decimal comma', async () => {
    await renderDice('pt-BR');
    expect(await screen.findByRole('textbox', { name: 'Acima de' })).toHaveValue('50,50');
    expect(screen.getByText('49,50%')).toBeInTheDocument();
  });

  it('in Turkish with the percent sign first', async () => {
    await renderDice('tr');
    expect(await screen.findByText('%49,50')).toBeInTheDocument();
  });

  it('offers the deposit with a refusal for the real balance', async () => {
    logIn();
    mockApi({
      'GET games/dice': () => json(200, { game: DICE }),
      'POST games/dice/play': refusedForBalance('Insufficient balance.'),
    });
    await renderWithPlatform(<GameStage uuid="dice" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: you have R$ 0,50 for a stake of R$ 1,00.');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
  });
  it('puts a refused roll’s message right above Roll, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/dice': () => json(200, { game: DICE }),
      'POST games/dice/play': () => json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message: 'Insufficient balance.' }),
    });
    await renderWithPlatform(<GameStage uuid="dice" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const roll = await screen.findByRole('button', { name: 'Roll' });
    await userEvent.click(roll);

    // Beside Roll, not above the stake (which pushes it out of sight on a phone).
    await expectRefusalAbove(roll, /^Insufficient balance/);
  });

  it('says a refused roll in the language picked while it shows, not in the one it came in', async () => {
    logIn();
    mockApi({
      'GET games/dice': () => json(200, { game: DICE }),
      'POST games/dice/play': refusedForBalance('Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 1,00.'),
    });
    await renderWithPlatform(<GameStage uuid="dice" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Rolar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 1,00.');

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: you have R$ 0,50 for a stake of R$ 1,00.');
    expect(screen.getByRole('button', { name: 'Roll' })).toHaveAccessibleDescription(/^Insufficient balance: you have R\$ 0,50/);
  });
});
