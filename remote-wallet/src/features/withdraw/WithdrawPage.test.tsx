import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { withdrawalOptions } from '../../testing/fixtures.ts';
import type { Withdrawal } from './api/withdrawal.ts';
import { WithdrawPage } from './WithdrawPage.tsx';

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 41,
  method: 'papara',
  amount: 600,
  fee: 0,
  currency: 'BRL',
  status: 'pending',
  account: '•••• 5678',
  created_at: '2026-11-21T14:00:00.000Z',
  decided_at: null,
  rejection_reason: null,
  ...overrides,
});
/** An identity document as `GET /user/documents` lists it: rejected, with its reason, unless told otherwise. */
const identityDocument = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  kind: 'identity',
  status: 'rejected',
  file_name: 'rg.jpg',
  size_bytes: 1000,
  uploaded_at: '2026-11-29T10:00:00.000Z',
  reviewed_at: '2026-11-29T12:00:00.000Z',
  rejection_reason: 'The photo is blurred.',
  ...overrides,
});
const list =
  (...withdrawals: Withdrawal[]) =>
  () =>
    json(200, { withdrawals, next_cursor: null });

/** What the form says when a withdrawal's answer was lost (it may have been made). */
const LOST_WITHDRAWAL = "We did not get your withdrawal's confirmation. Check Your withdrawals before trying again: if it is there, do not request it again.";

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

async function fillPapara(user: ReturnType<typeof userEvent.setup>, amount = '600') {
  await user.click(await screen.findByRole('radio', { name: /Papara/ }));
  await user.type(screen.getByLabelText('Account number'), '12345678');
  await user.type(screen.getByLabelText('Amount (R$)'), amount);
}

