import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';
import { expectRefusalAbove } from '../../../testing/casino-testing.tsx';

const pays = (symbols: string[]) => symbols.map((symbol) => ({ symbol, pays: { 3: 10, 4: 30, 5: 120 } }));

const AMAZONIA = {
  uuid: 'amazonia',
  slug: 'amazonia-243',
  name: 'Amazônia 243',
  provider: 'Samba Studios',
  game_type: 'slots',
  play_style: 'single',
  image: '/images/games/amazonia.webp',
  real_available: true,
  demo_available: true,
  min_stake: 0.5,
  max_stake: 100,
  paytable: {
    unit: 'coin_per_way',
    reels: 5,
    rows: 3,
    ways: 243,
    coins_per_stake: 50,
    pays: pays(['jaguar', 'toucan', 'macaw', 'frog', 'ace', 'king', 'queen', 'jack', 'ten']),
  },
};

/** A ways spin: the engine's `window[reel][row]`; its Q card is named `queen`. */
const waysRound = (id: number, payout: number) => ({
  id,
  mode: 'real',
  status: 'settled',
  stake: 1,
  payout,
  returned: 0,
  profit: payout - 1,
  bet: { stake: 1 },
  outcome: {
    window: [
      ['queen', 'ace', 'ten'],
      ['wild', 'queen', 'king'],
      ['queen', 'jaguar', 'king'],
      ['jack', 'king', 'macaw'],
      ['king', 'macaw', 'ten'],
    ],
    wins: payout > 0 ? [{ symbol: 'queen', reels: 3, ways: 2, coins: 20 }] : [],
    coins: payout > 0 ? 20 : 0,
    multiplier: payout,
  },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
});

const played =
  (id: number, payout: number, freeSpin: unknown = null) =>
  () =>
    json(200, { round: waysRound(id, payout), balance: { cash: 20, bonus: 0 }, free_spin: freeSpin });

