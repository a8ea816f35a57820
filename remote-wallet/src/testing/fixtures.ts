/** API answers the wallet's tests share, shaped as the API gives them. */
import type { Deposit } from '../features/deposit/api/deposit.ts';
import type { DepositMethodInfo } from '../features/deposit/api/get-deposit-methods.ts';
import type { WithdrawalOptions } from '../features/withdraw/api/get-withdrawal-options.ts';
import type { TransactionLine } from '../lib/history.ts';

export const NOW = new Date('2026-11-21T15:00:00.000Z');

export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';

export const DEPOSIT_METHODS_ANSWER: { methods: DepositMethodInfo[] } = {
  methods: [
    { method: 'pix', min: 10, max: 50000, processing: { minMinutes: 0, maxMinutes: 1 }, enabled: true },
    { method: 'card', min: 20, max: 10000, processing: { minMinutes: 0, maxMinutes: 0 }, enabled: true },
    {
      method: 'crypto',
      min: 50,
      max: 100000,
      processing: { minMinutes: 10, maxMinutes: 60 },
      enabled: true,
      assets: [
        { asset: 'BTC', network: 'bitcoin-testnet', rate: 350000 },
        { asset: 'USDT', network: 'ethereum-sepolia', rate: 5.6 },
      ],
    },
    { method: 'bank_transfer', min: 50, max: 100000, processing: { minMinutes: 10, maxMinutes: 60 }, enabled: true },
    { method: 'papara', min: 20, max: 20000, processing: { minMinutes: 0, maxMinutes: 5 }, enabled: true },
    { method: 'payfix', min: 20, max: 20000, processing: { minMinutes: 0, maxMinutes: 5 }, enabled: true },
    { method: 'pep', min: 20, max: 20000, processing: { minMinutes: 0, maxMinutes: 5 }, enabled: false },
    { method: 'mefete', min: 20, max: 20000, processing: { minMinutes: 0, maxMinutes: 5 }, enabled: true },
  ],
};

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();

export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: '8a7861b3-833c-4b22-8fe6-6f6b0877efb7',
    method: 'pix',
    amount: 100,
    currency: 'BRL',
    status: 'awaiting_payment',
    failure_reason: null,
    payment_id: 'PLPDMKWGQ6TRY4JPY55',
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
    expires_at: minutesAfter(NOW, 30),
    completed_at: null,
    instructions: {
      type: 'pix',
      copy_paste: '00020101021226860014br.gov.bcb.pix2564pix.example/qr/v2/abc6304ABCD',
      txid: 'PLPDMKWGQ6TRY4JPY55',
      qr_svg: QR_SVG,
    },
    ...overrides,
  };
}

export function withdrawalOptions(overrides: Partial<WithdrawalOptions> = {}): WithdrawalOptions {
  return {
    currency: 'BRL',
    methods: [
      {
        method: 'bank_transfer',
        form: 'bank',
        fields: ['bank', 'account_number', 'iban', 'first_name', 'last_name', 'amount', 'city', 'cpf', 'id_expiry_date', 'birth_date'],
      },
      { method: 'payfix', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'pep', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'mefete', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'papara', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
    ],
    identity_verified: true,
    available_cash: 2000,
    minimum: 500,
    max_amount: 2000,
    weekly_limit: 50000,
    weekly_used: 0,
    weekly_remaining: 50000,
    week_resets_at: '2026-11-22T03:00:00.000Z',
    free_withdrawals_per_month: 4,
    free_withdrawals_left: 4,
    fee: 250,
    next_fee: 0,
    wagering: { multiple: 2.5, required: 2500, wagered: 2500, remaining: 0 },
    deposit_cap: { applies: false, threshold: 10000, multiple: 10, max: null, last_deposit: null, withdrawn: 0 },
    ...overrides,
  };
}

export function line(overrides: Partial<TransactionLine> = {}): TransactionLine {
  return {
    transaction_id: 'deposit:53728245-6658-4771-8fe3-8f7e9ff6eb9a',
    date: '2026-11-21T14:00:00.000Z',
    action: 'deposit',
    amount: 100,
    post_balance: 100,
    game_name: null,
    payment_method: 'pix',
    status: 'paid',
    ...overrides,
  };
}
