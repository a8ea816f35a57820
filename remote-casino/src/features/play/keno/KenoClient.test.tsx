import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';
import { expectRefusalAbove } from '../../../testing/casino-testing.tsx';

const KENO = {
  uuid: 'keno',
  slug: 'keno',
  name: 'Keno',
  provider: 'Samba Studios',
  game_type: 'keno',
  play_style: 'single',
  image: '/images/games/keno.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 100,
  paytable: { unit: 'stake', drawn: 10, pool: 40, returns: [{ picks: 2, by_hits: [0, 1.5, 3.84] }] },
};

const renderKeno = (mode?: 'real' | 'demo') =>
  renderWithPlatform(<GameStage uuid="keno" mode={mode} />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

const refused = (key: string, message: string) => () =>
  json(422, { success: false, message_key: key, message, translation_params: { balance: 'R$ 0,50', stake: 'R$ 1,00' } });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('KenoClient', () => {
  it('writes the paytable’s returns as the player’s language writes numbers', async () => {
    logIn();
    mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderWithPlatform(<GameStage uuid="keno" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: '8' }));
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2', '3,84×', '1', '1,5×']);
  });

  it('tells a picked number by its pressed state and a check mark, not by its colour alone, and a drawn or hit one in its name', async () => {
    logIn();
    const outcome = { drawn: [4, 5, 9, 12, 17, 21, 26, 30, 33, 38], hits: [4], multiplier: 1.5 };
    mockApi({
      'GET games/keno': () => json(200, { game: KENO }),
      'POST games/keno/play': () =>
        json(200, {
          round: { id: 1, mode: 'real', status: 'settled', stake: 1, payout: 1.5, returned: 0, profit: 0.5, bet: { stake: 1, picks: [4, 8] }, outcome },
          balance: { cash: 1235, bonus: 50 },
          free_spin: null,
        }),
    });
    await renderWithPlatform(<GameStage uuid="keno" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const four = await screen.findByRole('button', { name: '4' });
    expect(four).toHaveAttribute('aria-pressed', 'false');
    expect(four).not.toHaveTextContent('✓');

    await userEvent.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    // The mark is for the eye: the name stays the number, aria-pressed says it is picked.
    expect(four).toHaveTextContent('✓');
    expect(four).toHaveAccessibleName('4');
    await userEvent.click(screen.getByRole('button', { name: '8' }));

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: '4, hit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5, drawn' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '5, drawn' })).not.toHaveTextContent('✓');
    expect(screen.getByRole('button', { name: '8' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes “pick a number” away as soon as a number is picked, not at the next play', async () => {
    logIn();
    const api = mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderKeno();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick at least one number.');
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST games/keno/play')).toHaveLength(0);
  });

  it('offers the deposit with a refusal for the real balance', async () => {
    logIn();
    mockApi({
      'GET games/keno': () => json(200, { game: KENO }),
      'POST games/keno/play': refused('casino.errors.insufficientBalance', 'Insufficient balance.'),
    });
    await renderKeno();
    await userEvent.click(await screen.findByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance: you have R$ 0,50 for a stake of R$ 1,00.');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
  });

  it('offers no deposit in demo mode, for a stake over the demo balance or its refusal', async () => {
    logIn();
    mockApi({
      'GET games/keno': () => json(200, { game: KENO }),
      'GET user/games/demo-balance': () => json(200, { balance: 3 }),
      'POST games/keno/play': refused('casino.errors.insufficientDemoBalance', 'Not enough demo balance.'),
    });
    await renderKeno('demo');
    await userEvent.click(await screen.findByRole('button', { name: '4' }));
    const stake = screen.getByRole('textbox', { name: /Stake/ });
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    expect(await screen.findByText('Your balance is not enough for this stake.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();

    await userEvent.clear(stake);
    await userEvent.type(stake, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough demo balance');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('offers the deposit under a stake over the real balance', async () => {
    logIn(makeUser({ balance: 2, bonus_balance: 0 }));
    mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderKeno();
    const stake = await screen.findByRole('textbox', { name: /Stake/ });
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    expect(await screen.findByText('Your balance is not enough for this stake.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
  });
  it('puts a refused play’s message right above Play, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/keno': () => json(200, { game: KENO }),
      'POST games/keno/play': refused('casino.errors.insufficientBalance', 'Insufficient balance.'),
    });
    await renderKeno();
    const play = await screen.findByRole('button', { name: 'Play' });
    await userEvent.click(play);
    // Found before the play is sent: there too.
    expect(play.parentElement).toContainElement(await screen.findByRole('alert'));
    expect(play).toHaveAccessibleDescription('Pick at least one number.');

    await userEvent.click(screen.getByRole('button', { name: '4' }));
    await userEvent.click(play);
    // Beside Play, not above the stake (which pushes it out of sight on a phone).
    await expectRefusalAbove(play, /^Insufficient balance/);
  });

  it('keeps the numbers not picked in the Tab order once ten are, off and saying why, and the picked ones pressable to unpick', async () => {
    logIn();
    mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderKeno();
    const user = userEvent.setup();
    const number = (name: string) => screen.getByRole('button', { name });
    await user.click(await screen.findByRole('button', { name: '1' }));
    for (let picked = 2; picked <= 10; picked += 1) await user.click(number(String(picked)));

    // Tab reaches the number after the tenth pick: it was `disabled`, which Tab skips.
    number('10').focus();
    await user.tab();
    const eleven = number('11');
    expect(eleven).toHaveFocus();
    expect(eleven).toBeEnabled();
    expect(eleven).toHaveAttribute('aria-disabled', 'true');
    expect(eleven).toHaveAccessibleDescription('You have already picked 10 numbers. Remove one to pick another.');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(eleven).toHaveAttribute('aria-pressed', 'false');
    expect(eleven).toHaveFocus();

    await user.click(number('10'));
    expect(number('10')).toHaveAttribute('aria-pressed', 'false');
    expect(eleven).not.toHaveAttribute('aria-disabled');
    expect(eleven).not.toHaveAccessibleDescription();
    await user.click(eleven);
    expect(eleven).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the focus on Clear once it cleared the picks, off and saying why', async () => {
    logIn();
    mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderKeno();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '7' }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'false');
    // Not `disabled`: that drops the focus to the page's body.
    expect(clear).toBeEnabled();
    expect(clear).toHaveFocus();
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveAccessibleDescription('Pick at least one number.');
  });
});
