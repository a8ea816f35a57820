/**
 * Withdrawals feature: `withdrawalsFeature(api, deps)` registers the player's and the ops calls
 * inside the API prefix. Wiring (app.ts, inside the prefixed register block):
 *
 *   withdrawalsFeature(api, { db, ledger, authenticator, secrets, ops: deps.ops, now,
 *     onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId) });
 *
 * `secrets` seals the payout details at rest: keep the same SECRET_KEY, or ops cannot read them.
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { OpsAccess } from '../../http/ops-auth.ts';
import { withdrawalsOpsRoutes, withdrawalsRoutes } from './routes.ts';
import { createWithdrawalsService, type WithdrawalsServiceDeps } from './service.ts';

export interface WithdrawalsFeatureDeps extends Omit<WithdrawalsServiceDeps, 'log'> {
  authenticator: Authenticator;
  ops: OpsAccess;
}

export function withdrawalsFeature(app: FastifyInstance, deps: WithdrawalsFeatureDeps) {
  const service = createWithdrawalsService({ ...deps, log: app.log });
  withdrawalsRoutes(app, { service, authenticator: deps.authenticator });
  withdrawalsOpsRoutes(app, { service, ops: deps.ops });
  return service;
}

export type { WithdrawalsService, WithdrawalView } from './service.ts';
