import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, formatDateTime, modalsAtom, observeServerTime, palpiteStore } from '@palpite/shared';
import { logIn, logOut, makeUser, mockApi, json, renderWithPlatform, resetServerClock } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import type { PlayBalance } from '../../play/lib/use-play-balance.ts';
import { liveBaccaratTable, LIVE_BACCARAT_ID } from '../../../testing/casino-testing.tsx';
import type { LiveBet, LiveTable } from '../api/types.ts';
import { LiveTableView } from './LiveTable.tsx';

const TABLE_ID = LIVE_BACCARAT_ID;

const baccaratTable = (myBets: LiveBet[]) => liveBaccaratTable({ myBets });

const PLACED: LiveBet = {
  id: 9,
  round_id: 41,
  table_id: TABLE_ID,
  mode: 'real',
  bets: [{ spot: 'banker', amount: 1 }],
  stake: 1,
  payout: null,
  status: 'open',
  created_at: new Date().toISOString(),
  settled_at: null,
};

function playBalance(): PlayBalance {
  return { shownReais: 100, bonusReais: 0, availableCentavos: 10_000, apply: vi.fn(), resetDemo: vi.fn(), refresh: vi.fn(), demoFailed: false };
}

/** The baccarat table joined for real money, in English. */
function renderTable(balance: PlayBalance = playBalance()) {
  return renderWithPlatform(<LiveTableView tableId={TABLE_ID} mode="real" balance={balance} />, {
    language: 'en',
    namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
  // The page's server clock is one for the whole file: each test starts on the device's.
  resetServerClock();
});

describe('a live bet whose answer was lost', () => {
  it('reads the table and the balance again, so a bet the server took shows, and sends the same key when pressed again', async () => {
    logIn();
    const api = mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: [() => json(200, { table: baccaratTable([]) }), () => json(200, { table: baccaratTable([PLACED]) })],
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const balance = playBalance();
    await renderTable(balance);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    await user.click(screen.getByRole('button', { name: /^Place bets/ }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(balance.refresh).toHaveBeenCalled();
    const myBets = await screen.findByRole('region', { name: 'Your bets at this table' });
    expect(within(myBets).getByText('R$ 1,00')).toBeInTheDocument();
    expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`).length).toBeGreaterThanOrEqual(2);

    // The chips are still on the table: pressed again, the same bets go under the same key.
    await user.click(screen.getByRole('button', { name: /^Place bets/ }));
    await waitFor(() => expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(2));
    const [first, second] = api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`);
    expect(second!.request.headers.get('Idempotency-Key')).toBe(first!.request.headers.get('Idempotency-Key'));
  });
});

describe('a live table that could not be read', () => {
  const inPortuguese = { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } } as const;
  const notFound = () => json(404, { success: false, message_key: 'casino.errors.tableNotFound', message: 'Esta mesa ao vivo não existe.' });

  it('says a table that does not exist is gone, in the language picked while it shows, and leads to the live tables instead of retrying', async () => {
    const api = mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: notFound });
    await renderWithPlatform(<LiveTableView tableId={TABLE_ID} mode="real" balance={playBalance()} />, inPortuguese);
    expect(await screen.findByText('Esta mesa não existe ou está fechada.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('This table does not exist or is closed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the live tables' })).toHaveAttribute('href', '/live');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // Nor is it polled for: it will not appear.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`)).toHaveLength(1);
  });

  it('says so when a table shown is closed meanwhile, instead of freezing on its last state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: [() => json(200, { table: baccaratTable([]) }), notFound] });
      await renderTable();
      expect(await screen.findByRole('button', { name: /^Banker/ })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2_100);
      expect(await screen.findByText('This table does not exist or is closed.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Banker/ })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the table the page’s way when the page offers one', async () => {
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: notFound });
    const onLeave = vi.fn();
    await renderWithPlatform(<LiveTableView tableId={TABLE_ID} mode="real" balance={playBalance()} onLeave={onLeave} />, inPortuguese);
    await userEvent.click(await screen.findByRole('link', { name: 'Ver as mesas ao vivo' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('offers to read the table again after a server error, in the server’s words', async () => {
    const api = mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: [
        () => json(503, { success: false, message: 'Serviço indisponível, tente de novo.' }),
        () => json(200, { table: baccaratTable([]) }),
      ],
    });
    await renderWithPlatform(<LiveTableView tableId={TABLE_ID} mode="real" balance={playBalance()} />, inPortuguese);
    expect(await screen.findByText('Serviço indisponível, tente de novo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver as mesas ao vivo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /^Banca|^Banker/ })).toBeInTheDocument();
    expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a live table without realtime (a visitor)', () => {
  it('shows the table when its read answers slower than the polling interval, and reads it again after each answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: (response: Response) => void = () => undefined;
      const api = mockApi({
        [`GET live-casino/tables/${TABLE_ID}`]: [() => new Promise<Response>((resolve) => (answer = resolve)), () => json(200, { table: baccaratTable([]) })],
      });
      await renderTable();
      // A slow line: 5 s for the first answer, more than twice the polling interval.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`)).toHaveLength(1);
      answer(json(200, { table: baccaratTable([]) }));
      expect(await screen.findByRole('button', { name: /^Banker/ })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2_100);
      await waitFor(() => expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a visitor at a live table', () => {
  it('gets the warning modal (login or sign up) on Place, as the bet slip does, and nothing is sent', async () => {
    const api = mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    await user.click(screen.getByRole('button', { name: /^Place bets/ }));
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(true);
    expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(0);
    palpiteStore.set(modalsAtom, { type: 'closeAll' });
  });
});

describe('a live table for a player on a break', () => {
  it('can be watched, offers no chips, and says why in the server’s words', async () => {
    logIn({ ...makeUser(), exclusion: { kind: 'break', starts_at: '2099-01-14T18:31:00.000Z', ends_at: '2099-01-15T18:31:00.000Z' } });
    const api = mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable();
    expect(
      await screen.findByText(
        `You are on a break until ${formatDateTime('2099-01-15T18:31:00.000Z', 'en')}. Until then you cannot bet or deposit; withdrawals stay open.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Banker/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Place bets/ })).toBeNull();
    expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(0);
  });
});

describe('your bets at a live table', () => {
  it('names a bet older than the rounds the table lists by its time, not the current round, and marks demo bets', async () => {
    logIn();
    const placedAt = new Date(2026, 10, 29, 9, 5).toISOString();
    const old: LiveBet = { ...PLACED, id: 3, round_id: 7, payout: 0, status: 'settled', created_at: placedAt, settled_at: placedAt };
    const demo: LiveBet = { ...PLACED, id: 10, mode: 'demo' };
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([demo, old]) }) });
    await renderTable();
    const myBets = await screen.findByRole('region', { name: 'Your bets at this table' });
    const [current, older] = within(myBets).getAllByRole('listitem');
    expect(current).toHaveTextContent('#1041');
    expect(current).toHaveTextContent('Demo');
    expect(older).not.toHaveTextContent('#1041');
    expect(older!.querySelector('time')).toHaveAttribute('dateTime', placedAt);
    expect(older).not.toHaveTextContent('Demo');
  });
});

describe("a live table's countdown", () => {
  it('errs early, never late, when the table answered slowly (the server read its clock as the request came in)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: (response: Response) => void = () => undefined;
      // The table as the server saw it when the request came in: 14 s of betting left.
      mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      const asked = baccaratTable([]);
      await renderTable();
      await vi.advanceTimersByTimeAsync(3_000);
      answer(json(200, { table: asked }));
      const seconds = await screen.findByText(/^\d+s$/);
      // Measured from the answer's arrival, the 3 s on the way back would have shown 14 s.
      expect(Number(seconds.textContent!.replace('s', ''))).toBeLessThanOrEqual(11);
    } finally {
      vi.useRealTimers();
    }
  });
});

const FIVE_MINUTES_MS = 5 * 60_000;

/** `table` as a server whose clock is `serverAheadMs` ahead of the device's tells it. */
function onServerClock(table: LiveTable, serverAheadMs: number): LiveTable {
  const shift = (iso: string) => new Date(Date.parse(iso) + serverAheadMs).toISOString();
  const round = table.current_round;
  return {
    ...table,
    server_time: shift(table.server_time),
    current_round: { ...round, opens_at: shift(round.opens_at), closes_at: shift(round.closes_at), next_opens_at: shift(round.next_opens_at) },
  };
}

/** The seconds the countdown shows. */
const shownSeconds = () => Number(screen.getByText(/^\d+s$/).textContent!.replace('s', ''));

describe("a live table's countdown on a device whose clock is off", () => {
  it('keeps betting open for the server’s 14 s when the device’s clock is 5 minutes fast, and the bet goes', async () => {
    logIn();
    const api = mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: onServerClock(baccaratTable([]), -FIVE_MINUTES_MS) }),
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () => json(201, { bet: PLACED, balance: { balance: 99, bonus_balance: 0 } }),
    });
    await renderTable();
    // On the device's clock the round closed 5 minutes ago: "No more bets", and no bet would go.
    expect(await screen.findByText('Place your bets')).toBeInTheDocument();
    expect(shownSeconds()).toBeGreaterThanOrEqual(10);
    expect(shownSeconds()).toBeLessThanOrEqual(14);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Banker/ }));
    await user.click(screen.getByRole('button', { name: /^Place bets/ }));
    await waitFor(() => expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(1));
  });

  it('counts down the server’s seconds, not 5 minutes more, when the device’s clock is 5 minutes slow', async () => {
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: onServerClock(baccaratTable([]), FIVE_MINUTES_MS) }) });
    await renderTable();
    await screen.findByText(/^\d+s$/);
    expect(shownSeconds()).toBeGreaterThanOrEqual(10);
    expect(shownSeconds()).toBeLessThanOrEqual(14);
    expect(screen.getByRole('timer')).toHaveAccessibleName(`Betting closes in ${shownSeconds()} s`);
  });

  it('follows the page’s server clock when another answer corrects it, as every other countdown on the site does', async () => {
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable();
    await screen.findByText(/^\d+s$/);
    expect(shownSeconds()).toBeGreaterThanOrEqual(10);
    // Another answer on the page finds the server 10 s further on than the table's answer said.
    act(() => observeServerTime(new Date(Date.now() + 10_000).toISOString(), Date.now()));
    await waitFor(() => expect(shownSeconds()).toBeLessThanOrEqual(4));
  });
});

describe('a refused live bet', () => {
  it("shows its refusal for its own round only: the next round's window opens without it", async () => {
    logIn();
    const next = baccaratTable([]);
    const nextRound = { ...next, current_round: { ...next.current_round, round_id: 42, round_number: 1042 } };
    const api = mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: [() => json(200, { table: baccaratTable([]) }), () => json(200, { table: nextRound })],
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () =>
        json(409, { success: false, message_key: 'casino.errors.bettingClosed', message: 'Bets are closed for this round. Wait for the next one.' }),
    });
    await renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    await user.click(screen.getByRole('button', { name: /^Place bets/ }));
    const refusal = await screen.findByRole('alert');
    expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(1);
    // No realtime here: the table is read again and the next round opens.
    await waitFor(() => expect(api.callsTo(`GET live-casino/tables/${TABLE_ID}`).length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    await waitFor(() => expect(refusal).not.toBeInTheDocument());
  });
});

describe('a refused live bet in one language', () => {
  it('says its refusal in the language picked while it shows, the server’s and one found before sending alike', async () => {
    logIn();
    mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }),
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () =>
        json(409, { success: false, message_key: 'casino.errors.bettingClosed', message: 'As apostas estão fechadas para esta rodada. Aguarde a próxima.' }),
    });
    await renderWithPlatform(<LiveTableView tableId={TABLE_ID} mode="real" balance={playBalance()} />, {
      language: 'pt-BR',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Apostar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coloque fichas na mesa primeiro.');
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Put chips on the table first.');

    await act(() => changeLanguage('pt-BR'));
    await user.click(screen.getByRole('button', { name: /^Banca/ }));
    await user.click(screen.getByRole('button', { name: /^Apostar/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('As apostas estão fechadas para esta rodada. Aguarde a próxima.'));
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting is closed for this round. Wait for the next one.');
  });
});

describe('live baccarat chips', () => {
  it('come off again with Clear (chips past the balance or the maximum left the player stuck)', async () => {
    logIn();
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable();
    const user = userEvent.setup();
    const clear = await screen.findByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    await user.click(screen.getByRole('button', { name: /^Banker/ }));
    expect(screen.getByRole('button', { name: /^Place bets/ })).toHaveAccessibleName(/R\$\s2,00/);
    await user.click(clear);
    expect(screen.getByRole('button', { name: /^Place bets/ })).not.toHaveAccessibleName(/R\$\s2,00/);
    expect(clear).toHaveAttribute('aria-disabled', 'true');
  });

  it('keep the focus on Clear once it cleared them, off and saying why, and a press of it then does nothing', async () => {
    logIn();
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: /^Place bets/ })).toHaveAccessibleName(/R\$\s0,00/);
    // Not `disabled`: that drops the focus to the page's body.
    expect(clear).toBeEnabled();
    expect(clear).toHaveFocus();
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveAccessibleDescription('Put chips on the table first.');
    await user.keyboard('{Enter}');
    expect(clear).toHaveFocus();
  });
});

/** The live roulette table, betting open, its game's spot limits in the paytable. */
function rouletteTable(): LiveTable {
  return { ...baccaratTable([]), id: 'roleta-ao-vivo', name: 'Roleta ao Vivo', kind: 'roulette', channel: 'public:live-casino.roleta-ao-vivo' };
}

describe('live roulette chips', () => {
  const renderRoulette = async () => {
    logIn();
    mockApi({ 'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: rouletteTable() }) });
    await renderWithPlatform(<LiveTableView tableId="roleta-ao-vivo" mode="real" balance={playBalance()} paytable={{}} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    return userEvent.setup();
  };

  it('keep the focus on Clear once it cleared them, off and saying why', async () => {
    const user = await renderRoulette();
    await user.click(await screen.findByRole('button', { name: /^Red/ }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('list', { name: 'Your bets' })).toBeNull();
    expect(clear).toBeEnabled();
    expect(clear).toHaveFocus();
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveAccessibleDescription('Place at least one chip on the table.');
  });

  it('hand the focus to Place bets when the last bet’s × takes it away', async () => {
    const user = await renderRoulette();
    await user.click(await screen.findByRole('button', { name: /^Red/ }));
    screen.getByRole('button', { name: 'Remove Red' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('list', { name: 'Your bets' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Place bets/ })).toHaveFocus();
  });
});

describe('a live table showing its result', () => {
  it('styles the phase and its countdown as a phase, not as the result panel', async () => {
    logIn();
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const table = baccaratTable([]);
    const deal = { result: 'banker', player_total: 5, banker_total: 8, player_cards: ['5S', 'KH'], banker_cards: ['8D', 'QC'] };
    table.phase = 'result';
    table.current_round = {
      ...table.current_round,
      opens_at: at(-17_000),
      closes_at: at(-2_000),
      next_opens_at: at(3_000),
      status: 'settled',
      result: deal as never,
    };
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table }) });
    await renderTable();
    const phase = (await screen.findAllByRole('status')).find((element) => element.textContent === 'Result')!;
    const panel = screen.getByText('Banker wins 8 to 5').closest('div')!;
    const panelClasses = [...panel.classList];
    expect(panelClasses.length).toBeGreaterThan(0);
    for (const element of [phase, screen.getByRole('timer')]) {
      expect([...element.classList].filter((name) => panelClasses.includes(name))).toEqual([]);
    }
  });
});

describe('live roulette chips', () => {
  const rouletteTable = (): LiveTable => ({
    ...baccaratTable([]),
    id: 'roleta-ao-vivo',
    name: 'Roleta ao Vivo',
    kind: 'roulette',
    game_uuid: 'r1',
    channel: 'public:live-casino.roleta-ao-vivo',
  });
  const paytable = { unit: 'stake', returns: [{ type: 'straight', returns: 36, min_stake: 0.1, max_stake: 2 }], max_total_stake: 1000, max_bets: 200 };

  it('stop at a spot’s maximum, read from the table game’s paytable on the live page, as on the single-player table', async () => {
    logIn();
    const api = mockApi({
      'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: rouletteTable() }),
      'GET games/r1': () => json(200, { game: { uuid: 'r1', game_type: 'roulette', play_style: 'live', min_stake: 0.1, max_stake: 1000, paytable } }),
    });
    await renderWithPlatform(<LiveTableView tableId="roleta-ao-vivo" mode="real" balance={playBalance()} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    await waitFor(() => expect(api.callsTo('GET games/r1')).toHaveLength(1));
    const user = userEvent.setup();
    for (let chip = 0; chip < 3; chip++) await user.click(await screen.findByRole('button', { name: /^17 black/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Straight: at most R\$\s2,00 on each spot\. Nothing was added\.$/);
    expect(screen.getByRole('button', { name: /^Place bets/ })).toHaveAccessibleName(/R\$\s2,00/);
  });

  it('use the paytable the game page already read, without reading the game again', async () => {
    logIn();
    const api = mockApi({ 'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: rouletteTable() }) });
    await renderWithPlatform(<LiveTableView tableId="roleta-ao-vivo" mode="real" balance={playBalance()} paytable={paytable} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const user = userEvent.setup();
    for (let chip = 0; chip < 3; chip++) await user.click(await screen.findByRole('button', { name: /^17 black/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Straight: at most R\$\s2,00/);
    expect(api.calls.filter((call) => call.path.startsWith('games/'))).toEqual([]);
  });
});

describe('a live bet refused for its balance', () => {
  it('says so right above Place, as an alert that describes the button, with the deposit: above the board a phone never showed it', async () => {
    logIn();
    const api = mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderTable({ ...playBalance(), availableCentavos: 50 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    const place = screen.getByRole('button', { name: /^Place bets/ });
    await user.click(place);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance is not enough for this stake.');
    expect(place.parentElement).toContainElement(alert);
    expect(place).toHaveAccessibleDescription(/^Your balance is not enough for this stake\./);
    expect(within(place.parentElement!).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/wallet');
    expect(api.callsTo(`POST live-casino/tables/${TABLE_ID}/bets`)).toHaveLength(0);
  });

  it('shows the server’s refusal beside Place too, with the deposit when the balance was short', async () => {
    logIn();
    mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }),
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () =>
        json(422, { success: false, message_key: 'casino.errors.insufficientBalance', message: 'Insufficient balance.' }),
    });
    await renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Banker/ }));
    const place = screen.getByRole('button', { name: /^Place bets/ });
    await user.click(place);

    const alert = await screen.findByRole('alert');
    expect(place.parentElement).toContainElement(alert);
    expect(within(place.parentElement!).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('your settled bets at a live table', () => {
  it('say won only for a bet that paid more than its stake: a returned stake is a push, a smaller return a loss', async () => {
    logIn();
    const settled = (id: number, stake: number, payout: number): LiveBet => ({
      ...PLACED,
      id,
      stake,
      payout,
      status: 'settled',
      settled_at: PLACED.created_at,
    });
    mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: () =>
        json(200, { table: baccaratTable([settled(14, 1, 1.95), settled(13, 1, 1), settled(12, 2, 1), settled(11, 1, 0), PLACED]) }),
    });
    await renderTable();
    const myBets = await screen.findByRole('region', { name: 'Your bets at this table' });
    const outcomes = within(myBets)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent?.replace(/\s/g, ' '));
    expect(outcomes).toEqual(['Won R$ 1,95', 'Returned · R$ 1,00', 'Lost · R$ 1,00 back', 'Lost', 'Waiting for the result']);
  });
});

describe('chips at a live table while its round is open', () => {
  /** The chip worth `reais` ("25,00") in the rack. */
  const chip = (reais: string) => screen.getByRole('radio', { name: new RegExp(`^R\\$\\s${reais}$`) });
  const renderBaccarat = (balance: PlayBalance) => <LiveTableView tableId={TABLE_ID} mode="real" balance={balance} />;
  const options = { language: 'en' as const, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } };

  it('leave out the R$ 80 a player with R$ 100 put on the round: R$ 20 is left, and chips over it are off, saying why', async () => {
    logIn();
    const placedBet: LiveBet = { ...PLACED, id: 10, stake: 80, bets: [{ spot: 'banker', amount: 80 }] };
    mockApi({
      [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }),
      [`POST live-casino/tables/${TABLE_ID}/bets`]: () => json(201, { bet: placedBet, balance: { cash: 20, bonus: 0 } }),
    });
    const balance = playBalance();
    const { rerender } = await renderWithPlatform(renderBaccarat(balance), options);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^R\$\s25,00$/ }));
    for (let press = 0; press < 3; press++) await user.click(screen.getByRole('button', { name: /^Banker/ }));
    await user.click(chip('5,00'));
    await user.click(screen.getByRole('button', { name: /^Banker/ }));

    // Still on the board: the R$ 80 comes out of the R$ 100 all the same.
    expect(screen.getByTestId('round-left')).toHaveTextContent(/^Left to bet this round: R\$\s20,00$/);
    expect(chip('25,00')).toHaveAttribute('aria-disabled', 'true');
    expect(chip('25,00')).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s20,00\)\.$/);

    await user.click(screen.getByRole('button', { name: /^Place bets/ }));
    await waitFor(() => expect(balance.apply).toHaveBeenCalledWith({ cash: 20, bonus: 0 }));
    // The balance the page holds after the answer: R$ 20, the bet placed on this round.
    rerender(renderBaccarat({ ...balance, shownReais: 20, availableCentavos: 2_000 }));

    expect(await screen.findByTestId('round-left')).toHaveTextContent(/^Left to bet this round: R\$\s20,00$/);
    for (const over of ['25,00', '100,00']) {
      expect(chip(over)).toHaveAttribute('aria-disabled', 'true');
      expect(chip(over)).toHaveAccessibleDescription(/^More than your balance leaves for this round \(R\$\s20,00\)\.$/);
    }
    for (const underLeft of ['1,00', '5,00']) {
      expect(chip(underLeft)).not.toHaveAttribute('aria-disabled');
      expect(chip(underLeft)).not.toHaveAccessibleDescription();
    }
  });

  it('count the bets of this round and mode against the table’s maximum, not another round’s or demo ones', async () => {
    logIn();
    const table = {
      ...baccaratTable([
        { ...PLACED, id: 11, stake: 80 },
        { ...PLACED, id: 12, stake: 50, mode: 'demo' },
        { ...PLACED, id: 13, stake: 90, round_id: 40 },
      ]),
      max_stake: 100,
    };
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table }) });
    await renderWithPlatform(renderBaccarat({ ...playBalance(), shownReais: 1_000, availableCentavos: 100_000 }), options);

    expect(await screen.findByTestId('round-left')).toHaveTextContent(/^Left to bet this round: R\$\s20,00$/);
    expect(chip('25,00')).toHaveAttribute('aria-disabled', 'true');
    expect(chip('25,00')).toHaveAccessibleDescription(/^More than the table’s maximum leaves for this round \(R\$\s20,00\)\.$/);
    expect(chip('5,00')).not.toHaveAttribute('aria-disabled');
  });

  it('keep the chip in use and the focus where it was when one that is off is pressed', async () => {
    logIn();
    mockApi({ [`GET live-casino/tables/${TABLE_ID}`]: () => json(200, { table: baccaratTable([]) }) });
    await renderWithPlatform(renderBaccarat({ ...playBalance(), shownReais: 10, availableCentavos: 1_000 }), options);
    const user = userEvent.setup();
    const over = await screen.findByRole('radio', { name: /^R\$\s25,00$/ });
    await user.click(over);

    expect(over).not.toBeChecked();
    expect(over).toHaveFocus();
    expect(chip('1,00')).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Banker/ }));
    expect(screen.getByRole('button', { name: /^Place bets/ })).toHaveAccessibleName(/R\$\s1,00/);
  });

  it('are offered within what is left on live roulette too', async () => {
    logIn();
    mockApi({ 'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: rouletteTable() }) });
    await renderWithPlatform(
      <LiveTableView tableId="roleta-ao-vivo" mode="real" balance={{ ...playBalance(), shownReais: 3, availableCentavos: 300 }} paytable={{}} />,
      options,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Red/ }));

    expect(screen.getByTestId('round-left')).toHaveTextContent(/^Left to bet this round: R\$\s2,00$/);
    expect(chip('5,00')).toHaveAttribute('aria-disabled', 'true');
    expect(chip('1,00')).not.toHaveAttribute('aria-disabled');
  });
});
