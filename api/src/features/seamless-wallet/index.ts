/**
 * The seamless wallet external game providers call (bet, win, rollback, refund, free spins…),
 * the launch of their games, and the sandbox provider "Sertão Gaming" that plays through it.
 * Wire it inside the API's prefixed scope (app.ts), next to the casino feature:
 *
 *   seamlessWalletFeature(api, { db, ledger, authenticator, limiter, now, secretKey: deps.secretKey,
 *     nodeEnv: config.nodeEnv, onBalanceChanged: (userId) => deps.notifier.balanceChanged(userId) });
 *
 * Protocol: protocol.ts; rules: service.ts; settings: config.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Ledger } from '../../ledger/index.ts';
import { loadSeamlessConfig, type SeamlessConfig } from './config.ts';
import { launchRoutes, seamlessCallRoutes } from './routes.ts';
import { createSandboxProvider, SANDBOX_PROVIDER, type SandboxProvider } from './sandbox/provider.ts';
import { sandboxProviderRoutes } from './sandbox/routes.ts';
import { createSeamlessService, type SeamlessService, type SeamlessServiceDeps } from './service.ts';

export { SANDBOX_PROVIDER } from './sandbox/provider.ts';
export type { SandboxProvider } from './sandbox/provider.ts';

export interface SeamlessWalletDeps {
  db: Database;
  ledger: Ledger;
  authenticator: Authenticator;
  /** Counts the unauthenticated calls of each address (shared between nodes with REDIS_URL). */
  limiter: RateLimiter;
  now?: () => Date;
  /** The app's secret key: each provider's default secret is derived from it. */
  secretKey: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** SEAMLESS_* variables; process.env when omitted. */
  env?: Record<string, string | undefined>;
  onBalanceChanged?: (userId: bigint) => void | Promise<void>;
  /** Responsible-gambling checks on every paid bet. */
  stakeGuard?: SeamlessServiceDeps['stakeGuard'];
  /** The bonus engine (wagering, free-spin wins). */
  bonus?: SeamlessServiceDeps['bonus'];
  /** The sandbox provider's random numbers (tests may fix them). */
  randomInt?: (n: number) => number;
}

export interface SeamlessWalletFeature {
  readonly config: SeamlessConfig;
  readonly service: SeamlessService;
  /** The sandbox provider (null when its routes are off). */
  readonly sandbox: SandboxProvider | null;
  close(): Promise<void>;
}

export function seamlessWalletFeature(app: FastifyInstance, deps: SeamlessWalletDeps): SeamlessWalletFeature {
  const now = deps.now ?? (() => new Date());
  const config = loadSeamlessConfig(deps.env ?? process.env, { secretKey: deps.secretKey, nodeEnv: deps.nodeEnv });
  const prefix = app.prefix;
  const log = app.log;
  const balanceChanged = (userId: bigint) => {
    const hook = deps.onBalanceChanged;
    if (!hook) return;
    void Promise.resolve()
      .then(() => hook(userId))
      .catch((error: unknown) => log.warn({ err: (error as Error).message, userId: String(userId) }, 'onBalanceChanged failed'));
  };
  const service = createSeamlessService({
    db: deps.db,
    ledger: deps.ledger,
    config,
    now,
    balanceChanged,
    log,
    ...(deps.stakeGuard ? { stakeGuard: deps.stakeGuard } : {}),
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });

  app.register(seamlessCallRoutes, { service, limiter: deps.limiter, inFlightPerProvider: config.callsInFlightPerProvider });
  launchRoutes(app, {
    service,
    db: deps.db,
    authenticator: deps.authenticator,
    launchUrl: (provider, token, language) =>
      provider === SANDBOX_PROVIDER && config.sandbox
        ? `${prefix}/sandbox-provider/${SANDBOX_PROVIDER}/launch?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(language)}`
        : null,
  });

  let sandbox: SandboxProvider | null = null;
  if (config.sandbox) {
    const provider = createSandboxProvider({
      app,
      prefix,
      secret: () => config.secretsFor(SANDBOX_PROVIDER)[0]!,
      now,
      ...(deps.randomInt ? { randomInt: deps.randomInt } : {}),
    });
    sandbox = provider;
    app.register(async (scope) => sandboxProviderRoutes(scope, { provider, prefix }));
  }
  return { config, service, sandbox, close: async () => undefined };
}