describe('withdraw page', () => {
  it('asks an unverified player to verify their identity, with the limits still shown', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ identity_verified: false })),
      'GET wallet/withdrawals': list(),
      'GET user/documents': () => json(200, { documents: [] }),
    });
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Verify your identity to withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/user/verification');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your limits' })).toBeInTheDocument();
  });

  it('says a document under review is being reviewed instead of asking for an upload', async () => {
    const pending = identityDocument({ status: 'pending', reviewed_at: null, rejection_reason: null });
    const rejected = { ...pending, id: 8, status: 'rejected', rejection_reason: 'The photo is blurred.' };
    let documents = [pending, { ...rejected, id: 7, kind: 'address', status: 'approved' }, rejected];
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ identity_verified: false })),
      'GET wallet/withdrawals': list(),
      'GET user/documents': () => json(200, { documents }),
    });
    await renderWallet(<WithdrawPage />);
    const notice = await screen.findByRole('region', { name: 'Document under review' });
    expect(notice).toHaveTextContent('We review documents within 72 hours; you can withdraw as soon as yours is approved.');
    expect(within(notice).getByRole('link', { name: 'Follow my verification' })).toHaveAttribute('href', '/user/verification');
    expect(screen.queryByText(/Send a photo of your ID/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    // Ops reject it: the notification of the decision asks for a new upload without a reload.
    documents = [rejected];
    act(() => eventBus.emit('new-notification', { message: 'Your ID was rejected.', key: 'notifications.documentRejected' }));
    expect(await screen.findByRole('heading', { name: 'Your ID document was rejected' })).toBeInTheDocument();
  });

  it('asks for a new upload when the latest identity document was rejected, saying why', async () => {
    const rejected = identityDocument();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ identity_verified: false })),
      'GET wallet/withdrawals': list(),
      'GET user/documents': () => json(200, { documents: [rejected, { ...rejected, id: 4, status: 'pending' }] }),
    });
    await renderWallet(<WithdrawPage />);
    const notice = await screen.findByRole('region', { name: 'Your ID document was rejected' });
    expect(notice).toHaveTextContent('Reason for the rejection: The photo is blurred.');
    expect(notice).toHaveTextContent('Send a new photo of your ID, sharp and whole: we review documents within 72 hours.');
    expect(within(notice).getByRole('link', { name: 'Send another document' })).toHaveAttribute('href', '/user/verification');
  });

  it('says a rejection without a reason as a rejection all the same', async () => {
    const rejected = identityDocument({ rejection_reason: null });
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ identity_verified: false })),
      'GET wallet/withdrawals': list(),
      'GET user/documents': () => json(200, { documents: [rejected] }),
    });
    await renderWallet(<WithdrawPage />);
    const notice = await screen.findByRole('region', { name: 'Your ID document was rejected' });
    expect(notice).not.toHaveTextContent('Reason');
    expect(within(notice).getByRole('link', { name: 'Send another document' })).toBeInTheDocument();
  });

  it('shows the limits from the API: minimum, weekly left, free withdrawals and fee, wagering, deposit cap', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () =>
        json(
          200,
          withdrawalOptions({
            weekly_used: 1000,
            weekly_remaining: 49000,
            free_withdrawals_left: 0,
            next_fee: 250,
            wagering: { multiple: 2.5, required: 1500, wagered: 300, remaining: 1200 },
            deposit_cap: { applies: true, threshold: 10000, multiple: 10, max: 4500, last_deposit: 600, withdrawn: 1500 },
          }),
        ),
      'GET wallet/withdrawals': list(),
    });
    await renderWallet(<WithdrawPage />);
    const limits = await screen.findByRole('region', { name: 'Your limits' });
    const text = limits.textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Minimum per withdrawalR$ 500,00');
    expect(text).toContain('R$ 49.000,00 left of R$ 50.000,00');
    expect(text).toContain('0 of 4 left this month');
    expect(text).toContain('Your next withdrawal costs R$ 250,00');
    expect(text).toContain('Wagering (2.5× your deposits)R$ 1.200,00 left to betR$ 300,00 of R$ 1.500,00 bet');
    expect(text).toContain('Sports bets and slots count; table games, live casino, video poker, keno and dice do not.');
    expect(text).toContain('Up to R$ 4.500,00 more until your next deposit (10× your last deposit, R$ 1.500,00 already withdrawn)');
    expect(text).not.toContain('below the minimum');
    expect(screen.getByText(/this one costs R\$\s250,00/)).toBeInTheDocument();
  });

  it('says how to lift a deposit cap below the minimum (a last deposit of R$ 20 allows R$ 200 against R$ 500)', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () =>
        json(200, withdrawalOptions({ deposit_cap: { applies: true, threshold: 10000, multiple: 10, max: 200, last_deposit: 20, withdrawn: 0 } })),
      'GET wallet/withdrawals': list(),
    });
    await renderWallet(<WithdrawPage />);
    const limits = await screen.findByRole('region', { name: 'Your limits' });
    expect(limits.textContent!.replace(/\u00a0/g, ' ')).toContain(
      'Up to R$ 200,00 more until your next deposit (10× your last deposit, R$ 0,00 already withdrawn)Applies while your deposits total R$ 10.000,00 or less.That is below the minimum of R$ 500,00: a deposit of R$ 50,00 or more lifts this limit to at least the minimum (and must be wagered like any other deposit).',
    );
  });

  it('says when 10× the last deposit is withdrawn: a new deposit lets the player withdraw again', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () =>
        json(200, withdrawalOptions({ deposit_cap: { applies: true, threshold: 10000, multiple: 10, max: 0, last_deposit: 100, withdrawn: 1000 } })),
      'GET wallet/withdrawals': list(),
    });
    await renderWallet(<WithdrawPage />);
    const limits = await screen.findByRole('region', { name: 'Your limits' });
    expect(limits).toHaveTextContent('You have withdrawn 10× your last deposit: a new deposit lets you withdraw again');
  });

  it('fills the limit bars with what is used: the weekly limit as it is spent, the wagering as it is done', async () => {
    const barWidths = async () => {
      const limits = await screen.findByRole('region', { name: 'Your limits' });
      const bar = (term: RegExp) => within(limits).getByText(term).closest('div')!.querySelector<HTMLElement>('[aria-hidden="true"] > span')!.style.width;
      return { weekly: bar(/^Weekly limit$/), wagering: bar(/^Wagering/) };
    };
    const wagering = { multiple: 2.5, required: 1250, wagered: 0, remaining: 1250 };
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ weekly_used: 0, weekly_remaining: 50000, wagering })),
      'GET wallet/withdrawals': list(),
    });
    const first = await renderWallet(<WithdrawPage />);
    expect(await barWidths()).toEqual({ weekly: '0%', wagering: '0%' });
    first.unmount();

    mockApi({
      'GET wallet/withdrawal-methods': () =>
        json(200, withdrawalOptions({ weekly_used: 12500, weekly_remaining: 37500, wagering: { ...wagering, wagered: 1000, remaining: 250 } })),
      'GET wallet/withdrawals': list(),
    });
    await renderWallet(<WithdrawPage />);
    expect(await barWidths()).toEqual({ weekly: '25%', wagering: '80%' });
  });

  it('checks the bank form before sending: CPF, IBAN, dates, the account holder’s name and the minimum', async () => {
    const api = mockApi({ 'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()), 'GET wallet/withdrawals': list() });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana Clara');
    await user.type(screen.getByLabelText('ID number (CPF)'), '12345678900');
    expect(screen.getByLabelText('ID number (CPF)')).toHaveValue('123.456.789-00');
    await user.type(screen.getByLabelText('IBAN'), 'BR00 1234');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Amount (R$)'), '100');
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('ID expiry date')).not.toHaveAttribute('readonly'));
    await user.type(screen.getByLabelText('ID expiry date'), '01/01/2020');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('05/17/1990');
    await user.type(screen.getByLabelText('Date of birth'), '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Bank transfer' }));

    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('Enter the bank.');
    expect(screen.getByLabelText('Bank')).toHaveFocus();
    expect(screen.getByLabelText('ID number (CPF)')).toHaveAccessibleDescription('This CPF is not valid.');
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('This IBAN is not valid: check the digits.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(/Use the name on your Palpite account/);
    expect(screen.getByLabelText('Amount (R$)')).toHaveAccessibleDescription(expect.stringContaining('The minimum withdrawal is R$\u00a0500,00.'));
    expect(screen.getByLabelText('ID expiry date')).toHaveAccessibleDescription('Your ID has expired: use a valid document.');
    // An unfinished date is '' to the form (so "required" would be its error): the field says what is wrong.
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Invalid date: use the format mm/dd/yyyy.');
    expect(api.callsTo('POST wallet/withdrawals')).toHaveLength(0);
  });

  it('keeps the amount as typed: a minus or an exponent is refused, not read as another amount', async () => {
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      // Read again after the request, the list shows it (else its notice would go as contradicted).
      'GET wallet/withdrawals': [list(), list(withdrawal())],
      'POST wallet/withdrawals': () =>
        json(201, { success: true, message: 'Withdrawal requested. The amount stays reserved until it is paid.', withdrawal: withdrawal() }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await fillPapara(user, '-600');
    const amount = screen.getByLabelText('Amount (R$)');
    const submit = screen.getByRole('button', { name: 'Request withdrawal via Papara' });
    // Neither a withdrawal of R$ 600 nor one of R$ 13.
    for (const typed of ['-600', '1e3']) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(amount).toHaveValue(typed);
      await user.click(submit);
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter a valid amount, with at most two decimals.'));
    }
    expect(api.callsTo('POST wallet/withdrawals')).toHaveLength(0);
    // pt-BR grouping and decimals, typed or pasted with the currency and spaces, read as before.
    await user.clear(amount);
    await user.type(amount, '1.000,00');
    await user.click(submit);
    await screen.findByText('Withdrawal requested. The amount stays reserved until it is paid.');
    await user.click(amount);
    await user.paste(' R$ 1.234,56 ');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST wallet/withdrawals')).toHaveLength(2));
    expect(api.callsTo('POST wallet/withdrawals').map((call) => (JSON.parse(call.body) as { amount: number }).amount)).toEqual([1000, 1234.56]);
  });

  it('lists every reason the terms refuse, brings the player to them, and marks the amount', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': () =>
        apiError(422, 'withdrawals.insufficientBalance', 'Not enough cash balance: you can withdraw up to R$ 100,00. Bonus balance cannot be withdrawn.', {
          errors: { amount: ['Not enough cash balance: you can withdraw up to R$ 100,00. Bonus balance cannot be withdrawn.'] },
          details: {
            refusals: [
              { code: 'insufficient_cash', message_key: 'withdrawals.insufficientBalance', available: 100, fee: 0, max: 100 },
              { code: 'wagering_required', message_key: 'withdrawals.wageringRequired', remaining: 250, required: 250, wagered: 0 },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await fillPapara(user);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    const refusals = await screen.findByRole('alert', { name: 'This withdrawal cannot be requested, for 2 reasons:' });
    expect(within(refusals).getByRole('heading', { name: 'This withdrawal cannot be requested, for 2 reasons:' })).toBeInTheDocument();
    const reasons = within(refusals)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.replace(/\u00a0/g, ' '));
    expect(reasons).toEqual([
      'Not enough cash balance: you can withdraw up to R$ 100,00. Bonus balance cannot be withdrawn.',
      'Wager your deposits before withdrawing: R$ 250,00 left to bet (R$ 0,00 of R$ 250,00 done).',
    ]);
    // The reasons first: they sit above the fields, a phone’s screen away from the amount.
    expect(refusals).toHaveFocus();
    expect(refusals).toHaveAttribute('tabindex', '-1');
    const amount = screen.getByLabelText('Amount (R$)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Wager your deposits'));

    // Refused again for the same reasons: the player is brought back to them.
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    await waitFor(() => expect(screen.getByRole('alert', { name: /cannot be requested/ })).toHaveFocus());
  });

  it('says identity is needed when the API refuses for it', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': () => apiError(403, 'withdrawals.identityRequired', 'Verify your identity before withdrawing.'),
      'GET user/documents': () => json(200, { documents: [] }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await fillPapara(user);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    expect(await screen.findByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/user/verification');
  });

  it('requests with an Idempotency-Key, lists the pending withdrawal and cancels it after a confirmation', async () => {
    const pending = withdrawal();
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending), list({ ...pending, status: 'cancelled' })],
      'POST wallet/withdrawals': () =>
        json(201, { success: true, message: 'Withdrawal requested. The amount stays reserved until it is paid.', withdrawal: pending }),
      'POST wallet/withdrawals/41/cancel': () =>
        json(200, { success: true, message: 'Withdrawal cancelled. The amount is back in your balance.', withdrawal: { ...pending, status: 'cancelled' } }),
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('You have not requested any withdrawal yet.')).toBeInTheDocument();
    await fillPapara(user);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));

    expect(await screen.findByText('Withdrawal requested. The amount stays reserved until it is paid.')).toBeInTheDocument();
    const request = api.callsTo('POST wallet/withdrawals')[0]!;
    expect(JSON.parse(request.body)).toEqual({ method: 'papara', amount: 600, account_number: '12345678', first_name: 'Ana Clara', last_name: 'Souza' });
    expect(request.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(refreshes).toHaveBeenCalledTimes(1);

    const item = (await screen.findByText('Pending')).closest('li')!;
    expect(item).toHaveTextContent('Papara •••• 5678');
    await user.click(within(item).getByRole('button', { name: /Cancel the withdrawal of R\$\s600,00 via Papara/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await screen.findByText('Withdrawal cancelled. The amount is back in your balance.')).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The Cancel button is gone with the pending state: focus stays on what happened, not on the page.
    expect(screen.getByText('Withdrawal cancelled. The amount is back in your balance.').closest('[tabindex="-1"]')).toHaveFocus();
    expect(refreshes).toHaveBeenCalledTimes(2);
    off();
  });

  it('a request whose answer was lost says it may have been made, not “no connection”, and reads the balance, list and limits again', async () => {
    const pending = withdrawal({ amount: 500 });
    const api = mockApi({
      'GET wallet/withdrawal-methods': [() => json(200, withdrawalOptions()), () => json(200, withdrawalOptions({ available_cash: 1500 }))],
      'GET wallet/withdrawals': [list(), list(pending)],
      // The API reserved the R$ 500,00, and the connection dropped before its answer.
      'POST wallet/withdrawals': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('You have not requested any withdrawal yet.')).toBeInTheDocument();
    await fillPapara(user, '500');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_WITHDRAWAL);
    expect(screen.queryByText('No connection. Check your internet and try again.')).toBeNull();
    expect(refreshes).toHaveBeenCalledTimes(1);
    // What the lost answer hid shows: the pending withdrawal, and the cash it reserved gone from the limits.
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const available = () => screen.getByText('Available cash').nextElementSibling!.textContent!.replace(/\u00a0/g, ' ');
    await waitFor(() => expect(available()).toBe('R$ 1.500,00'));
    expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(2);
    // The form keeps the request, so sending it again goes with the same key.
    expect(screen.getByLabelText('Amount (R$)')).toHaveValue('500');
    off();
  });

  it('a refusal after a lost answer shows the API’s own message, not the lost answer’s', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': [
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => apiError(409, 'withdrawals.pendingExists', 'You already have a withdrawal being processed.'),
      ],
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await fillPapara(user, '500');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_WITHDRAWAL);

    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    expect(await screen.findByText('You already have a withdrawal being processed.')).toBeInTheDocument();
    expect(screen.queryByText(LOST_WITHDRAWAL)).toBeNull();
    expect(refreshes).toHaveBeenCalledTimes(1);
    off();
  });

  it('reads the withdrawals and the limits again when the connection comes back: a read that failed offline is made up for', async () => {
    const pending = withdrawal({ amount: 500 });
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = mockApi({
      'GET wallet/withdrawal-methods': [() => json(200, withdrawalOptions()), offline, () => json(200, withdrawalOptions({ available_cash: 1500 }))],
      // The balance moved (a withdrawal from another tab) just before the link dropped: the read it asked for fails.
      'GET wallet/withdrawals': [list(), offline, list(pending)],
    });
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('You have not requested any withdrawal yet.')).toBeInTheDocument();
    act(() => eventBus.emit('balance-updated', { newBalance: 1500 }));
    await waitFor(() => expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(2));
    expect(screen.getByText('You have not requested any withdrawal yet.')).toBeInTheDocument();

    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const available = () => screen.getByText('Available cash').nextElementSibling!.textContent!.replace(/\u00a0/g, ' ');
    await waitFor(() => expect(available()).toBe('R$ 1.500,00'));
    expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(3);

    // The player's channel lost continuity: what it published meanwhile is gone, so the page is read again.
    act(() => eventBus.emit('realtime-resynced', { channels: ['private:user.7'] }));
    await waitFor(() => expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(4));
    expect(api.callsTo('GET wallet/withdrawal-methods')).toHaveLength(4);
  });

  it('says a refused cancel again in a language picked after it showed', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(pending), list({ ...pending, status: 'processing' })],
      'POST wallet/withdrawals/41/cancel': () =>
        apiError(409, 'withdrawals.inPayment', 'Este saque já está sendo pago e não pode mais ser cancelado.', { details: { status: 'processing' } }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />, { language: 'pt-BR' });
    await user.click(await screen.findByRole('button', { name: /Cancelar o saque/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar saque' }));
    expect(await within(dialog).findByText('Este saque já está sendo pago e não pode mais ser cancelado.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(within(dialog).getByText('This withdrawal is already being paid out and can no longer be cancelled.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Este saque já está sendo pago e não pode mais ser cancelado.')).toBeNull();
  });

  it('says a withdrawal was requested, then cancelled, again in a language picked after it showed', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending), list({ ...pending, status: 'cancelled' })],
      'POST wallet/withdrawals': () => json(201, { success: true, message: 'Saque solicitado. O valor fica reservado até o pagamento.', withdrawal: pending }),
      'POST wallet/withdrawals/41/cancel': () =>
        json(200, { success: true, message: 'Saque cancelado. O valor voltou para o seu saldo.', withdrawal: { ...pending, status: 'cancelled' } }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />, { language: 'pt-BR' });
    await user.click(await screen.findByRole('radio', { name: /Papara/ }));
    await user.type(screen.getByLabelText('Número da conta'), '12345678');
    await user.type(screen.getByLabelText('Valor (R$)'), '600');
    await user.click(screen.getByRole('button', { name: 'Solicitar saque por Papara' }));
    expect(await screen.findByText('Saque solicitado. O valor fica reservado até o pagamento.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Withdrawal requested. The amount stays reserved until it is paid.')).toBeInTheDocument();

    await act(() => changeLanguage('pt-BR'));
    await user.click(await screen.findByRole('button', { name: /Cancelar o saque/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar saque' }));
    expect(await screen.findByText('Saque cancelado. O valor voltou para o seu saldo.')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Withdrawal cancelled. The amount is back in your balance.')).toBeInTheDocument();
  });

  it('a cancel refused because ops are paying it out says so and shows the withdrawal as being paid', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(pending), list({ ...pending, status: 'processing' })],
      'POST wallet/withdrawals/41/cancel': () =>
        apiError(409, 'withdrawals.inPayment', 'This withdrawal is already being paid out and can no longer be cancelled.', {
          details: { status: 'processing' },
        }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    const item = (await screen.findByText('Pending')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: /Cancel the withdrawal/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('This withdrawal is already being paid out and can no longer be cancelled.'),
    ).toBeInTheDocument();
    const being = (await screen.findByText('Being paid')).closest('li')!;
    expect(within(being).queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
  });

  it('reads the statuses and the limits again when the balance moves: an ops rejection shows without a reload', async () => {
    const pending = withdrawal();
    const rejected = { ...pending, status: 'rejected' as const, rejection_reason: 'The account is not in your name.' };
    const api = mockApi({
      'GET wallet/withdrawal-methods': [
        () => json(200, withdrawalOptions({ available_cash: 1400 })),
        () => json(200, withdrawalOptions({ available_cash: 2000 })),
      ],
      'GET wallet/withdrawals': [list(pending), list(rejected)],
    });
    await renderWallet(<WithdrawPage />);
    const item = (await screen.findByText('Pending')).closest('li')!;
    expect(within(item).getByRole('button', { name: /Cancel the withdrawal/ })).toBeInTheDocument();
    const available = () => screen.getByText('Available cash').nextElementSibling!.textContent!.replace(/\u00a0/g, ' ');
    expect(available()).toBe('R$ 1.400,00');

    // The realtime `balance-updated` of the rejection (the reserved R$ 600,00 came back).
    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));

    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Rejected').closest('li')).toHaveTextContent('Reason: The account is not in your name.');
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
    await waitFor(() => expect(available()).toBe('R$ 2.000,00'));
    expect(api.callsTo('GET wallet/withdrawal-methods')).toHaveLength(2);
    expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(2);
  });

  it('shows an ops approval without a reload: it comes as a notification, not a balance change', async () => {
    const pending = withdrawal();
    const paid = { ...pending, status: 'paid' as const };
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions({ available_cash: 1400 })),
      'GET wallet/withdrawals': [list(pending), list(paid)],
    });
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    act(() => eventBus.emit('new-notification', { message: 'Your withdrawal of R$ 600,00 has been paid.', key: 'notifications.withdrawalPaid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
  });

  it('asks before a withdrawal that forfeits the active bonus, then resends it with forfeit_bonus', async () => {
    const pending = withdrawal();
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending)],
      'POST wallet/withdrawals': [
        () => apiError(409, 'bonus.errors.withdrawalForfeitsBonus', 'Withdrawing cancels your bonus.', { details: { bonus_balance: 75.5 } }),
        () => json(201, { success: true, message: 'Withdrawal requested. The amount stays reserved until it is paid.', withdrawal: pending }),
      ],
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('You have not requested any withdrawal yet.')).toBeInTheDocument();
    await fillPapara(user);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    expect(dialog).toHaveTextContent(/removes your bonus balance of R\$\s75,50/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and forfeit bonus' }));
    expect(await screen.findByText('Withdrawal requested. The amount stays reserved until it is paid.')).toBeInTheDocument();
    const [first, second] = api.callsTo('POST wallet/withdrawals');
    expect(JSON.parse(first!.body)).not.toHaveProperty('forfeit_bonus');
    expect(JSON.parse(second!.body)).toMatchObject({ method: 'papara', amount: 600, forfeit_bonus: true });
  });

  it('keeps the bonus when the player declines the forfeit', async () => {
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': () =>
        apiError(409, 'bonus.errors.withdrawalForfeitsBonus', 'Withdrawing cancels your bonus.', { details: { bonus_balance: 10 } }),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await fillPapara(user);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST wallet/withdrawals')).toHaveLength(1);
  });

  it('keeps the focus in the amount field Enter sent the request from, so closing the forfeit dialog (Esc or “Keep my bonus”) returns it there', async () => {
    const forfeits = () => apiError(409, 'bonus.errors.withdrawalForfeitsBonus', 'Withdrawing cancels your bonus.', { details: { bonus_balance: 10 } });
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': [() => new Promise<Response>((resolve) => (answer = resolve)), forfeits],
    });
    const user = userEvent.setup();
    await renderWallet(
      <main tabIndex={-1}>
        <WithdrawPage />
      </main>,
    );
    await fillPapara(user);
    const amount = screen.getByLabelText('Amount (R$)');
    await user.keyboard('{Enter}');
    // On its way: read-only, not disabled (a disabled field drops the focus to the page).
    await screen.findByRole('button', { name: 'Requesting…' });
    for (const field of [amount, screen.getByLabelText('Account number')]) {
      expect(field).toBeEnabled();
      expect(field).toHaveAttribute('readonly');
    }
    const max = screen.getByRole('button', { name: /^Withdraw the maximum/ });
    expect(max).toBeEnabled();
    expect(max).toHaveAttribute('aria-disabled', 'true');
    expect(amount).toHaveFocus();
    answer(forfeits());

    await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my bonus' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveFocus();
  });

  it('shows a fee only when one was charged: none for 0, as the API answers for a free, cancelled or rejected withdrawal', async () => {
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': list(
        withdrawal({ id: 4, status: 'pending', fee: 2.5 }),
        withdrawal({ id: 3, status: 'paid', fee: 0 }),
        withdrawal({ id: 2, status: 'rejected', fee: 0, rejection_reason: 'The account is not in your name.' }),
        withdrawal({ id: 1, status: 'cancelled', fee: 0 }),
      ),
    });
    await renderWallet(<WithdrawPage />);
    expect((await screen.findByText('Pending')).closest('li')).toHaveTextContent(/fee R\$\s2,50/);
    for (const status of ['Paid', 'Rejected', 'Cancelled']) {
      const item = screen.getByText(status).closest('li')!;
      expect(item, status).toHaveTextContent(/R\$\s600,00/);
      expect(item, status).not.toHaveTextContent(/fee/);
    }
  });

  it('shows each status, with the reason of a rejection, and loads more', async () => {
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [
        () =>
          json(200, {
            withdrawals: [
              withdrawal({ id: 3, status: 'paid', fee: 250 }),
              withdrawal({ id: 2, status: 'rejected', rejection_reason: 'The account is not in your name.' }),
            ],
            next_cursor: '2',
          }),
        () => json(200, { withdrawals: [withdrawal({ id: 1, status: 'cancelled' })], next_cursor: null }),
      ],
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText(/fee R\$\s250,00/)).toBeInTheDocument();
    expect(screen.getByText('Rejected').closest('li')).toHaveTextContent('Reason: The account is not in your name.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/withdrawals')[1]!.query.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
