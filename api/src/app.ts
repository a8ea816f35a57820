/**
 * Builds the Fastify application from its dependencies. Nothing here opens connections or
 * listens: server.ts does that, and tests call `buildApp` with their own database.
 */
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { BR_PROFILE_TERMS } from '@palpite/shared/contract';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { DatabaseUnavailableError } from './db/postgres.ts';
import { AppError, errorBody, notFoundBody, serviceUnavailable } from './http/errors.ts';
import { limitMoneyRequestsInFlight, MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER, type RouteName } from './http/in-flight-limit.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { registerFrontend, registerPublicImages, routableUrl } from './http/frontend.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerMultipartGuard } from './http/multipart-guard.ts';
import { createOpsAccess } from './http/ops-auth.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { requestLanguage } from './http/request-context.ts';
import { viewerTimeZone } from './http/time-zone.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createAuthenticator } from './auth/authenticator.ts';
import type { RevokeSessionTokens } from './auth/sessions.ts';
import { createDeviceTokens } from './auth/device-tokens.ts';
import { createSecretBox } from './crypto/secret-box.ts';
import { createMailer } from './mail/mailer.ts';
import type { KeyValueStore } from './kv/kv.ts';
import type { Notifier } from './notify/notifier.ts';
import { realtimeRoutes, type AblyKey } from './realtime/index.ts';
import { realtimeClientConfig, realtimeCspOrigins } from './realtime/client-config.ts';
import { realtimeConfigRoutes } from './features/realtime-config/routes.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { paymentsFeature, type PaymentsFeature } from './features/payments/index.ts';
import { withdrawalsFeature } from './features/withdrawals/index.ts';
import { walletHistoryFeature } from './features/wallet-history/index.ts';
import { betsFeature, type BetsConfig, type BetsFeature } from './features/bets/index.ts';
import { sportsFeature, type SportsFeature } from './features/sports/index.ts';
import { casinoFeature, type CasinoConfig, type CasinoFeature } from './features/casino/index.ts';
import { seamlessWalletFeature, type SeamlessWalletFeature } from './features/seamless-wallet/index.ts';
import { healthRoutes } from './features/health/routes.ts';
import { registryRoutes } from './features/registry/routes.ts';
import { createRegistryService, hostSharedFromDist } from './features/registry/service.ts';
import { registerLiveReleaseCheck } from './features/registry/startup-check.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { usersRoutes } from './features/users/routes.ts';
import { usersOpsRoutes } from './features/users/ops-routes.ts';
import { DORMANCY_SWEEP_INTERVAL_MS, dormancyJob } from './features/users/dormancy.ts';
import { createUsersService } from './features/users/service.ts';
import { createLedger } from './ledger/index.ts';
import { createBonusEngine } from './bonus/index.ts';
import { createCompliance } from './compliance/index.ts';
import { responsibleGamblingRoutes } from './features/responsible-gambling/index.ts';
import { siteRoutes } from './features/site/routes.ts';
import { bonusesFeature, type BonusesFeature } from './features/bonuses/index.ts';
import { sessionsRoutes } from './features/sessions/routes.ts';
import { documentsRoutes } from './features/documents/routes.ts';
import { createDocumentsService } from './features/documents/service.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { visitorsRoutes } from './features/visitors/routes.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  kv: KeyValueStore;
  /** The shared ops token in force (configured, or generated outside production); operators' own come from the config. */
  opsToken: string | null;
  /** Key that encrypts secrets at rest (2FA seeds). */
  secretKey: string;
  /** Key that signs realtime tokens (Ably JWTs). */
  ablyKey: AblyKey;
  /** Publishes to players and public channels (the local realtime server or Ably's cloud). */
  publisher: { publishPublic(channel: `public:${string}`, name: string, data: unknown): Promise<void> };
  /** Balance and account-event delivery; server.ts also runs its relay. */
  notifier: Notifier;
  /** Revokes the realtime tokens of sessions as they end (realtime/wiring.ts). */
  revokeSessionTokens: RevokeSessionTokens;
  /** The clock every service reads (tests move it). */
  now?: () => Date;
  /** Environment the payments feature reads (limits, sandbox, job interval); process.env by default. */
  paymentsEnv?: Record<string, string | undefined>;
  /** Environment the sports feed reads (SPORTS_FEED, SPORTS_SIM_SPEED, …); process.env by default. */
  sportsEnv?: Record<string, string | undefined>;
  /** Overrides of the bets feature's settings (tests: no live delay, settlement by hand) and its delay. */
  betsOptions?: { config?: Partial<BetsConfig>; sleep?: (ms: number) => Promise<void> };
  /** Overrides of the casino's settings and randomness (tests); CASINO_* variables come from `env`. */
  casinoOptions?: { env?: Record<string, string | undefined>; config?: Partial<CasinoConfig>; random?: () => number; newServerSeed?: () => string };
  /** Environment the seamless wallet reads (SEAMLESS_*); process.env by default. */
  seamlessEnv?: Record<string, string | undefined>;
  /** How often bonuses are expired and late bonus money swept (default a minute; 0: only by hand). */
  bonusJobIntervalMs?: number;
  /**
   * How often the hourly housekeeping sweeps run — accounts without a login for the terms' period
   * closed, visits past their retention deleted (default an hour; 0: only by hand).
   */
  housekeepingIntervalMs?: number;
  /** Receives feature handles once they exist (tests run background jobs by hand through them). */
  onFeatures?: (features: AppFeatures) => void;
  /** Overrides the host's shared versions (tests). */
  loadHostShared?: () => Promise<Record<string, string>>;
  /** Where the log goes instead of stdout (tests read what the app logs). */
  logStream?: { write(line: string): void };
  /**
   * How many money-moving requests one player may have in flight (MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER);
   * tests of the database's own concurrency raise it to send hundreds at once.
   */
  moneyRequestsInFlightPerPlayer?: number;
}