const renderStage = () =>
  renderWithPlatform(<GameStage uuid="amazonia" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('SlotsClient', () => {
  it('draws and names Amazônia 243’s Q as the card, not as Carnaval do Rio’s queen', async () => {
    logIn();
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/amazonia/play': played(1, 0.4),
    });
    await renderStage();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await screen.findByText('Queen on 3 reels, 2 ways');

    const reels = screen.getByRole('group', { name: 'Reels' });
    expect(within(reels).queryByText(/Carnival queen/)).toBeNull();
    const firstReel = within(reels).getByRole('list', { name: 'Reel 1' });
    const queenCell = within(firstReel).getAllByRole('listitem')[0]!;
    expect(queenCell).toHaveTextContent('QQueen, winning');
    expect(queenCell.textContent).not.toContain('♛');
  });

  it('says a second identical result again: the live banner shows the spin in between', async () => {
    logIn();
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/amazonia/play': [played(1, 0), () => new Promise<Response>((resolve) => (answer = resolve))],
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    const banner = screen.getByTestId('play-result');
    await waitFor(() => expect(banner).toHaveTextContent('No win this time'));

    await userEvent.click(spin);
    // A polite region is read when its text changes: the same loss twice must not look unchanged.
    await waitFor(() => expect(banner).toHaveTextContent('Spinning…'));
    expect(banner).not.toHaveTextContent('No win this time');
    answer(played(2, 0)());
    await waitFor(() => expect(banner).toHaveTextContent('No win this time'));
  });

  it('keeps the keyboard on Spin through a round, so Enter plays the next one; a press meanwhile plays nothing', async () => {
    logIn();
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/amazonia/play': [() => new Promise<Response>((resolve) => (answer = resolve)), played(2, 0)],
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    spin.focus();
    await userEvent.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Spinning…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    answer(played(1, 0)());
    const banner = screen.getByTestId('play-result');
    await waitFor(() => expect(banner).toHaveTextContent('No win this time'));
    expect(api.callsTo('POST games/amazonia/play')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST games/amazonia/play')).toHaveLength(2));
  });

  it('puts a refused spin’s message right above Spin, where a phone player is looking, as an alert describing it, with the deposit', async () => {
    logIn();
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/amazonia/play': () =>
        json(422, {
          success: false,
          message_key: 'casino.errors.insufficientBalance',
          message: 'Insufficient balance.',
          translation_params: { balance: 'R$ 0,50', stake: 'R$ 1,00' },
        }),
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);

    // Beside Spin, not above the reels and the stake (which push it out of sight on a phone).
    await expectRefusalAbove(spin, /^Insufficient balance: you have R\$ 0,50 for a stake of R\$ 1,00/);
  });

  it('shows the free spins a played round reports, after the campaign read failed, and offers to read it again', async () => {
    logIn();
    const api = mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': [
        () => json(503, { success: false, message: 'unavailable' }),
        () => json(200, { data: [{ id: 3, game_uuid: 'amazonia', quantity_left: 4, total_win: 0, state: 'active' }] }),
      ],
      // The server spends a free spin on any real spin while one is left.
      'POST games/amazonia/play': played(1, 0, { campaign_id: 3, quantity_left: 2, total_win: 1.5 }),
    });
    await renderStage();
    expect(await screen.findByText('Your free spins could not be checked.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('free-spins')).toHaveTextContent('2 free spins left · won so far R$ 1,50');
    expect(screen.getByRole('button', { name: 'Free spin' })).toBeInTheDocument();
    expect(screen.queryByText('Your free spins could not be checked.')).toBeNull();
    expect(api.callsTo('GET user/free-spins')).toHaveLength(1);
  });

  it('keeps the stake field’s error out of a free spin, which plays at the campaign’s stake, and shows it once none is left', async () => {
    logIn();
    const api = mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [{ id: 3, game_uuid: 'amazonia', quantity_left: 1, total_win: 0, state: 'active' }] }),
      'POST games/amazonia/play': played(1, 0.4, { campaign_id: 3, quantity_left: 0, total_win: 0.4 }),
    });
    await renderStage();
    const freeSpin = await screen.findByRole('button', { name: 'Free spin' });
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.clear(field);
    await userEvent.type(field, '500');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(freeSpin).toHaveAccessibleDescription("Free spins play at the offer's own stake, not the amount in the field.");
    await userEvent.click(freeSpin);
    await waitFor(() => expect(api.callsTo('POST games/amazonia/play')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST games/amazonia/play')[0]!.body)).toMatchObject({ free_spin: true });

    // The last free spin went: the next press pays the field's stake, whose problem shows again.
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum stake is R$ 100,00.');
    expect(screen.queryByText(/offer's own stake/)).toBeNull();
  });

  // The SDK's formatter puts a no-break space after R$ (\s matches it).
  it('says the R$ stake the free spins play at, as the campaign list gives it', async () => {
    logIn();
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(200, { data: [{ id: 3, game_uuid: 'amazonia', quantity_left: 5, total_win: 0, bet_value: 0.2, state: 'active' }] }),
      'POST games/amazonia/play': played(1, 0, { campaign_id: 3, quantity_left: 4, total_win: 0 }),
    });
    await renderStage();
    const freeSpin = await screen.findByRole('button', { name: 'Free spin' });
    expect(freeSpin).toHaveAccessibleDescription(/^Free spins play at the offer's own stake of R\$\s0,20, not the amount in the field\.$/);

    // A play's answer says the spins left, not the stake: the list's still stands for the same campaign.
    await userEvent.click(freeSpin);
    expect(await screen.findByTestId('free-spins')).toHaveTextContent('4 free spins left');
    expect(screen.getByRole('button', { name: 'Free spin' })).toHaveAccessibleDescription(
      /^Free spins play at the offer's own stake of R\$\s0,20, not the amount in the field\.$/,
    );
  });

  it('says the stake of the free spin just played when the campaign list could not be read, in R$ in Portuguese too', async () => {
    logIn();
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': () => json(503, { success: false, message: 'unavailable' }),
      // A free round's own stake is 0: what it played at is its bet's.
      'POST games/amazonia/play': () =>
        json(200, {
          round: { ...waysRound(1, 0), stake: 0, bet: { stake: 0.2, free_spin: true }, free_spin_campaign_id: 3 },
          balance: { cash: 20, bonus: 0 },
          free_spin: { campaign_id: 3, quantity_left: 2, total_win: 0 },
        }),
    });
    await renderWithPlatform(<GameStage uuid="amazonia" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Girar' }));
    expect(await screen.findByRole('button', { name: 'Rodada grátis' })).toHaveAccessibleDescription(
      /^As rodadas grátis usam a aposta da própria oferta \(R\$\s0,20\), não o valor do campo\.$/,
    );
  });

  it('reads the campaign again on Try again after a failed read', async () => {
    logIn();
    mockApi({
      'GET games/amazonia': () => json(200, { game: AMAZONIA }),
      'GET user/free-spins': [
        () => json(503, { success: false, message: 'unavailable' }),
        () => json(200, { data: [{ id: 3, game_uuid: 'amazonia', quantity_left: 4, total_win: 0, state: 'active' }] }),
      ],
    });
    await renderStage();
    await screen.findByText('Your free spins could not be checked.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('free-spins')).toHaveTextContent('4 free spins left');
  });
});
