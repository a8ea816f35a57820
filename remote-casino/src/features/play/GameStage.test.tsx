import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { changeLanguage, eventBus, formatDateTime, palpiteStore, type User, userAtom, userBalanceAtom, userBonusBalanceAtom } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import { GameStage } from '../game-details/GameStage.tsx';

const GAME = {
  uuid: 'sete',
  slug: 'sete-da-sorte',
  name: 'Sete da Sorte',
  provider: 'Samba Studios',
  game_type: 'slots',
  play_style: 'single',
  image: '/images/games/sete.webp',
  real_available: true,
  demo_available: true,
  min_stake: 0.1,
  max_stake: 500,
  paytable: { reels: 3, rows: 3, lines: 1 },
};

const ROUND = {
  id: 1,
  status: 'settled',
  stake: 1,
  payout: 5,
  returned: 0,
  profit: 4,
  bet: { stake: 1 },
  outcome: {
    window: [
      ['blank', 'blank', 'blank'],
      ['double_bar', 'single_bar', 'single_bar'],
      ['blank', 'cherry', 'blank'],
    ],
    win: 'anyBars',
    multiplier: 5,
  },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
};

const BLACKJACK = { ...GAME, uuid: 'bj', slug: 'blackjack', name: 'Blackjack', game_type: 'blackjack', play_style: 'hand', paytable: null, min_stake: 1 };
const REAL_HAND = {
  id: 4,
  mode: 'real',
  status: 'open',
  stake: 5,
  payout: null,
  moves: 0,
  expires_at: '2026-11-22T04:45:00.000Z',
  created_at: '2026-11-22T03:45:00.000Z',
  phase: 'player',
  hands: [{ cards: ['10H', '6C'], total: 16, soft: false, stake: 5, doubled: false, from_split: false, done: false, outcome: null, return: null }],
  active: 0,
  dealer: { cards: ['9S', null], total: 9 },
  insurance: { status: 'not_offered', stake: 0 },
  legal_actions: ['hit', 'stand'],
  hint: 'hit',
  dealer_blackjack: false,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the stage's calls by "METHOD path"; records the bodies of the plays. */
function mockApi(routes: Record<string, () => Response>) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\/palpite\//, '');
    const key = `${request.method} ${path}`;
    if (key.endsWith('/play')) bodies.push(JSON.parse(await request.clone().text()));
    const reply = routes[key];
    if (!reply) throw new Error(`unexpected call ${key}`);
    return reply();
  });
  return bodies;
}

function logIn() {
  palpiteStore.set(userAtom, { id: 7, first_name: 'Ana' } as User);
  palpiteStore.set(userBalanceAtom, 20);
  palpiteStore.set(userBonusBalanceAtom, 0);
}

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
});