/** JURISDICTION=br: a session ends after 30 minutes without a request. */
export const BR_SESSION_IDLE_LIMIT_MS = BR_PROFILE_TERMS.sessionIdleMinutes * 60_000;

/** JURISDICTION=br: money in only by Pix or bank transfer, out only by bank transfer (accounts in the player's CPF). */
const BR_DEPOSIT_METHODS = new Set(BR_PROFILE_TERMS.depositMethods);
const BR_WITHDRAWAL_METHODS = new Set(BR_PROFILE_TERMS.withdrawalMethods);

/**
 * Realtime tokens live 10 minutes; the realtime server asks for a new one ahead of expiry and the
 * front end fetches it with its session. A session that ends has its tokens revoked: at once on a
 * logout or an expiry (`revokeSessionTokens`), and right after its force-logout is published when
 * it was ended from elsewhere ("end all others", a password change, a break, a ban: the notifier's
 * relay), so that its page hears why first. Should the revocation fail, the tokens cannot be
 * renewed and stop within these 10 minutes.
 */
export const REALTIME_TOKEN_TTL_SECONDS = 600;

export interface AppFeatures {
  payments: PaymentsFeature;
  bets: BetsFeature;
  sports: SportsFeature;
  casino: CasinoFeature;
  seamless: SeamlessWalletFeature;
  bonuses: BonusesFeature;
}

