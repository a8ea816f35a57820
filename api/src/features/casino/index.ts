/**
 * The casino feature: catalogue and search, in-house rounds (single-step, hands, demo), provably
 * fair seeds, recall, free-spin campaigns and the live tables. Wire it inside the API's prefixed
 * scope (app.ts), next to the seamless wallet:
 *
 *   const casino = casinoFeature(api, { db, ledger, authenticator, ops: deps.ops, now,
 *     onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId),
 *     publishPublic: (channel, name, data) => deps.publisher.publishPublic(channel, name, data) });
 *
 * It starts its jobs (live-table scheduler, abandoned hands) when the app is ready and stops them
 * when it closes; `close()` stops them earlier, `runJobsOnce()` runs one pass now (tests).
 * Environment: see config.ts (CASINO_JOB_INTERVAL_MS=0 leaves the jobs to `runJobsOnce`).
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { OpsAccess } from '../../http/ops-auth.ts';
import type { Database } from '../../db/database.ts';
import type { Ledger } from '../../ledger/index.ts';
import { loadCasinoConfig, type CasinoConfig } from './config.ts';
import { createFairness, type Fairness } from './fairness.ts';
import { createHands, type Hands } from './hands.ts';
import type { CasinoBonusHooks, StakeGuard } from './money.ts';
import { createLive, type Live, type PublishPublic } from './live.ts';
import { casinoOpsRoutes, casinoRoutes, liveCasinoRoutes } from './routes.ts';
import { createCasinoService, type CasinoService } from './service.ts';

export type { CasinoConfig } from './config.ts';
export type { PublishPublic } from './live.ts';

export interface CasinoFeatureDeps {
  db: Database;
  ledger: Ledger;
  authenticator: Authenticator;
  ops: OpsAccess;
  now?: () => Date;
  /** After a real-money change of a player's balance (publish `balance-updated`); failures are logged. */
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  /** The bonus engine: wagering per real round, bonus free-spin wins. */
  bonus?: CasinoBonusHooks;
  /** Responsible gambling: exclusions and loss limits refuse real stakes. */
  stakeGuard?: StakeGuard;
  /** Publishes live-table messages on `public:live-casino.{table}`; nothing is published without it. */
  publishPublic?: PublishPublic;
  /** CASINO_* and LIVE_CASINO_* variables; process.env when omitted. */
  env?: Record<string, string | undefined>;
  /** Overrides of the settings (tests). */
  config?: Partial<CasinoConfig>;
  /** Fixed randomness for tests: the popular shuffle and new server seeds. */
  random?: () => number;
  newServerSeed?: () => string;
}

export interface CasinoJobsReport {
  live: { skipped: boolean; opened: number; settled: number; pruned: number };
  expiredHands: number;
}

export interface CasinoFeature {
  close(): Promise<void>;
  runJobsOnce(): Promise<CasinoJobsReport>;
  readonly config: CasinoConfig;
  readonly service: CasinoService;
  readonly hands: Hands;
  readonly live: Live;
  readonly fairness: Fairness;
}

export function casinoFeature(app: FastifyInstance, deps: CasinoFeatureDeps): CasinoFeature {
  const now = deps.now ?? (() => new Date());
  const config = loadCasinoConfig(deps.env ?? process.env, deps.config);
  const log = app.log;

  const balanceChanged = (userId: bigint) => {
    const hook = deps.onBalanceChanged;
    if (!hook) return;
    void Promise.resolve()
      .then(() => hook(userId))
      .catch((error: unknown) => log.warn({ err: (error as Error).message, userId: String(userId) }, 'onBalanceChanged failed'));
  };

  const fairness = createFairness({ db: deps.db, now, ...(deps.newServerSeed ? { newServerSeed: deps.newServerSeed } : {}) });
  const service = createCasinoService({
    db: deps.db,
    ledger: deps.ledger,
    config,
    now,
    fairness,
    balanceChanged,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
    ...(deps.stakeGuard ? { stakeGuard: deps.stakeGuard } : {}),
    ...(deps.random ? { random: deps.random } : {}),
  });
  const hands = createHands({
    db: deps.db,
    ledger: deps.ledger,
    fairness,
    config,
    now,
    balanceChanged,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
    ...(deps.stakeGuard ? { stakeGuard: deps.stakeGuard } : {}),
  });
  const live = createLive({
    db: deps.db,
    ledger: deps.ledger,
    config,
    now,
    publish: deps.publishPublic ?? (async () => undefined),
    balanceChanged,
    log,
    ...(deps.stakeGuard ? { stakeGuard: deps.stakeGuard } : {}),
  });

  const routeDeps = { service, hands, fairness, live, authenticator: deps.authenticator, ops: deps.ops, db: deps.db, now };
  casinoRoutes(app, routeDeps);
  casinoOpsRoutes(app, routeDeps);
  liveCasinoRoutes(app, routeDeps);

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<CasinoJobsReport> | null = null;
  let closed = false;

  function runJobsOnce(): Promise<CasinoJobsReport> {
    running ??= (async () => {
      const liveReport = await live.tick();
      const expiredHands = await hands.resolveExpired();
      return { live: liveReport, expiredHands };
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function close(): Promise<void> {
    closed = true;
    if (timer) clearInterval(timer);
    timer = null;
    await running?.catch(() => undefined);
  }

  app.addHook('onReady', async () => {
    if (closed || timer || config.jobIntervalMs <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      runJobsOnce().catch((error: unknown) => log.error({ err: (error as Error).message }, 'casino jobs failed'));
    }, config.jobIntervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => close());

  return { close, runJobsOnce, config, service, hands, live, fairness };
}
