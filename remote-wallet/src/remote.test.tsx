import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, ROUTES, type Language } from '@palpite/shared';
import { missingTexts, pageTitle, renderRemotePage } from '@palpite/shared/testing';
import remote from './remote.ts';
import { walletLocales } from './locales/index.ts';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { json, mockApi } from './testing/wallet-testing.tsx';
import { DEPOSIT_METHODS_ANSWER, line, withdrawalOptions } from './testing/fixtures.ts';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, tr };

/** Every page's h1 is the `<pageId>.title` text of the wallet namespace. */
const titleOf = (language: Language, page: string) => pageTitle(TEXTS[language], page);

const renderPage = (pageId: string, language: Language = 'pt-BR', route = '/') =>
  renderRemotePage(remote, pageId, { language, route, namespaces: { wallet: walletLocales }, commonTexts: 'base' });

/** Every page's first call answered, empty where a list is asked for. */
beforeEach(() => {
  mockApi({
    'GET wallet/deposit-methods': () => json(200, DEPOSIT_METHODS_ANSWER),
    'GET wallet/deposits': () => json(200, { deposits: [] }),
    'GET wallet/withdrawal-methods': () => json(200, withdrawalOptions()),
    'GET wallet/withdrawals': () => json(200, { withdrawals: [], next_cursor: null }),
    'GET wallet/transactions': () => json(200, { transactions: [line()], next_cursor: null }),
    'GET wallet/financial-transactions': () =>
      json(200, {
        items: [
          {
            transaction_id: 'deposit:1',
            type: 'deposit',
            payment_id: 'P1',
            final_amount: 10,
            fee: 0,
            payment_method: 'pix',
            status: 'paid',
            date: '2026-11-21T14:00:00.000Z',
          },
        ],
        next_cursor: null,
      }),
    'GET wallet/bonus-transactions': () => json(200, { transactions: [], next_cursor: null }),
    'GET user/free-spins': () => json(200, { data: [] }),
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const columnHeaders = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('wallet remote', () => {
  it('defines exactly the pages the route table gives it', () => {
    const expected = new Set(ROUTES.filter((route) => route.remote === 'wallet').map((route) => route.page));
    expect(new Set(Object.keys(remote.pages))).toEqual(expected);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.keys(remote.pages))('renders %s with its translated title and no missing text', async (pageId) => {
      await renderPage(pageId, language);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(titleOf(language, pageId));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(missingTexts()).toEqual([]);
    });
  });

  it('offers the eight deposit methods from the API, Pix first, and shows the chosen method’s form', async () => {
    const user = userEvent.setup();
    await renderPage('deposit', 'en', '/user/wallet');
    const methods = await screen.findAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['pix', 'card', 'crypto', 'bank_transfer', 'papara', 'payfix', 'pep', 'mefete']);
    expect(screen.getByRole('radio', { name: /^Credit card/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pix/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('radio', { name: /Crypto/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit with Crypto' })).toBeInTheDocument();
    expect(screen.getByText(/single-use address, valid for 30 minutes/)).toBeInTheDocument();
  });

  it('asks a bank withdrawal for bank details and a wallet withdrawal only for the account', async () => {
    const user = userEvent.setup();
    await renderPage('withdraw', 'pt-BR');
    expect(await screen.findAllByRole('radio')).toHaveLength(5);
    expect(screen.getByLabelText('IBAN')).toBeInTheDocument();
    expect(screen.getByText(/mínimo R\$\s500,00/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Papara/ }));
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Número da conta')).toBeInTheDocument();
  });

  it('shows the transaction tables with the columns of spec §3', async () => {
    let view = await renderPage('transactions', 'en');
    await screen.findByRole('table', { name: 'Your transactions' });
    expect(columnHeaders()).toEqual(['Transaction ID', 'Date', 'Action', 'Amount', 'Balance after', 'Game', 'Payment method', 'Status']);
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
    view.unmount();

    view = await renderPage('financialTransactions', 'en');
    await screen.findByRole('table', { name: 'Your financial transactions' });
    expect(columnHeaders()).toEqual(['Transaction ID', 'Payment ID', 'Final amount', 'Payment method', 'Status', 'Date']);
    view.unmount();

    await renderPage('bonusTransactions', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText('No free-spin campaigns yet. When you get free spins, they appear here.')).toBeInTheDocument();
    expect(columnHeaders().slice(-8)).toEqual(['ID', 'Game', 'Quantity', 'Left', 'Status', 'Valid from', 'Valid until', 'Total win']);
    expect(await screen.findByText('No bonus movements yet.')).toBeInTheDocument();
  });
});
