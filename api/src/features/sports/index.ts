/**
 * The sportsbook's feeds and read API. Wire it inside the API's prefixed scope:
 *
 *   const sports = sportsFeature(api, { db, now, nodeEnv: config.nodeEnv, prematchCutoffMs: bets.config.prematchCutoffMs,
 *     publisher: { publishPublic: (channel, name, data) => rest.publishPublic(channel, name, data) } });
 *
 * It registers the read routes (GET /sports/home, /sports/live, /sports/leagues,
 * /sports/matches/:id, /sports/results, /sports/results/filters), starts the feed runner when the
 * app is ready (every SPORTS_TICK_MS; one runner across nodes through a lease) and stops it when
 * the app closes. Outside production (or with SPORTS_SANDBOX=true) it also registers the sandbox
 * controls (sandbox-routes.ts: start a match now, finish it with a score). `runJobsOnce()` runs one pass now (tests), `close()` stops it earlier, and
 * `feed` is the feed side's handle: its configuration, the odds-feed adapter's entry point and
 * state. Settlement instructions go to `sports_settlement_instructions` and to `onSettlement`.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OddsFeedMessage, OddsFeedState } from '../../domain/sports/odds-feed.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { loadSportsConfig, type SportsConfig } from './config.ts';
import { loadSportsData, type SportsData } from './data.ts';
import { createFeedRunner, type FeedReport, type OddsFeedReport, type RecoveryRequest, type SportsLogger, type SportsPublisher } from './engine.ts';
import { createSportsJobs } from './jobs.ts';
import { createSportsReader } from './read.ts';
import { sportsRoutes } from './routes.ts';
import { sportsSandboxEnabled, sportsSandboxRoutes } from './sandbox-routes.ts';

export type { SportsConfig } from './config.ts';
export type { FeedReport, OddsFeedReport, RecoveryRequest, SportsLogger, SportsPublisher } from './engine.ts';
export type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
export type { OddsFeedMessage } from '../../domain/sports/odds-feed.ts';

export interface SportsDeps {
  db: Database;
  now?: () => Date;
  /**
   * How long before kick-off the API stops taking pre-match bets: the bets feature's setting
   * (BETS_PREMATCH_CUTOFF_SECONDS), which the matches' `prematch_closes_at` tell the slip, in the
   * reads and in the `match-update` messages alike.
   */
  prematchCutoffMs: number;
  /** Publishes `public:sports.live` and `public:match.{id}` messages; none = nothing published. */
  publisher?: SportsPublisher;
  nodeEnv?: 'development' | 'production' | 'test';
  /** In production the simulator's secret seed is derived from it unless SPORTS_SIM_SEED gives one. */
  secretKey?: string;
  /** SPORTS_* variables (see config.ts); `process.env` when omitted. */
  env?: Record<string, string | undefined>;
  /** Receives each settlement instruction after it is committed (it is in the table either way). */
  onSettlement?: (instruction: SettlementInstruction) => void | Promise<void>;
  /** The odds-feed adapter asks for a recovery (call the feed's recovery endpoint). */
  onRecoveryRequest?: (request: RecoveryRequest) => void | Promise<void>;
  /** Where the feed reports problems; the app's logger by default. */
  log?: SportsLogger;
}

export interface SportsFeed {
  readonly config: SportsConfig;
  /** This node's lease holder id. */
  readonly holder: string;
  /** The odds-feed adapter's entry point: the feed consumer passes parsed messages, in order. */
  receiveOddsFeed(messages: readonly OddsFeedMessage[]): Promise<OddsFeedReport>;
  /** The adapter's state (producers up or down, recoveries in progress). */
  oddsFeedState(): Promise<OddsFeedState>;
}

export interface SportsFeature {
  /** Stops the feed runner (also done when the app closes) and releases the lease. */
  close(): Promise<void>;
  /** One pass of the feed runner now: schedule, play what is due, check the odds feed's producers. */
  runJobsOnce(): Promise<FeedReport>;
  readonly feed: SportsFeed;
}

export function sportsFeature(app: FastifyInstance, deps: SportsDeps): SportsFeature {
  const now = deps.now ?? (() => new Date());
  const config = loadSportsConfig(deps.env ?? process.env, deps.nodeEnv, deps.secretKey);
  let data: SportsData | null = null;
  const runner = createFeedRunner({
    db: deps.db,
    now,
    config,
    data: () => (data ??= loadSportsData(config.dataDir, config.leagues)),
    publisher: deps.publisher ?? null,
    log: deps.log ?? app.log,
    prematchCutoffMs: deps.prematchCutoffMs,
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    ...(deps.onSettlement ? { onSettlement: deps.onSettlement } : {}),
    ...(deps.onRecoveryRequest ? { onRecoveryRequest: deps.onRecoveryRequest } : {}),
  });
  const reader = createSportsReader({ db: deps.db, now, horizonDays: config.scheduleDays, prematchCutoffMs: deps.prematchCutoffMs });
  const jobs = createSportsJobs({ runner, intervalMs: config.tickMs, log: deps.log ?? app.log });

  sportsRoutes(app, { reader });
  if (sportsSandboxEnabled(deps.nodeEnv ?? 'development', deps.env ?? process.env)) {
    app.register(async (scope) =>
      sportsSandboxRoutes(scope, {
        db: deps.db,
        now,
        publisher: deps.publisher ?? null,
        log: deps.log ?? app.log,
        prematchCutoffMs: deps.prematchCutoffMs,
        ...(deps.onSettlement ? { onSettlement: deps.onSettlement } : {}),
      }),
    );
  }
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.close());

  return {
    close: () => jobs.close(),
    runJobsOnce: () => jobs.runOnce(),
    feed: {
      config,
      holder: runner.holder,
      receiveOddsFeed: (messages) => runner.receiveOddsFeed(messages),
      oddsFeedState: () => runner.oddsFeedState(),
    },
  };
}
