import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { withdrawalOptions } from '../../testing/fixtures.ts';
import type { Withdrawal } from './api/withdrawal.ts';
import { WithdrawPage } from './WithdrawPage.tsx';

const REQUESTED = 'Withdrawal requested. The amount stays reserved until it is paid.';
const CANCELLED = 'Withdrawal cancelled. The amount is back in your balance.';

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
const list =
  (...withdrawals: Withdrawal[]) =>
  () =>
    json(200, { withdrawals, next_cursor: null });
const requested = (pending: Withdrawal) => () => json(201, { success: true, message: REQUESTED, withdrawal: pending });
const cancelled = (pending: Withdrawal) => () => json(200, { success: true, message: CANCELLED, withdrawal: { ...pending, status: 'cancelled' } });

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

async function requestPapara(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Papara/ }));
  const account = screen.getByLabelText('Account number');
  await user.clear(account);
  await user.type(account, '12345678');
  await user.type(screen.getByLabelText('Amount (R$)'), '600');
  await user.click(screen.getByRole('button', { name: 'Request withdrawal via Papara' }));
}

async function cancelPending(user: ReturnType<typeof userEvent.setup>) {
  const item = (await screen.findByText('Pending')).closest('li')!;
  await user.click(within(item).getByRole('button', { name: /Cancel the withdrawal/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel withdrawal' }));
}

/** Lets a read the page asked for land, so a test sees what it did not change. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the withdraw page’s notices', () => {
  it('keeps the request’s notice while the withdrawal waits or is paid out, and drops it once the list shows it paid', async () => {
    const pending = withdrawal();
    const api = mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending), list({ ...pending, status: 'processing' }), list({ ...pending, status: 'paid' })],
      'POST wallet/withdrawals': requested(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    await screen.findByText('Pending');

    // The reserved amount left the balance; still reserved while ops pay it out.
    act(() => eventBus.emit('balance-updated', { newBalance: 1400 }));
    expect(await screen.findByText('Being paid')).toBeInTheDocument();
    expect(screen.getByText(REQUESTED)).toBeInTheDocument();

    // Paid: "stays reserved until it is paid" no longer describes it.
    act(() => eventBus.emit('new-notification', { message: 'Your withdrawal of R$ 600,00 has been paid.', key: 'notifications.withdrawalPaid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).toBeNull();
    expect(api.callsTo('GET wallet/withdrawals')).toHaveLength(4);
  });

  it('drops the request’s notice when ops reject the withdrawal, and does not bring it back', async () => {
    const pending = withdrawal();
    const rejected = { ...pending, status: 'rejected' as const, rejection_reason: 'The account is not in your name.' };
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending), list(rejected), list(pending)],
      'POST wallet/withdrawals': requested(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).toBeNull();

    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).toBeNull();
  });

  it('shows one notice, of the player’s last action: a cancel replaces the request’s, a new request the cancel’s', async () => {
    const first = withdrawal();
    const second = withdrawal({ id: 42, created_at: '2026-11-21T15:00:00.000Z' });
    const firstCancelled = { ...first, status: 'cancelled' as const };
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(first), list(firstCancelled), list(second, firstCancelled)],
      'POST wallet/withdrawals': [requested(first), requested(second)],
      'POST wallet/withdrawals/41/cancel': cancelled(first),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();

    await cancelPending(user);
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).toBeNull();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(CANCELLED)).toBeInTheDocument();

    await requestPapara(user);
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(screen.queryByText(CANCELLED)).toBeNull();
    await screen.findByText('Pending');
    await settle();
    expect(screen.getByText(REQUESTED)).toBeInTheDocument();
    expect(screen.queryByText(CANCELLED)).toBeNull();
  });

  it('drops the cancel’s notice when the cancelled withdrawal leaves the list', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(pending), list({ ...pending, status: 'cancelled' }), list()],
      'POST wallet/withdrawals/41/cancel': cancelled(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await cancelPending(user);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(CANCELLED)).toBeInTheDocument();

    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));
    expect(await screen.findByText('You have not requested any withdrawal yet.')).toBeInTheDocument();
    expect(screen.queryByText(CANCELLED)).toBeNull();
  });

  it('drops the request’s notice when the player picks another method, and keeps the focus on the method', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending)],
      'POST wallet/withdrawals': requested(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    await screen.findByText('Pending');

    const payfix = screen.getByRole('radio', { name: /Payfix/ });
    await user.click(payfix);
    await waitFor(() => expect(screen.queryByText(REQUESTED)).toBeNull());
    expect(payfix).toHaveFocus();
  });

  it('hands the focus to the amount field when the request’s notice the player is on goes, not to the page', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(), list(pending), list({ ...pending, status: 'paid' })],
      'POST wallet/withdrawals': requested(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    await screen.findByText('Pending');
    expect(screen.getByText(REQUESTED).closest('[tabindex="-1"]')).toHaveFocus();

    act(() => eventBus.emit('new-notification', { message: 'Your withdrawal of R$ 600,00 has been paid.', key: 'notifications.withdrawalPaid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).toBeNull();
    expect(screen.getByLabelText('Amount (R$)')).toHaveFocus();
  });

  it('hands the focus to the withdrawals when the cancel’s notice the player is on goes with its withdrawal', async () => {
    const pending = withdrawal();
    mockApi({
      'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
      'GET wallet/withdrawals': [list(pending), list({ ...pending, status: 'cancelled' }), list()],
      'POST wallet/withdrawals/41/cancel': cancelled(pending),
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await cancelPending(user);
    await screen.findByText('Cancelled');
    expect(screen.getByText(CANCELLED).closest('[tabindex="-1"]')).toHaveFocus();

    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));
    await screen.findByText('You have not requested any withdrawal yet.');
    expect(screen.getByRole('region', { name: 'Your withdrawals' })).toHaveFocus();
  });
});

describe('the terms’ refusals of a withdrawal', () => {
  const refusal = () =>
    apiError(422, 'withdrawals.insufficientBalance', 'Not enough cash balance: you can withdraw up to R$ 100,00. Bonus balance cannot be withdrawn.', {
      details: { refusals: [{ code: 'insufficient_cash', message_key: 'withdrawals.insufficientBalance', available: 100, fee: 0, max: 100 }] },
    });

  it('go once other terms are read (the cash they quote moved), handing the focus back to the amount, and stay while the terms are the same', async () => {
    const api = mockApi({
      'GET wallet/withdrawal-methods': [
        () => json(200, withdrawalOptions({ available_cash: 100 })),
        () => json(200, withdrawalOptions({ available_cash: 100 })),
        () => json(200, withdrawalOptions({ available_cash: 2000 })),
      ],
      'GET wallet/withdrawals': list(),
      'POST wallet/withdrawals': refusal,
    });
    const user = userEvent.setup();
    await renderWallet(<WithdrawPage />);
    await requestPapara(user);
    const refusals = await screen.findByRole('alert', { name: 'This withdrawal cannot be requested:' });
    await waitFor(() => expect(refusals).toHaveFocus());
    const amount = screen.getByLabelText('Amount (R$)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    // A notification reads the same terms again: the reasons still hold.
    act(() => eventBus.emit('new-notification', { message: 'Welcome back.', key: 'notifications.generic' }));
    await waitFor(() => expect(api.callsTo('GET wallet/withdrawal-methods')).toHaveLength(2));
    await settle();
    expect(screen.getByRole('alert', { name: 'This withdrawal cannot be requested:' })).toHaveFocus();

    // A deposit landed: "up to R$ 100,00" is no longer so.
    act(() => eventBus.emit('balance-updated', { newBalance: 2000 }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: /cannot be requested/ })).toBeNull());
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(amount).toHaveFocus();
  });
});
