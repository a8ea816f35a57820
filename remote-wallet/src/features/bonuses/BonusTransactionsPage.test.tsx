import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { line } from '../../testing/fixtures.ts';
import { BonusTransactionsPage } from './BonusTransactionsPage.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

describe('bonus transactions', () => {
  it('lists the bonus balance’s lines by date, and says plainly there are no free-spin campaigns yet', async () => {
    const api = mockApi({
      'GET wallet/bonus-transactions': [
        () =>
          json(200, {
            transactions: [line({ transaction_id: 'bonus:1', action: 'bonus_grant', amount: 50, post_balance: 50, payment_method: null })],
            next_cursor: null,
          }),
        () => json(200, { transactions: [], next_cursor: null }),
      ],
    });
    await renderWallet(<BonusTransactionsPage />);
    expect(await screen.findByText('bonus:1')).toBeInTheDocument();
    expect(screen.getByText('Bonus granted')).toBeInTheDocument();
    const campaigns = screen.getByRole('table', { name: 'Free-spin campaigns' });
    expect(campaigns).toHaveTextContent('No free-spin campaigns yet.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET wallet/bonus-transactions')[1]!.query)).toEqual({ from: '2026-11-01', limit: '20' });
  });
});
