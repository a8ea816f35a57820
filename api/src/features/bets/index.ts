/**
 * Sportsbook bets: placing (POST /user/bet), My bets (GET /user/bets), the settlement job, and the
 * back-office view of what the feeds' rollbacks did to bets (/ops/bets/rollbacks).
 * Wire it inside the API's prefixed scope (app.ts):
 *
 *   const bets = betsFeature(api, { db, ledger, authenticator, ops, now,
 *     onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId) });
 *
 * Settings come from the environment (config.ts: BETS_MIN_STAKE, BETS_LIVE_DELAY_MS…) unless
 * `env` or `config` is given. The settlement job starts when the app is ready and stops when it
 * closes; `close()` stops it earlier, `runJobsOnce()` runs one pass now (tests, tools).
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { OpsAccess } from '../../http/ops-auth.ts';
import type { Database } from '../../db/database.ts';
import type { Ledger } from '../../ledger/index.ts';
import { loadBetsConfig, type BetsConfig } from './config.ts';
import { betsOpsRoutes } from './ops-routes.ts';
import { betsRoutes } from './routes.ts';
import { createBetsService, type BetsService, type BetsServiceDeps } from './service.ts';
import { createSettlement, createSettlementJob, type BetBonusHooks, type SettlementReport } from './settlement.ts';

export type { BetsConfig } from './config.ts';
export type { BetsService } from './service.ts';
export type { SettlementReport } from './settlement.ts';
export type { BetView } from './view.ts';

export interface BetsFeatureDeps {
  db: Database;
  ledger: Ledger;
  authenticator: Authenticator;
  /** For the back-office view of the feeds' rollbacks (ops-routes.ts). */
  ops: OpsAccess;
  now?: () => Date;
  /** After a bet is placed or settled (publish `balance-updated`). Its failures are logged, never thrown. */
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  /** BETS_* settings; `process.env` when omitted. */
  env?: Record<string, string | undefined>;
  /** Overrides on top of the environment's settings (tests). */
  config?: Partial<BetsConfig>;
  /** Waits during the live bet delay (tests). */
  sleep?: (ms: number) => Promise<void>;
  /** The bonus engine: a settled bet counts towards the active bonus's wagering. */
  bonus?: BetBonusHooks;
  stakeGuard?: BetsServiceDeps['stakeGuard'];
}

export interface BetsFeature {
  close(): Promise<void>;
  runJobsOnce(): Promise<SettlementReport>;
  readonly service: BetsService;
  readonly config: BetsConfig;
}

export function betsFeature(app: FastifyInstance, deps: BetsFeatureDeps): BetsFeature {
  const now = deps.now ?? (() => new Date());
  const config: BetsConfig = { ...loadBetsConfig(deps.env ?? process.env), ...deps.config };
  const log = app.log;
  const onBalanceChanged = (userId: bigint) => {
    const report = (error: unknown) => log.warn({ userId: String(userId), error: (error as Error).message }, 'onBalanceChanged failed');
    try {
      const result = deps.onBalanceChanged?.(userId);
      if (result) result.catch(report);
    } catch (error) {
      report(error);
    }
  };
  const service = createBetsService({
    db: deps.db,
    ledger: deps.ledger,
    config,
    now,
    onBalanceChanged,
    log,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.stakeGuard ? { stakeGuard: deps.stakeGuard } : {}),
  });
  const settlement = createSettlement({
    db: deps.db,
    ledger: deps.ledger,
    rules: config,
    now,
    onBalanceChanged,
    log,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });
  const job = createSettlementJob(settlement, config.settlementIntervalMs, log);
  betsRoutes(app, { service, authenticator: deps.authenticator, config });
  betsOpsRoutes(app, { db: deps.db, ops: deps.ops, now });
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', async () => job.close());
  return { close: () => job.close(), runJobsOnce: () => job.runOnce(), service, config };
}
