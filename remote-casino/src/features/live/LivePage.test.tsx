import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, eventBus, palpiteStore, realtimeConnectionAtom, serverNowMs } from '@palpite/shared';
import { apiError, json, mockApi, renderWithPlatform, resetServerClock } from '@palpite/shared/testing';
import { useLocation } from 'react-router-dom';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import { fakeRealtimeConnection, liveBaccaratTable, LIVE_BACCARAT_ID } from '../../testing/casino-testing.tsx';
import type { LiveRound, LiveTable } from './api/types.ts';
import { LIVE_CARDS_REREAD_MS, LivePage } from './LivePage.tsx';

const table = (id: string, kind: 'roulette' | 'baccarat', name: string) =>
  ({
    id,
    name,
    kind,
    game_uuid: id,
    image: `/images/games/${id}.webp`,
    min_stake: 1,
    max_stake: 1000,
    channel: `public:live-casino.${id}`,
    phase: 'betting',
    ms_left: 10_000,
    betting_ms: 15_000,
    result_ms: 5_000,
    server_time: new Date().toISOString(),
    current_round: null,
    // A table that has settled no round yet.
    history: [],
    my_bets: [],
  }) as unknown as LiveTable;

/** Where the page is, for the test to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetServerClock();
});

describe('the live page (/live)', () => {
  it('keeps the table filter in the address, shows no endless placeholder for a table without results, and gives the support address to write to', async () => {
    mockApi({
      'GET live-casino/tables': () =>
        json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo'), table('bacara-ao-vivo', 'baccarat', 'Bacará ao Vivo')] }),
    });
    await renderWithPlatform(
      <>
        <LivePage />
        <Address />
      </>,
      { language: 'en', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.querySelector('[aria-busy="true"], [class*="skeleton" i]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/live?kind=baccarat');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    const help = screen.getByRole('complementary', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', 'mailto:suporte@palpite.local');
  });

  it('sets the page’s server clock from the tables’ server_time, as every countdown runs on it', async () => {
    const serverAheadMs = 5 * 60_000;
    mockApi({
      'GET live-casino/tables': () =>
        json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo')], server_time: new Date(Date.now() + serverAheadMs).toISOString() }),
    });
    await renderWithPlatform(<LivePage />, { language: 'en', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await screen.findAllByRole('listitem');
    expect(serverNowMs() - Date.now()).toBeGreaterThan(serverAheadMs - 10_000);
  });

  it('moves the focus to the joined table’s name, and back to its join button when the table is left', async () => {
    mockApi({
      'GET live-casino/tables': () => json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo'), liveBaccaratTable()] }),
      [`GET live-casino/tables/${LIVE_BACCARAT_ID}`]: () => json(200, { table: liveBaccaratTable() }),
    });
    await renderWithPlatform(<LivePage />, { language: 'en', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join table: Bacará ao Vivo' }));

    const joinedTable = await screen.findByRole('region', { name: 'Your table' });
    const heading = await within(joinedTable).findByRole('heading', { level: 3, name: 'Bacará ao Vivo' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.click(screen.getByRole('button', { name: 'Leave table' }));
    expect(screen.queryByRole('button', { name: 'Leave table' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join table: Bacará ao Vivo' }));
  });

  it('says a table that does not exist (/live?table=foo) is gone and leads back to the tables, keeping the filter and the focus on a join button', async () => {
    mockApi({
      'GET live-casino/tables': () => json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo')] }),
      'GET live-casino/tables/foo': () => json(404, { success: false, message_key: 'casino.errors.tableNotFound', message: 'This live table does not exist.' }),
    });
    await renderWithPlatform(
      <>
        <LivePage />
        <Address />
      </>,
      { language: 'en', route: '/live?table=foo&kind=roulette', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
    );
    expect(await screen.findByText('This table does not exist or is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const join = await screen.findByRole('button', { name: 'Join table: Roleta ao Vivo' });
    await userEvent.click(screen.getByRole('link', { name: 'See the live tables' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/live\?kind=roulette$/);
    expect(screen.queryByText('This table does not exist or is closed.')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(join);
  });

  it('says there is no connection when the tables’ read got no answer, in the language picked while it shows', async () => {
    mockApi({ 'GET live-casino/tables': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderWithPlatform(<LivePage />, { language: 'pt-BR', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    expect(await screen.findByText('Sem conexão. Verifique sua internet e tente novamente.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Entrar na mesa'],
    ['en', 'Join table'],
    ['tr', 'Masaya katıl'],
  ] as const)('names each join button with its visible text first in %s (WCAG 2.5.3)', async (language, visible) => {
    mockApi({
      'GET live-casino/tables': () =>
        json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo'), table('bacara-ao-vivo', 'baccarat', 'Bacará ao Vivo')] }),
    });
    await renderWithPlatform(<LivePage />, { language, route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const cards = await screen.findAllByRole('listitem');
    for (const card of cards) {
      const button = within(card).getByRole('button');
      expect(button).toHaveTextContent(visible);
      expect(button).toHaveAccessibleName(expect.stringContaining(visible) as string);
      expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
      expect(button).toHaveAccessibleName(expect.stringContaining(within(card).getByRole('heading').textContent ?? '') as string);
    }
  });
});

describe('the live page when the tables’ read failed', () => {
  const inPortuguese = { language: 'pt-BR', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } } as const;
  const twoTables = () => json(200, { data: [table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo'), table('bacara-ao-vivo', 'baccarat', 'Bacará ao Vivo')] });

  it('says the live tables could not be loaded, and Retry reads them again without the focus falling to the page’s body', async () => {
    let answerRetry: () => void = () => undefined;
    const api = mockApi({
      'GET live-casino/tables': [
        () => json(500, {}),
        () =>
          new Promise<Response>((resolve) => {
            answerRetry = () => resolve(twoTables());
          }),
      ],
    });
    await renderWithPlatform(<LivePage />, inPortuguese);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as mesas ao vivo.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    // The Retry button went with the failure while the tables load again.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);

    await act(async () => answerRetry());
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).not.toBe(document.body);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Entrar na mesa: Roleta ao Vivo' })).toHaveFocus();
    expect(api.callsTo('GET live-casino/tables')).toHaveLength(2);
  });

  it('says the server’s reason when it gave one, and gives the focus back to Retry when the retry failed too', async () => {
    const api = mockApi({ 'GET live-casino/tables': () => apiError(503, 'errors.unavailable', 'Serviço indisponível.') });
    await renderWithPlatform(<LivePage />, inPortuguese);
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(api.callsTo('GET live-casino/tables')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(document.activeElement).not.toBe(document.body);
    // Back where the player was: Enter tries again, and Tab goes on down the page.
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Escrever para o suporte' })).toHaveFocus();
  });
});

/** A round of the roulette table, settled on `pocket` when given. */
function rouletteRound(number: number, pocket: number | null): LiveRound {
  const opensAt = Date.now() - 1_000;
  return {
    round_id: number,
    round_number: number,
    opens_at: new Date(opensAt).toISOString(),
    closes_at: new Date(opensAt + 15_000).toISOString(),
    next_opens_at: new Date(opensAt + 20_000).toISOString(),
    status: pocket === null ? 'open' : 'settled',
    server_seed_hash: 'f'.repeat(64),
    server_seed: pocket === null ? null : 'seed',
    client_seed: 'c0ffee',
    nonce: number,
    result: pocket === null ? null : { pocket, color: 'black' },
    settled_at: pocket === null ? null : new Date(opensAt).toISOString(),
  };
}

