/**
 * Deposits for all eight methods through one provider interface, with sandbox providers.
 * Wire it inside the API's prefixed scope (it reads `app.prefix` for its own URLs):
 *
 *   paymentsFeature(api, { db, authenticator, ledger, limiter, now, secretKey: deps.secretKey, nodeEnv: config.nodeEnv,
 *     onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId) });
 *
 * It registers its routes, starts its jobs when the app is ready and stops them when it closes;
 * `close()` stops them earlier, `runJobsOnce()` runs them now (tests).
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Ledger } from '../../ledger/index.ts';
import { loadPaymentsConfig, type PaymentsConfig } from './config.ts';
import { createPaymentJobs, type JobsReport } from './jobs.ts';
import { createSandboxProviders } from './providers/sandbox.ts';
import { depositRoutes, webhookRoutes } from './routes.ts';
import { createSandboxPsp, type SandboxPsp } from './sandbox/psp.ts';
import { holderDocument } from './repo.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { createPaymentsService, type DepositBonusHooks, type PaymentsService, type PaymentsServiceDeps } from './service.ts';

export type { PaymentProvider, CreateDepositRequest, CreateDepositResult, ProviderNotification, DepositInstructions } from './providers/types.ts';
export type { PaymentsConfig } from './config.ts';
export type { JobsReport } from './jobs.ts';

export interface PaymentsDeps {
  db: Database;
  authenticator: Authenticator;
  ledger: Ledger;
  /** Counts the unauthenticated notifications of each address (shared between nodes with REDIS_URL). */
  limiter: RateLimiter;
  now?: () => Date;
  /** The app's secret key: each provider's default notification secret is derived from it. */
  secretKey: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** PAYMENT_LIMITS, PAYMENTS_SANDBOX… (see config.ts); `process.env` when omitted. */
  env?: Record<string, string | undefined>;
  /** After a deposit is credited (e.g. publish `balance-updated`). Its failures are logged, never thrown. */
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  /** The bonus engine: opt-in on the deposit form, grant when the deposit is credited. */
  bonus?: DepositBonusHooks;
  depositGuard?: PaymentsServiceDeps['depositGuard'];
  allowedMethods?: PaymentsServiceDeps['allowedMethods'];
  payerMustBeHolder?: boolean;
}

export interface PaymentsFeature {
  /** Stops the background jobs (also done when the app closes). */
  close(): Promise<void>;
  /** Runs the reconciliation of approved deposits, the expiry job and the sandbox chain watcher once, now. */
  runJobsOnce(): Promise<JobsReport>;
  readonly config: PaymentsConfig;
  readonly service: PaymentsService;
  /** The sandbox PSP (sends signed notifications), for tests and tools. */
  readonly sandbox: SandboxPsp;
}

export function paymentsFeature(app: FastifyInstance, deps: PaymentsDeps): PaymentsFeature {
  const now = deps.now ?? (() => new Date());
  const config = loadPaymentsConfig(deps.env ?? process.env, { nodeEnv: deps.nodeEnv, secretKey: deps.secretKey });
  const prefix = app.prefix;
  const log = app.log;

  const onCredited = (userId: bigint) => {
    const report = (error: unknown) => log.error({ userId: String(userId), error: (error as Error).message }, 'onBalanceChanged failed');
    try {
      const result = deps.onBalanceChanged?.(userId);
      if (result) result.catch(report);
    } catch (error) {
      report(error);
    }
  };

  const providers = createSandboxProviders({ config, checkoutUrl: (depositId) => `${prefix}/sandbox/checkout/${depositId}` });
  const service = createPaymentsService({
    db: deps.db,
    ledger: deps.ledger,
    providers,
    config,
    now,
    onCredited,
    log,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
    ...(deps.depositGuard ? { depositGuard: deps.depositGuard } : {}),
    ...(deps.allowedMethods ? { allowedMethods: deps.allowedMethods } : {}),
    ...(deps.payerMustBeHolder ? { payerMustBeHolder: true } : {}),
  });
  const psp = createSandboxPsp({
    app,
    webhookUrl: (provider) => `${prefix}/payments/webhooks/${provider}`,
    secrets: config.webhookSecrets,
    now,
    holderDocumentOf: (deposit) => holderDocument(deps.db, deposit.user_id),
  });
  const jobs = createPaymentJobs({ service, psp, intervalMs: config.jobIntervalMs, log });

  depositRoutes(app, { service, authenticator: deps.authenticator, now });
  app.register(webhookRoutes, { service, limiter: deps.limiter, inFlightPerProvider: config.webhooksInFlightPerProvider });
  if (config.sandboxControls) {
    app.register(async (scope) => sandboxRoutes(scope, { service, psp, now, prefix, returnUrl: config.returnUrl }));
  }
  app.addHook('onReady', async () => jobs.start());
  // Before the server and the database close: a pass in progress finishes first.
  app.addHook('preClose', async () => jobs.close());

  return { close: () => jobs.close(), runJobsOnce: () => jobs.runOnce(), config, service, sandbox: psp };
}
