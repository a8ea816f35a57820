import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { FinancialTransactionsPage } from './FinancialTransactionsPage.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

const item = (overrides: Record<string, unknown>) => ({
  transaction_id: 'deposit:1',
  type: 'deposit',
  payment_id: 'PLPBFFPQJPSJJYN2XR4',
  final_amount: 111.5,
  fee: 0,
  payment_method: 'pix',
  status: 'paid',
  date: '2026-11-21T14:00:00.000Z',
  ...overrides,
});

describe('financial transactions', () => {
  it('lists deposits (+) and withdrawals (−, with their fee) with the payment id and status', async () => {
    mockApi({
      'GET wallet/financial-transactions': () =>
        json(200, {
          items: [
            item({
              transaction_id: 'withdrawal:7',
              type: 'withdrawal',
              payment_id: null,
              final_amount: 600,
              fee: 250,
              payment_method: 'papara',
              status: 'pending',
            }),
            item({}),
            item({ transaction_id: 'deposit:2', payment_id: null, status: 'expired' }),
          ],
          next_cursor: null,
        }),
    });
    await renderWallet(<FinancialTransactionsPage />);
    await screen.findByText('withdrawal:7');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Transaction ID',
      'Payment ID',
      'Final amount',
      'Payment method',
      'Status',
      'Date',
    ]);
    const [withdrawal, deposit, expired] = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent!.replace(/\u00a0/g, ' ')),
      );
    expect(withdrawal!.slice(0, 5)).toEqual(['Withdrawalwithdrawal:7', '—', '\u2212R$ 600,00fee R$ 250,00', 'Papara', 'Pending']);
    expect(deposit!.slice(0, 5)).toEqual(['Depositdeposit:1', 'PLPBFFPQJPSJJYN2XR4', '+R$ 111,50', 'Pix', 'Paid']);
    // Its time to pay ran out: expired, not refused.
    expect(expired!.slice(0, 5)).toEqual(['Depositdeposit:2', '—', '+R$ 111,50', 'Pix', 'Expired']);
  });

  it('shows a fee only when one was charged: none for 0, as the API answers for a free, cancelled or rejected withdrawal', async () => {
    const withdrawal = (id: number, status: string, fee: number) =>
      item({ transaction_id: `withdrawal:${id}`, type: 'withdrawal', payment_id: null, final_amount: 600, fee, payment_method: 'papara', status });
    mockApi({
      'GET wallet/financial-transactions': () =>
        json(200, {
          items: [withdrawal(4, 'paid', 2.5), withdrawal(3, 'paid', 0), withdrawal(2, 'rejected', 0), withdrawal(1, 'cancelled', 0)],
          next_cursor: null,
        }),
    });
    await renderWallet(<FinancialTransactionsPage />);
    await screen.findByText('withdrawal:4');
    const amounts = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')[2]!
          .textContent!.replace(/\u00a0/g, ' '),
      );
    expect(amounts).toEqual(['\u2212R$ 600,00fee R$ 2,50', '\u2212R$ 600,00', '\u2212R$ 600,00', '\u2212R$ 600,00']);
  });

  it('reads the list again when a withdrawal is decided meanwhile (its notification)', async () => {
    const api = mockApi({ 'GET wallet/financial-transactions': () => json(200, { items: [], next_cursor: null }) });
    await renderWallet(<FinancialTransactionsPage />);
    expect(await screen.findByText('Your deposits and withdrawals will appear here.')).toBeInTheDocument();
    eventBus.emit('new-notification', { message: 'Saque aprovado' });
    await vi.waitFor(() => expect(api.callsTo('GET wallet/financial-transactions')).toHaveLength(2), { timeout: 3000 });
  });

  it('has an empty state, and a retry when it cannot load', async () => {
    let fail = true;
    mockApi({
      'GET wallet/financial-transactions': () =>
        fail ? apiError(500, 'transactions.fetchFailed', 'Could not load your transactions. Try again.') : json(200, { items: [], next_cursor: null }),
    });
    const user = userEvent.setup();
    await renderWallet(<FinancialTransactionsPage />);
    expect(await screen.findByText('Could not load your transactions. Try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your deposits and withdrawals will appear here.')).toBeInTheDocument();
  });
});
