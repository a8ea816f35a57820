/**
 * Configuration from the environment, validated once at start-up. A bad value stops the
 * server with a message naming the variable, instead of failing later on a request.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { OpsOperator } from './http/ops-auth.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const OPERATOR_NAME = /^[\w.@-]{1,80}$/;
const MIN_OPS_TOKEN_LENGTH = 24;

function parseOperators(value: string, ctx: z.RefinementCtx): OpsOperator[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const operators = entries.map((entry) => {
    const separator = entry.indexOf(':');
    return { actor: (separator < 0 ? entry : entry.slice(0, separator)).trim(), token: separator < 0 ? '' : entry.slice(separator + 1).trim() };
  });
  for (const operator of operators) {
    if (!OPERATOR_NAME.test(operator.actor)) ctx.addIssue({ code: 'custom', message: `each entry is name:token, with a name of letters, digits, . @ _ or -` });
    else if (operator.token.length < MIN_OPS_TOKEN_LENGTH)
      ctx.addIssue({ code: 'custom', message: `${operator.actor}'s token must be at least ${MIN_OPS_TOKEN_LENGTH} characters` });
    else if (!/^[!-~]+$/.test(operator.token)) ctx.addIssue({ code: 'custom', message: `${operator.actor}'s token must be visible ASCII characters` });
  }
  const names = new Set(operators.map((operator) => operator.actor));
  const tokens = new Set(operators.map((operator) => operator.token));
  if (names.size < operators.length) ctx.addIssue({ code: 'custom', message: 'an operator is named twice' });
  if (tokens.size < operators.length) ctx.addIssue({ code: 'custom', message: 'two operators share a token' });
  return operators;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `br`: the Brazilian fixed-odds licence profile (README "Jurisdiction profiles"); default: the spec as written. */
  JURISDICTION: z.enum(['default', 'br']).default('default'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'PRODUCT must be a lowercase slug')
    .default('palpite'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
  HOST_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'host', 'dist')),
  MFE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  OPS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, 'OPS_TOKEN must be at least 24 characters').optional()),
  /** Operators' own ops tokens, `name:token` comma separated: the audit log then names who acted. */
  OPS_TOKENS: z.string().default('').transform(parseOperators),
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default('Palpite <no-reply@palpite.local>'),
  /** embedded: the API starts the local realtime server; external: one runs elsewhere (REALTIME_HOST); ably: Ably's cloud. */
  REALTIME_MODE: z.enum(['embedded', 'external', 'ably']).default('embedded'),
  /** Defaults to PORT + 1 (8081 next to 8080), so two sites on one machine do not collide. */
  REALTIME_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the API reaches an external realtime server. */
  REALTIME_HOST: z.string().default('localhost'),
  /** What browsers connect to: host (empty: the page's own host), port and TLS. */
  REALTIME_PUBLIC_HOST: z.string().default(''),
  REALTIME_PUBLIC_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  REALTIME_PUBLIC_TLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** `appId.keyId:secret`; required with REALTIME_MODE=ably and in production. */
  ABLY_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[^:\s]+\.[^:\s]+:[^\s]+$/, 'ABLY_KEY must look like appId.keyId:secret')
      .optional(),
  ),
  /** Extra origins allowed to serve remote bundles (a CDN), comma separated. */
  REMOTE_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_FRONTEND: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Which proxies' X-Forwarded-For names the client (rate limits and sessions key on that address):
   * `false` (no proxy: the socket's address), a number of hops (`1`: one load balancer in front), or
   * addresses and subnets, comma separated (`loopback`, `10.0.0.0/8`). Never `true`: a client could
   * then choose its own address and escape every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value.trim() !== 'true', "use a number of hops or the proxies' addresses, not true")
    .transform((value): number | string | false => {
      const trimmed = value.trim();
      if (trimmed === 'false' || trimmed === '') return false;
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    }),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  jurisdiction: 'default' | 'br';
  host: string;
  port: number;
  product: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  hostDistDir: string;
  mfeDir: string;
  opsToken: string | undefined;
  opsOperators: OpsOperator[];
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadsDir: string;
  remoteOrigins: string[];
  realtime: RealtimeConfig;
  logLevel: string;
  serveFrontend: boolean;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses (TRUST_PROXY). */
  trustProxy: number | string | false;
}

export interface RealtimeConfig {
  mode: 'embedded' | 'external' | 'ably';
  port: number;
  host: string;
  publicHost: string;
  publicPort: number;
  publicTls: boolean;
  ablyKey: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.OPS_TOKEN && values.OPS_TOKENS.length === 0) {
    throw new ConfigError('invalid configuration: OPS_TOKEN or OPS_TOKENS is required in production');
  }
  if (values.OPS_TOKEN && values.OPS_TOKENS.some((operator) => operator.token === values.OPS_TOKEN)) {
    throw new ConfigError("invalid configuration: an operator's token in OPS_TOKENS is the shared OPS_TOKEN");
  }
  if (values.NODE_ENV === 'production' && !values.SECRET_KEY) throw new ConfigError('invalid configuration: SECRET_KEY is required in production');
  if ((values.REALTIME_MODE === 'ably' || values.NODE_ENV === 'production') && !values.ABLY_KEY) {
    throw new ConfigError('invalid configuration: ABLY_KEY is required with REALTIME_MODE=ably and in production');
  }
  const dataDir = resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    jurisdiction: values.JURISDICTION,
    host: values.HOST,
    port: values.PORT,
    product: values.PRODUCT,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    dataDir,
    hostDistDir: resolve(values.HOST_DIST_DIR),
    mfeDir: resolve(values.MFE_DIR ?? resolve(dataDir, 'mfe')),
    opsToken: values.OPS_TOKEN,
    opsOperators: values.OPS_TOKENS,
    secretKey: values.SECRET_KEY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Outside every folder the server serves.
    uploadsDir: resolve(dataDir, 'uploads'),
    remoteOrigins: values.REMOTE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    realtime: {
      mode: values.REALTIME_MODE,
      port: values.REALTIME_PORT ?? values.PORT + 1,
      host: values.REALTIME_HOST,
      publicHost: values.REALTIME_PUBLIC_HOST,
      publicPort: values.REALTIME_PUBLIC_PORT ?? values.REALTIME_PORT ?? values.PORT + 1,
      publicTls: values.REALTIME_PUBLIC_TLS,
      ablyKey: values.ABLY_KEY,
    },
    logLevel: values.LOG_LEVEL,
    serveFrontend: values.SERVE_FRONTEND,
    trustProxy: values.TRUST_PROXY,
  };
}
