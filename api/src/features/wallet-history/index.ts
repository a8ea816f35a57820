/**
 * Wallet history feature: `walletHistoryFeature(api, deps)` registers the transaction,
 * financial-transaction and bonus-transaction tabs inside the API prefix. Wiring (app.ts, inside
 * the prefixed register block): `walletHistoryFeature(api, { db, ledger, authenticator, now });`
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { walletHistoryRoutes } from './routes.ts';
import { createWalletHistoryService, type WalletHistoryDeps } from './service.ts';

export interface WalletHistoryFeatureDeps extends Omit<WalletHistoryDeps, 'log'> {
  authenticator: Authenticator;
}

export function walletHistoryFeature(app: FastifyInstance, deps: WalletHistoryFeatureDeps) {
  const service = createWalletHistoryService({ ...deps, log: app.log });
  walletHistoryRoutes(app, { service, authenticator: deps.authenticator });
  return service;
}

export type { WalletHistoryService, TransactionView } from './service.ts';
export { TRANSACTION_FILTERS, type TransactionAction, type TransactionFilter, type TransactionStatus } from './lines.ts';
