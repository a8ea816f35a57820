import * as React from 'react';
import { commonProductTexts, defineRemote } from '@palpite/shared';
import { walletLocales } from './locales/index.ts';

/** The wallet remote: deposit, withdraw, transaction history, financial and bonus transactions. */
export default defineRemote({
  name: 'wallet',
  version: __APP_VERSION__,
  react: React,
  locales: walletLocales,
  texts: [commonProductTexts],
  pages: {
    deposit: () => import('./pages/DepositPage.tsx'),
    withdraw: () => import('./pages/WithdrawPage.tsx'),
    transactions: () => import('./pages/TransactionsPage.tsx'),
    financialTransactions: () => import('./pages/FinancialTransactionsPage.tsx'),
    bonusTransactions: () => import('./pages/BonusTransactionsPage.tsx'),
  },
});