export function apiPrefix(product: string): string {
  return `/api/${product}`;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * The player's requests that move money: casino plays and hands, live-casino and sports bets,
 * deposits, withdrawals, bonus claims. Each waits for the player's wallet lock on a database
 * connection, so a player may have only a few in flight at once (http/in-flight-limit.ts).
 */
export const MONEY_ROUTES: readonly RouteName[] = [
  'POST /games/:uuid/play',
  'POST /games/blackjack/hands',
  'POST /games/video-poker/hands',
  'POST /games/blackjack/hands/:id/actions',
  'POST /games/video-poker/hands/:id/draw',
  'POST /user/games/demo-balance/reset',
  'POST /live-casino/tables/:id/bets',
  'POST /user/bet',
  'POST /user/bet/resolve',
  'POST /wallet/deposits',
  'POST /wallet/deposits/:id/paid',
  'POST /wallet/deposits/:id/cancel',
  'POST /wallet/withdrawals',
  'POST /wallet/withdrawals/:id/cancel',
  'POST /user/bonuses/claim',
  'POST /user/bonuses/current/cancel',
];

/** The longest a request may take to arrive (a 2 MB document upload on a slow phone fits). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** No connection in time is the database busy or away, not a bug: nothing was done, so the player may try again. */
function databaseUnavailable(request: FastifyRequest, error: DatabaseUnavailableError): AppError {
  request.log.error({ err: error }, 'no database connection in time');
  return serviceUnavailable(error.message);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // A hop count trusts that many proxies in front, nearest first (as Express's `trust proxy`).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    // Fastify turns Node's request timeout off: a client dripping a body would hold its socket for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A page address with a broken %-escape gets the site's 404 page rather than the router's refusal.
    ...(config.serveFrontend
      ? { rewriteUrl: (request: IncomingMessage) => routableUrl(request.method ?? '', request.url ?? '/', apiPrefix(config.product)) }
      : {}),
    // The router's own refusals (a broken %-escape, a path parameter over 100 characters) answer as
    // every bad request does, translated, instead of Fastify's English echo of the whole address.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .send(errorBody(new AppError({ status, key: 'http.badRequest', message: error.code }), requestLanguage(request)));
    },
  });

  app.setErrorHandler((caught, request, reply) => {
    const error = caught instanceof DatabaseUnavailableError ? databaseUnavailable(request, caught) : caught;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.status).send(errorBody(error, requestLanguage(request), viewerTimeZone(request)));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type).
      const key = status === 413 ? 'http.payloadTooLarge' : 'http.badRequest';
      return reply.code(status).send(errorBody(new AppError({ status, key, message: (error as Error).message }), requestLanguage(request)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(new AppError({ status: 500, key: 'unexpectedError', message: 'unexpected error' }), requestLanguage(request)));
  });

  registerTextGuard(app);
  await registerSecurityHeaders(app, {
    remoteOrigins: config.remoteOrigins,
    realtimeOrigins: realtimeCspOrigins(config.realtime),
    production: config.nodeEnv === 'production',
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  registerMultipartGuard(app);

  const limiter = createRateLimiter(deps.kv);
  // The br profile ends a session after 30 idle minutes (a licensed operator's rule); otherwise 30 days.
  const { revokeSessionTokens } = deps;
  const authenticator = limitMoneyRequestsInFlight(
    app,
    createAuthenticator({
      db,
      now,
      revokeSessionTokens,
      ...(config.jurisdiction === 'br' ? { sessionIdleLimitMs: BR_SESSION_IDLE_LIMIT_MS } : {}),
    }),
    {
      routes: MONEY_ROUTES,
      prefix: apiPrefix(config.product),
      limit: deps.moneyRequestsInFlightPerPlayer ?? MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER,
    },
  );
  const secrets = createSecretBox(deps.secretKey);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const registry = createRegistryService({
    db,
    mfeDir: config.mfeDir,
    mfePublicPath: '/mfe',
    loadHostShared: deps.loadHostShared ?? hostSharedFromDist(config.hostDistDir),
  });
  const ledger = createLedger({ now });
  const compliance = createCompliance({ db, now, firstLimitsRequired: config.jurisdiction === 'br' });
  const users = createUsersService({
    db,
    limiter,
    mailer,
    secrets,
    balances: {
      // Spendable balances: money reserved by a pending withdrawal or an open bet is not shown as available.
      balancesOf: (userId) => ledger.balances(db, userId),
    },
    exclusions: compliance,
    now,
    log: app.log,
  });
  const documents = createDocumentsService({ db, uploadsDir: config.uploadsDir, now });
  const bonus = createBonusEngine({
    db,
    ledger,
    now,
    realBetRequired: config.jurisdiction === 'br',
    exclusionGuard: compliance,
    balanceChanged: (userId) => deps.notifier.balanceChanged(userId),
    log: app.log,
  });
  const auth = createAuthService({
    db,
    limiter,
    mailer,
    secrets,
    deviceTokens: createDeviceTokens(deps.secretKey),
    now,
    bonus,
    cpfRequired: config.jurisdiction === 'br',
    revokeSessionTokens,
    log: app.log,
  });
  const notifications = createNotificationsService({ db, now });
  const ops = createOpsAccess({ sharedToken: deps.opsToken, operators: config.opsOperators });

  await app.register(
    async (api) => {
      healthRoutes(api, deps);
      registryRoutes(api, registry, ops);
      registerLiveReleaseCheck(api, registry);
      authRoutes(api, auth, authenticator, apiPrefix(config.product));
      usersRoutes(api, users, authenticator, { pingKeepsSessionAlive: config.jurisdiction !== 'br' });
      usersOpsRoutes(api, { db, ops, mailer, now });
      dormancyJob(api, { db, now, intervalMs: deps.housekeepingIntervalMs ?? DORMANCY_SWEEP_INTERVAL_MS });
      sessionsRoutes(api, { db, authenticator, now });
      documentsRoutes(api, { service: documents, authenticator, ops });
      mailRoutes(api, { db, ops });
      visitorsRoutes(api, { db, authenticator, limiter, now, sweepIntervalMs: deps.housekeepingIntervalMs ?? DORMANCY_SWEEP_INTERVAL_MS });
      // Token renewals come from the page on their own every few minutes: not the player's activity
      // (under the br profile they would keep an idle session alive).
      realtimeRoutes(api, {
        requireUser: (request) => authenticator.requireUser(request, { touch: false }),
        ...deps.ablyKey,
        ttlSeconds: REALTIME_TOKEN_TTL_SECONDS,
      });
      realtimeConfigRoutes(api, realtimeClientConfig(config.realtime));
      const payments = paymentsFeature(api, {
        db,
        authenticator,
        ledger,
        limiter,
        now,
        secretKey: deps.secretKey,
        nodeEnv: config.nodeEnv,
        bonus,
        depositGuard: compliance,
        ...(config.jurisdiction === 'br' ? { allowedMethods: BR_DEPOSIT_METHODS, payerMustBeHolder: true } : {}),
        ...(deps.paymentsEnv ? { env: deps.paymentsEnv } : {}),
        onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId),
      });
      const bets = betsFeature(api, {
        db,
        ledger,
        bonus,
        stakeGuard: compliance,
        authenticator,
        ops,
        now,
        onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId),
        ...(deps.betsOptions?.config ? { config: deps.betsOptions.config } : {}),
        ...(deps.betsOptions?.sleep ? { sleep: deps.betsOptions.sleep } : {}),
      });
      const sports = sportsFeature(api, {
        db,
        now,
        // One cut-off: the matches tell the slip the one bet placement applies.
        prematchCutoffMs: bets.config.prematchCutoffMs,
        nodeEnv: config.nodeEnv,
        secretKey: deps.secretKey,
        publisher: deps.publisher,
        ...(deps.sportsEnv ? { env: deps.sportsEnv } : {}),
      });
      const balanceChanged = (userId: bigint) => deps.notifier.balanceChanged(userId);
      const casinoOptions = deps.casinoOptions ?? {};
      const casino = casinoFeature(api, {
        db,
        ledger,
        bonus,
        stakeGuard: compliance,
        authenticator,
        ops,
        now,
        onBalanceChanged: balanceChanged,
        publishPublic: (channel, name, data) => deps.publisher.publishPublic(channel, name, data),
        ...(casinoOptions.env ? { env: casinoOptions.env } : {}),
        ...(casinoOptions.config ? { config: casinoOptions.config } : {}),
        ...(casinoOptions.random ? { random: casinoOptions.random } : {}),
        ...(casinoOptions.newServerSeed ? { newServerSeed: casinoOptions.newServerSeed } : {}),
      });
      const seamless = seamlessWalletFeature(api, {
        db,
        ledger,
        authenticator,
        limiter,
        now,
        secretKey: deps.secretKey,
        nodeEnv: config.nodeEnv,
        onBalanceChanged: balanceChanged,
        stakeGuard: compliance,
        bonus,
        ...(deps.seamlessEnv ? { env: deps.seamlessEnv } : {}),
      });
      const bonuses = bonusesFeature(api, { db, engine: bonus, authenticator, now, jobIntervalMs: deps.bonusJobIntervalMs ?? 60_000 });
      deps.onFeatures?.({ payments, bets, sports, casino, seamless, bonuses });
      withdrawalsFeature(api, {
        db,
        ledger,
        bonus,
        ...(config.jurisdiction === 'br' ? { allowedMethods: BR_WITHDRAWAL_METHODS, payoutToHolderOnly: true } : {}),
        authenticator,
        secrets,
        ops,
        now,
        onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId),
      });
      walletHistoryFeature(api, { db, ledger, authenticator, now });
      responsibleGamblingRoutes(api, { compliance, authenticator });
      siteRoutes(api, { jurisdiction: config.jurisdiction, maxBetSelections: bets.config.maxSelections, betLimits: bets.config });
      notificationsRoutes(api, {
        service: notifications,
        authenticator,
        ops,
        onAnnouncement: () => deps.publisher.publishPublic('public:general', 'announcement', {}),
      });
    },
    { prefix: apiPrefix(config.product) },
  );

  await registerPublicImages(app);
  if (config.serveFrontend) await registerFrontend(app, { hostDistDir: config.hostDistDir, mfeDir: config.mfeDir, apiPrefix: apiPrefix(config.product) });
  else app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(requestLanguage(request))));

  return app;
}