/** The roulette table with round `current` open and the rounds before it settled on `pockets`, latest first. */
function rouletteTable(current: number, pockets: number[]): LiveTable {
  return {
    ...table('roleta-ao-vivo', 'roulette', 'Roleta ao Vivo'),
    current_round: rouletteRound(current, null),
    history: pockets.map((pocket, index) => rouletteRound(current - 1 - index, pocket)),
  };
}

describe('the live tables’ cards', () => {
  const lastResult = () => within(screen.getByRole('listitem')).queryByText(/^Last:/)?.textContent ?? null;
  const renderPage = () =>
    renderWithPlatform(<LivePage />, { language: 'en', route: '/live', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

  afterEach(() => {
    palpiteStore.set(realtimeConnectionAtom, null);
    vi.useRealTimers();
  });

  it('follow their table’s results from its public channel with a realtime connection', async () => {
    const publish = fakeRealtimeConnection();
    const api = mockApi({ 'GET live-casino/tables': () => json(200, { data: [rouletteTable(12, [5])] }) });
    await renderPage();
    await waitFor(() => expect(lastResult()).toBe('Last: 5'));

    publish('public:live-casino.roleta-ao-vivo', 'round-result', {
      tableId: 'roleta-ao-vivo',
      roundId: 12,
      roundNumber: 12,
      result: { pocket: 17, color: 'black' },
    });
    expect(lastResult()).toBe('Last: 17');
    // The next round opens, then comes out: the card follows the round it never read.
    publish('public:live-casino.roleta-ao-vivo', 'round-open', {
      tableId: 'roleta-ao-vivo',
      roundId: 13,
      roundNumber: 13,
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + 15_000).toISOString(),
      serverSeedHash: 'e'.repeat(64),
    });
    publish('public:live-casino.roleta-ao-vivo', 'round-result', {
      tableId: 'roleta-ao-vivo',
      roundId: 13,
      roundNumber: 13,
      result: { pocket: 0, color: 'green' },
    });
    expect(lastResult()).toBe('Last: 0');
    expect(api.callsTo('GET live-casino/tables')).toHaveLength(1);

    // What a channel that lost continuity missed never comes: the tables are read again.
    act(() => eventBus.emit('realtime-resynced', { channels: ['public:live-casino.roleta-ao-vivo'] }));
    await waitFor(() => expect(api.callsTo('GET live-casino/tables')).toHaveLength(2));
  });

  it('read the tables again every 15 s without a realtime connection (a visitor), but not while the page is hidden', async () => {
    // Only the intervals: React's own scheduling and the reads stay on the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockApi({
      'GET live-casino/tables': [() => json(200, { data: [rouletteTable(12, [5])] }), () => json(200, { data: [rouletteTable(13, [17, 5])] })],
    });
    await renderPage();
    await waitFor(() => expect(lastResult()).toBe('Last: 5'));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => vi.advanceTimersByTime(LIVE_CARDS_REREAD_MS * 2));
    expect(api.callsTo('GET live-casino/tables')).toHaveLength(1);

    // Shown again after a turn missed: read at once.
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(lastResult()).toBe('Last: 17'));
    expect(api.callsTo('GET live-casino/tables')).toHaveLength(2);

    await act(async () => vi.advanceTimersByTime(LIVE_CARDS_REREAD_MS));
    expect(api.callsTo('GET live-casino/tables')).toHaveLength(3);
  });
});
