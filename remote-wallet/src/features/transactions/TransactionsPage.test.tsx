import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { line } from '../../testing/fixtures.ts';
import { TransactionsPage } from './TransactionsPage.tsx';

const page =
  (transactions: unknown[], next_cursor: string | null = null) =>
  () =>
    json(200, { transactions, next_cursor });
const BET = line({ transaction_id: 'bet:1', action: 'bet', amount: -25, post_balance: 75, game_name: 'Fortune Tiger', payment_method: null });

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

const rows = () => screen.getAllByRole('row').slice(1);
/** Lets what a change set off (a request, its answer) happen, so that a test sees what did not. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('transaction history', () => {
  it('shows the spec §3 columns with signed, coloured amounts (the sign says it, not only the colour)', async () => {
    mockApi({ 'GET wallet/transactions': page([BET, line()]) });
    await renderWallet(<TransactionsPage />);
    await screen.findByText('bet:1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Transaction ID',
      'Date',
      'Action',
      'Amount',
      'Balance after',
      'Game',
      'Payment method',
      'Status',
    ]);
    const [bet, deposit] = rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent!.replace(/\u00a0/g, ' ')),
    );
    expect(bet).toEqual(['bet:1', expect.stringMatching(/^Nov 21, 2026/), 'Bet', '\u2212R$ 25,00', 'R$ 75,00', 'Fortune Tiger', '—', 'Paid']);
    expect(deposit).toEqual([expect.any(String), expect.any(String), 'Deposit', '+R$ 100,00', 'R$ 100,00', '—', 'Pix', 'Paid']);
  });

  it('shows a withdrawal’s fee given back at payout as waived', async () => {
    const fee = (transaction_id: string, amount: number) => line({ transaction_id, action: 'fee', amount, payment_method: 'pix', status: 'waived' });
    mockApi({ 'GET wallet/transactions': page([fee('withdrawal:5:fee:void', 2.5), fee('withdrawal:5:fee', -2.5)]) });
    await renderWallet(<TransactionsPage />);
    await screen.findByText('withdrawal:5:fee:void');
    const statuses = rows().map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(statuses).toEqual(['Waived', 'Waived']);
  });

  it('puts a copy button beside each transaction id, and shortens a long id on screen only', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const deposit = line({ transaction_id: 'deposit:cb2eacb9-8655-4aec-b9bb-66b4557bc5f9' });
    mockApi({ 'GET wallet/transactions': page([BET, deposit]) });
    await renderWallet(<TransactionsPage />);
    await screen.findByText('bet:1');
    const [bet, long] = rows();
    await userEvent.click(within(bet!).getByRole('button', { name: 'Copy Transaction ID' }));
    expect(writeText).toHaveBeenLastCalledWith('bet:1');
    expect(within(bet!).getByRole('status')).toHaveTextContent('Transaction ID copied to the clipboard.');

    // Shown by its kind and both ends; read out, titled and copied whole.
    const shown = within(long!).getByText('deposit:cb2e…c5f9');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.parentElement).toHaveAttribute('title', 'deposit:cb2eacb9-8655-4aec-b9bb-66b4557bc5f9');
    expect(within(long!).getByText('deposit:cb2eacb9-8655-4aec-b9bb-66b4557bc5f9')).toHaveClass('visually-hidden');
    await userEvent.click(within(long!).getByRole('button', { name: 'Copy Transaction ID' }));
    expect(writeText).toHaveBeenLastCalledWith('deposit:cb2eacb9-8655-4aec-b9bb-66b4557bc5f9');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('filters by action and dates (each change asks again), and loads more with the cursor', async () => {
    const api = mockApi({
      'GET wallet/transactions': [
        page([line()], '9'),
        page([BET]),
        page([line({ transaction_id: 'deposit:2' })], '5'),
        page([line({ transaction_id: 'deposit:3' })]),
      ],
    });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText(line().transaction_id);
    expect(Object.fromEntries(api.callsTo('GET wallet/transactions')[0]!.query)).toEqual({ action: 'all', limit: '20' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Bet',
      'Win',
      'Rollback',
      'Refund',
      'Deposit',
      'Withdrawal',
      'Cash out',
    ]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('bet:1')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/transactions')[1]!.query.get('cursor')).toBe('9');
    expect(rows()).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Action'), 'deposit');
    expect(await screen.findByText('deposit:2')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('From')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/01/2026' } });
    expect(await screen.findByText('deposit:3')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET wallet/transactions')[3]!.query)).toEqual({ action: 'deposit', from: '2026-11-01', limit: '20' });
  });

  it('says when the start date is after the end date instead of asking', async () => {
    const api = mockApi({ 'GET wallet/transactions': page([]) });
    await renderWallet(<TransactionsPage />);
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('From')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/20/2026' } });
    await screen.findByText('No transactions match these filters.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/01/2026' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(api.callsTo('GET wallet/transactions')).toHaveLength(2);
    // Off but focusable, saying why: a disabled button would drop the focus and say nothing.
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription('Fix the dates to export.');
    await userEvent.click(exportButton);
    expect(api.callsTo('GET wallet/transactions/export')).toHaveLength(0);
    expect(screen.queryByText('There are no transactions to export with these filters.')).toBeNull();
  });

  it('keeps the lines listed while a date is unfinished or impossible, says so under its field, and asks and exports nothing with it', async () => {
    const api = mockApi({ 'GET wallet/transactions': page([BET]) });
    await renderWallet(<TransactionsPage />, { language: 'pt-BR' });
    await screen.findByText('bet:1');
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '31/02/2026' } });
    fireEvent.blur(screen.getByLabelText('De'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data inválida: use o formato dd/mm/aaaa.');
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription('Data inválida: use o formato dd/mm/aaaa.');
    await settle();
    expect(screen.getByText('bet:1')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma transação com esses filtros.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveAccessibleDescription('Corrija as datas para exportar.');
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/01' } });
    await settle();
    expect(screen.getByText('bet:1')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/transactions')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '28/02/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '' } });
    await waitFor(() => expect(api.callsTo('GET wallet/transactions')).toHaveLength(2));
    expect(await screen.findByText('bet:1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).not.toHaveAccessibleDescription();
    expect(Object.fromEntries(api.callsTo('GET wallet/transactions')[1]!.query)).toEqual({ action: 'all', from: '2026-02-28', limit: '20' });
  });

  it('keeps the lines of the dates last asked while a date is edited into one that is not, and asks neither without it nor with it', async () => {
    const api = mockApi({
      'GET wallet/transactions': (call) => json(200, { transactions: call.query.get('from') === null ? [line(), BET] : [BET], next_cursor: null }),
    });
    await renderWallet(<TransactionsPage />, { language: 'pt-BR' });
    await screen.findByText(line().transaction_id);
    await waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));
    const from = screen.getByLabelText('De');
    fireEvent.change(from, { target: { value: '28/02/2026' } });
    await waitFor(() => expect(screen.queryByText(line().transaction_id)).toBeNull());
    expect(screen.getByText('bet:1')).toBeInTheDocument();

    // A digit taken back: the field holds no date.
    fireEvent.change(from, { target: { value: '28/02/202' } });
    fireEvent.blur(from);
    expect(await screen.findByRole('alert')).toHaveTextContent('Data inválida: use o formato dd/mm/aaaa.');
    await settle();
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('bet:1')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/transactions').map((call) => call.query.get('from'))).toEqual([null, '2026-02-28']);
  });

  it('exports the filtered lines as a CSV download named by the server', async () => {
    const api = mockApi({
      'GET wallet/transactions': page([line()]),
      'GET wallet/transactions/export': () =>
        new Response('id;date\n1;2026-11-21\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="palpite-transactions-2026-11-21.csv"' },
        }),
    });
    const created = vi.fn((_blob: Blob | MediaSource) => 'blob:csv');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let downloaded: string | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const token = 'a-session-token-of-the-player-0123456789';
    localStorage.setItem('auth_token', token);
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText(line().transaction_id);
    await user.selectOptions(screen.getByLabelText('Action'), 'deposit');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // Seen, not only announced: a browser may save the file without a word.
    expect(await screen.findByText('Download started.')).not.toHaveClass('visually-hidden');
    expect(downloaded).toBe('palpite-transactions-2026-11-21.csv');
    expect(await (created.mock.calls[0]![0] as Blob).text()).toBe('id;date\n1;2026-11-21\n');
    const call = api.callsTo('GET wallet/transactions/export')[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ action: 'deposit' });
    // A plain link could not send the token: the file is fetched with it.
    expect(call.request.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('asks for the CSV in the zone the table shows its times in, so a 21:30 deposit in São Paulo is 21:30 in both', async () => {
    // The server writes the file's times, and names their zone in the date header, from X-Time-Zone.
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    try {
      const api = mockApi({
        'GET wallet/transactions': page([line({ transaction_id: 'deposit:late', date: '2026-11-22T00:30:00.000Z' })]),
        'GET wallet/transactions/export': () => new Response('', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
      });
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const user = userEvent.setup();
      await renderWallet(<TransactionsPage />);
      await screen.findByText('deposit:late');
      expect(within(rows()[0]!).getAllByRole('cell')[1]!.textContent!.replace(/\s/g, ' ')).toBe('Nov 21, 2026 9:30 PM');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText('Download started.');
      expect(api.callsTo('GET wallet/transactions/export')[0]!.request.headers.get('X-Time-Zone')).toBe('America/Sao_Paulo');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('keeps the focus on “Export CSV” while the file is fetched: busy, not disabled', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET wallet/transactions': page([line()]),
      'GET wallet/transactions/export': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText(line().transaction_id);
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    answer(
      new Response('id;date\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="palpite-transactions.csv"' },
      }),
    );
    expect(await screen.findByText('Download started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  });

  it('says there is nothing to export for an empty list without asking the API, and when the export failed', async () => {
    const api = mockApi({
      'GET wallet/transactions': [page([]), page([BET])],
      'GET wallet/transactions/export': [
        () => apiError(500, 'transactions.exportFailed', 'Could not export your transactions. Try again.'),
        () => apiError(404, 'transactions.nothingToExport', 'There are no transactions to export with these filters.'),
      ],
    });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText('No transactions yet.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no transactions to export with these filters.');
    expect(api.callsTo('GET wallet/transactions/export')).toHaveLength(0);
    // With lines on screen the file is asked for; a failure says so, and so does a list emptied meanwhile.
    await user.selectOptions(screen.getByLabelText('Action'), 'deposit');
    await screen.findByText('bet:1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export your transactions. Try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('There are no transactions to export with these filters.')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/transactions/export')).toHaveLength(2);
  });

  it('drops “nothing to export” once the action or the period changes: it was about the lines of the filters it was asked with', async () => {
    mockApi({ 'GET wallet/transactions': page([]) });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText('No transactions yet.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no transactions to export with these filters.');

    await user.selectOptions(screen.getByLabelText('Action'), 'deposit');
    expect(screen.queryByText('There are no transactions to export with these filters.')).toBeNull();
    await screen.findByText('No transactions match these filters.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no transactions to export with these filters.');

    await waitFor(() => expect(screen.getByLabelText('From')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/20/2026' } });
    expect(screen.queryByText('There are no transactions to export with these filters.')).toBeNull();
    // Back to the filters it was said for: a new look is needed, it does not come back by itself.
    await user.selectOptions(screen.getByLabelText('Action'), 'all');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await settle();
    expect(screen.queryByText('There are no transactions to export with these filters.')).toBeNull();
  });

  it('drops “nothing to export” once a new line arrives, and keeps it through a refresh that brings none', async () => {
    const api = mockApi({ 'GET wallet/transactions': [page([]), page([]), page([BET])] });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    await screen.findByText('No transactions yet.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no transactions to export with these filters.');

    act(() => eventBus.emit('balance-updated', { newBalance: 100 }));
    await waitFor(() => expect(api.callsTo('GET wallet/transactions')).toHaveLength(2), { timeout: 3000 });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('There are no transactions to export with these filters.');

    act(() => eventBus.emit('balance-updated', { newBalance: 75 }));
    expect(await screen.findByText('bet:1', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('There are no transactions to export with these filters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(api.callsTo('GET wallet/transactions/export')).toHaveLength(1);
  });

  it('says why the export failed again in a language picked after it showed', async () => {
    mockApi({
      'GET wallet/transactions': page([BET]),
      'GET wallet/transactions/export': () => apiError(500, 'transactions.exportFailed', 'Não foi possível exportar suas transações. Tente novamente.'),
    });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />, { language: 'pt-BR' });
    await screen.findByText('bet:1');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível exportar suas transações. Tente novamente.');

    await act(() => changeLanguage('en'));
    expect(alert).toHaveTextContent('Could not export your transactions. Try again.');
  });

  it('shows a movement made elsewhere without a reload, reading once for a burst of balance events', async () => {
    const WIN = line({ transaction_id: 'win:2', action: 'win', amount: 50, post_balance: 125, game_name: 'Fortune Tiger', payment_method: null });
    const api = mockApi({ 'GET wallet/transactions': [page([BET]), page([WIN, BET])] });
    await renderWallet(<TransactionsPage />);
    await screen.findByText('bet:1');
    for (const newBalance of [90, 110, 125]) eventBus.emit('balance-updated', { newBalance });
    expect(await screen.findByText('win:2', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET wallet/transactions')).toHaveLength(2);
  });

  it('offers a retry when the history cannot load', async () => {
    let fail = true;
    mockApi({
      'GET wallet/transactions': () => (fail ? apiError(500, 'transactions.fetchFailed', 'Could not load your transactions. Try again.') : page([line()])()),
    });
    const user = userEvent.setup();
    await renderWallet(<TransactionsPage />);
    expect(await screen.findByText('Could not load your transactions. Try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(line().transaction_id)).toBeInTheDocument();
  });
});