const renderStage = () => renderWithPlatform(<GameStage uuid="sete" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

describe('GameStage', () => {
  it('plays a real spin and hands the new balance to the platform', async () => {
    logIn();
    const bodies = mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/sete/play': () => json(200, { round: { ...ROUND, mode: 'real' }, balance: { cash: 24, bonus: 0 }, free_spin: null }),
    });
    const heard = vi.fn();
    const off = eventBus.on('balance-updated', heard);
    await renderStage();

    // At rest the reels show the game's symbols, not empty cells.
    const reels = await screen.findByRole('group', { name: 'Reels' });
    expect(within(reels).getAllByRole('listitem')).toHaveLength(9);
    expect(within(reels).queryByText('Not spun yet')).toBeNull();
    expect(within(reels).getAllByText('Seven').length).toBeGreaterThan(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));

    expect(await screen.findByText('You won R$ 5,00')).toBeInTheDocument();
    expect(bodies).toEqual([{ mode: 'real', stake: 1 }]);
    expect(heard).toHaveBeenCalledWith({ newBalance: 24, bonusBalance: 0 });
    expect(screen.getByText('Any three bars: 5×')).toBeInTheDocument();
    off();
  });

  it('plays a free spin with the stake field empty (the campaign sets its bet)', async () => {
    logIn();
    const bodies = mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/free-spins': () => json(200, { data: [{ id: 3, game_uuid: 'sete', quantity_left: 2, total_win: 0, state: 'active' }] }),
      'POST games/sete/play': () =>
        json(200, {
          round: { ...ROUND, mode: 'real', stake: 0 },
          balance: { cash: 25, bonus: 0 },
          free_spin: { campaign_id: 3, quantity_left: 1, total_win: 5 },
        }),
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Free spin' });
    await userEvent.clear(screen.getByRole('textbox', { name: /Stake/ }));
    await userEvent.click(spin);
    expect(await screen.findByText('You won R$ 5,00')).toBeInTheDocument();
    expect(bodies).toEqual([{ mode: 'real', stake: 0.1, free_spin: true }]);
  });

  it('a free spin refused because none is left charges nothing and the button goes back to Spin', async () => {
    logIn();
    let campaigns = [{ id: 3, game_uuid: 'sete', quantity_left: 1, total_win: 0, state: 'active' }];
    const bodies = mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/free-spins': () => json(200, { data: campaigns }),
      'POST games/sete/play': () =>
        json(409, { success: false, message_key: 'casino.errors.freeSpinUnavailable', message: 'No free spins are left for this game: set a stake to play.' }),
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Free spin' });
    campaigns = []; // used in another tab meanwhile
    await userEvent.click(spin);
    expect(await screen.findByText('No free spins are left for this game: set a stake to play.')).toBeInTheDocument();
    expect(bodies).toEqual([{ mode: 'real', stake: 1, free_spin: true }]);
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeInTheDocument();
  });

  it('sends a spin whose answer was lost again under its key, so it is not played twice; the next spin is a new one', async () => {
    logIn();
    const keys: (string | null)[] = [];
    let plays = 0;
    const routes: Record<string, () => Response> = {
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/free-spins': () => json(200, { data: [] }),
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/palpite\//, '')}`;
      if (key !== 'POST games/sete/play') return routes[key]!();
      keys.push(request.headers.get('Idempotency-Key'));
      plays += 1;
      if (plays === 1) throw new TypeError('Failed to fetch');
      return json(200, { round: { ...ROUND, id: plays, mode: 'real' }, balance: { cash: 24, bonus: 0 }, free_spin: null });
    });
    await renderStage();
    const spin = await screen.findByRole('button', { name: 'Spin' });

    await userEvent.click(spin);
    await waitFor(() => expect(plays).toBe(1));
    await waitFor(() => expect(spin).toBeEnabled());
    await userEvent.click(spin);
    expect(await screen.findByText('You won R$ 5,00')).toBeInTheDocument();
    await userEvent.click(spin);
    await waitFor(() => expect(plays).toBe(3));

    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps the demo balance on the stage and resets it', async () => {
    logIn();
    mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/games/demo-balance': () => json(200, { balance: 10 }),
      'POST games/sete/play': () => json(200, { round: { ...ROUND, mode: 'demo', payout: 0, profit: -1 }, balance: { demo: 9 }, free_spin: null }),
      'POST user/games/demo-balance/reset': () => json(200, { balance: 1000 }),
    });
    await renderStage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Demo' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 10,00'));

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 9,00'));
    expect(screen.getByTestId('play-result')).toHaveTextContent('No win this time');

    await userEvent.click(screen.getByRole('button', { name: 'Reset demo balance' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 1.000,00'));
  });

  it('says a refused demo reset in the language shown now, and leaves it behind in real money', async () => {
    logIn();
    mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/games/demo-balance': () => json(200, { balance: 10 }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST user/games/demo-balance/reset': () =>
        json(409, {
          success: false,
          message_key: 'casino.errors.demoResetBlocked',
          message: 'Termine a mão demo em andamento antes de zerar o saldo demo.',
        }),
    });
    await renderWithPlatform(<GameStage uuid="sete" />, {
      route: '/game/sete?mode=demo',
      language: 'pt-BR',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const reset = await screen.findByRole('button', { name: 'Zerar saldo demo' });
    await userEvent.click(reset);
    expect(await screen.findByRole('alert')).toHaveTextContent('Termine a mão demo em andamento antes de zerar o saldo demo.');
    // Still focusable once the answer came: the focus stays on the button pressed.
    expect(document.activeElement).toBe(reset);

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish the demo hand in progress before resetting your demo balance.');

    await userEvent.click(screen.getByRole('radio', { name: 'Real money' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 20,00'));
    expect(screen.queryByText(/demo hand in progress/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 10,00'));
    expect(screen.queryByText(/demo hand in progress/)).toBeNull();
  });

  it('opens in demo from the address (a tile’s Demo button) and keeps the mode chosen in it', async () => {
    logIn();
    mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/games/demo-balance': () => json(200, { balance: 10 }),
      'GET user/free-spins': () => json(200, { data: [] }),
    });
    function Address() {
      const location = useLocation();
      return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
    }
    await renderWithPlatform(
      <>
        <GameStage uuid="sete" />
        <Address />
      </>,
      { route: '/game/sete?mode=demo', language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
    );
    expect(await screen.findByRole('radio', { name: 'Demo' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 10,00'));

    await userEvent.click(screen.getByRole('radio', { name: 'Real money' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/game\/sete$/);
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 20,00'));
    await userEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/game/sete?mode=demo');
  });

  it('does not play a real hand left open on the demo screen: it says where it is and goes there', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'GET games/blackjack/hands/current': () => json(200, { hand: REAL_HAND }),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    expect(await screen.findByText('A hand of this game is still open in Real money. Finish it there first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Real money' }));
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Real money' })).toBeChecked();
  });

  it('puts the focus on the open hand’s first move after “Go to Real money”, whose button goes with the switch', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'GET games/blackjack/hands/current': () => json(200, { hand: REAL_HAND }),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, {
      route: '/game/bj?mode=demo',
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go to Real money' }));
    const hit = await screen.findByRole('button', { name: 'Hit' });
    await waitFor(() => expect(document.activeElement).toBe(hit));
  });

  it('leaves the focus on the mode switch when the player switches there', async () => {
    logIn();
    mockApi({
      'GET games/bj': () => json(200, { game: BLACKJACK }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'GET games/blackjack/hands/current': () => json(200, { hand: REAL_HAND }),
    });
    await renderWithPlatform(<GameStage uuid="bj" />, {
      route: '/game/bj?mode=demo',
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go to Real money' }));
    await screen.findByRole('button', { name: 'Hit' });
    await user.click(screen.getByRole('radio', { name: 'Demo' }));
    await screen.findByRole('button', { name: 'Go to Real money' });
    await user.click(screen.getByRole('radio', { name: 'Real money' }));
    await screen.findByRole('button', { name: 'Hit' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Real money' }));
  });

  it('deals again under the same key after a lost answer, so the server answers the hand it dealt', async () => {
    logIn();
    const keys: (string | null)[] = [];
    let lost = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/palpite\//, '')}`;
      if (key === 'GET games/bj') return json(200, { game: BLACKJACK });
      if (key === 'GET games/blackjack/hands/current') return json(200, { hand: null });
      if (key !== 'POST games/blackjack/hands') throw new Error(`unexpected call ${key}`);
      keys.push(request.headers.get('Idempotency-Key'));
      if (lost) {
        lost = false;
        throw new TypeError('Failed to fetch');
      }
      return json(201, { hand: REAL_HAND, balance: { cash: 15, bonus: 0 } });
    });
    await renderWithPlatform(<GameStage uuid="bj" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(await screen.findByRole('button', { name: 'Hit' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refused stake in the player’s language from the message key', async () => {
    logIn();
    mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/sete/play': () =>
        json(422, {
          success: false,
          message_key: 'casino.errors.insufficientBalance',
          message: 'Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 1,00.',
          translation_params: { balance: 'R$ 0,50', stake: 'R$ 1,00' },
        }),
    });
    await renderStage();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Insufficient balance: you have R$ 0,50 for a stake of R$ 1,00.')).toBeInTheDocument();
  });

  it('checks the stake against the game limits before calling the server', async () => {
    logIn();
    const bodies = mockApi({ 'GET games/sete': () => json(200, { game: GAME }), 'GET user/free-spins': () => json(200, { data: [] }) });
    await renderStage();
    const stake = await screen.findByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '0,05');
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum stake is R$ 0,10.');
    expect(bodies).toEqual([]);
  });

  it('says why the game could not load in the language picked while it shows, and that there is no connection when no answer came', async () => {
    mockApi({ 'GET games/sete': () => json(404, { success: false, message_key: 'casino.errors.gameNotFound', message: 'Este jogo não existe.' }) });
    await renderWithPlatform(<GameStage uuid="sete" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    expect(await screen.findByText('Este jogo não existe.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('This game does not exist.')).toBeInTheDocument();

    vi.restoreAllMocks();
    mockApi({
      'GET games/sete': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    mockApi({ 'GET games/sete': () => json(200, { game: GAME }) });
    await renderStage();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('a provider’s game', () => {
  const SOL = { ...GAME, uuid: 'sol', slug: 'sol-do-sertao', name: 'Sol do Sertão', provider: 'Sertão Sandbox', play_style: 'external', paytable: {} };

  it('shows no site demo balance beside the provider’s play money, and the real balance in real play', async () => {
    logIn();
    mockApi({
      'GET games/sol': () => json(200, { game: SOL }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      // Not launched: the stage's bar is what is looked at (and happy-dom loads no provider page).
      'POST games/sol/launch': () => json(503, {}),
    });
    await renderWithPlatform(<GameStage uuid="sol" />, {
      route: '/game/sol?mode=demo',
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    expect(await screen.findByText('Demo — play money. Your balance is shown inside the game.')).toBeInTheDocument();
    expect(screen.queryByTestId('stage-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset demo balance' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Real money' }));
    await waitFor(() => expect(screen.getByTestId('stage-balance')).toHaveTextContent('R$ 20,00'));
    expect(screen.queryByText(/play money/)).toBeNull();
  });
});

describe('a provider’s game that could not launch', () => {
  it('says there is no connection when the launch got no answer, in the language picked while it shows', async () => {
    logIn();
    const SOL = { ...GAME, uuid: 'sol', slug: 'sol-do-sertao', name: 'Sol do Sertão', provider: 'Sertão Sandbox', play_style: 'external', paytable: {} };
    mockApi({
      'GET games/sol': () => json(200, { game: SOL }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'POST games/sol/launch': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderWithPlatform(<GameStage uuid="sol" />, {
      route: '/game/sol?mode=real',
      language: 'pt-BR',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    expect(await screen.findByText('Sem conexão. Verifique sua internet e tente novamente.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
  });
});

describe('a provider’s game in demo', () => {
  it('reads no site demo balance: the provider’s play money is shown inside the game', async () => {
    logIn();
    let demoBalanceReads = 0;
    let launches = 0;
    mockApi({
      'GET games/sol': () =>
        json(200, { game: { ...GAME, uuid: 'sol', slug: 'sol-do-sertao', provider: 'Sertão Sandbox', play_style: 'external', paytable: {} } }),
      'GET user/games/demo-balance': () => {
        demoBalanceReads += 1;
        return json(200, { balance: 1000 });
      },
      'POST games/sol/launch': () => {
        launches += 1;
        return json(503, {});
      },
    });
    await renderWithPlatform(<GameStage uuid="sol" />, {
      route: '/game/sol?mode=demo',
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    expect(await screen.findByText('Demo — play money. Your balance is shown inside the game.')).toBeInTheDocument();
    // The stage has settled: the game launched (and failed) after the balance would have been asked for.
    await waitFor(() => expect(launches).toBe(1));
    await screen.findByRole('alert');
    expect(demoBalanceReads).toBe(0);
  });
});

describe('Keno', () => {
  it('titles the paytable by the count of picks (plainly before the first) and says a round hit nothing in words', async () => {
    logIn();
    const keno = {
      ...GAME,
      uuid: 'keno',
      slug: 'keno',
      name: 'Keno',
      game_type: 'keno',
      paytable: { pays: { '1': { '1': 3.8 }, '2': { '2': 15 }, '3': { '2': 2, '3': 42 } } },
    };
    const outcome = { drawn: [1, 2, 3, 5, 6, 7, 9, 10, 11, 12], hits: [], multiplier: 0 };
    mockApi({
      'GET games/keno': () => json(200, { game: keno }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'POST games/keno/play': () =>
        json(200, { round: { ...ROUND, payout: 0, profit: -1, bet: { stake: 1, picks: [4, 8, 15] }, outcome, mode: 'real' }, balance: { cash: 19, bonus: 0 } }),
    });
    await renderWithPlatform(<GameStage uuid="keno" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    expect(await screen.findByRole('heading', { name: 'Paytable' })).toBeInTheDocument();
    for (const number of ['4', '8', '15']) await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${number}\\b`) }));
    expect(screen.getByRole('heading', { name: 'Pays with 3 picks' })).toBeInTheDocument();
    // A round without a hit says so in words.
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('No hits of 3')).toBeInTheDocument();
  });
});

describe('GameStage for a player on a break', () => {
  it('offers no demo play and says why in the server’s words', async () => {
    palpiteStore.set(userAtom, {
      id: 7,
      first_name: 'Ana',
      exclusion: { kind: 'break', starts_at: '2099-01-14T18:31:00.000Z', ends_at: '2099-01-15T18:31:00.000Z' },
    } as User);
    const bodies = mockApi({
      'GET games/sete': () => json(200, { game: GAME }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
    });
    await renderWithPlatform(<GameStage uuid="sete" />, {
      route: '/game/sete?mode=demo',
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    expect(
      await screen.findByText(
        `You are on a break until ${formatDateTime('2099-01-15T18:31:00.000Z', 'en')}. Until then you cannot bet or deposit; withdrawals stay open.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Demo' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(bodies).toEqual([]);
  });
});
