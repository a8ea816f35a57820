/**
 * The payments settings, read from the environment once at start-up; a bad value stops the
 * server with a message naming the variable.
 *
 * - `PAYMENT_LIMITS`: per-method limits in centavos over the defaults, `{"pix":{"min":1000,"max":5000000}}`.
 * - `PAYMENT_METHODS_DISABLED`: methods listed as unavailable, comma separated (`papara,pep`).
 * - `PAYMENTS_PROVIDERS`: the payment providers. This build has only `sandbox`, which approves test
 *   payments (a card not on its decline list is paid at once): in production the server refuses to
 *   start unless it is set to `sandbox`, so a deployment takes play money only knowingly.
 * - `PAYMENTS_SANDBOX`: `true` keeps the sandbox controls (/sandbox/…) in production; they are on
 *   elsewhere unless it is `false`.
 * - `CRYPTO_CONFIRMATION_DELAY_MS`: how long the sandbox chain takes to confirm (20 s; 10–60 min for real).
 * - `PAYMENTS_JOB_INTERVAL_MS`: how often the expiry job and the chain watcher run (5 s; 0 = only on demand).
 * - `PAYMENT_WEBHOOK_SECRETS`: `{"pix":"…","card":["new","old"]}`; a provider left out gets a
 *   secret derived from the app's secret key.
 * - `PAYMENTS_RETURN_URL`: where a provider's checkout sends the player back (`/user/wallet`).
 * - `PAYMENT_WEBHOOKS_IN_FLIGHT`: how many authenticated notifications of one provider this node
 *   works on at once (4); the next are answered 429 with Retry-After, and the provider sends them again.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_DEPOSIT_LIMITS, DEPOSIT_METHODS, type AmountLimits, type DepositMethod } from '@palpite/shared/contract';
import { ConfigError } from '../../config.ts';
import { limitsWithOverride } from '../../domain/payments/deposit-rules.ts';
import type { CryptoAsset } from '../../domain/payments/crypto-deposit.ts';

export interface BankAccount {
  bank_name: string;
  bank_code: string;
  branch: string;
  account_number: string;
  account_type: 'checking';
  holder: string;
  document: string;
}

export interface PaymentsConfig {
  limits: Record<DepositMethod, AmountLimits>;
  disabledMethods: ReadonlySet<DepositMethod>;
  /** The /sandbox/… routes (approve, fail, checkout page). */
  sandboxControls: boolean;
  cryptoConfirmationDelayMs: number;
  /** 0: the jobs run only through `runJobsOnce()`. */
  jobIntervalMs: number;
  /** Per provider, the secrets in force (the first signs, all verify). */
  webhookSecrets: Record<DepositMethod, string[]>;
  /** Authenticated notifications of one provider worked on at once by this node (each holds a database connection). */
  webhooksInFlightPerProvider: number;
  /** Sandbox exchange rates, centavos per whole coin. */
  cryptoRatesCentavos: Record<CryptoAsset, bigint>;
  returnUrl: string;
  /** The sandbox PSP's host in a Pix charge's location URL. */
  pixLocationHost: string;
  /** Where players send bank transfers (the sandbox bank). */
  bankAccount: BankAccount;
}

const wholeMs = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number of milliseconds')
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)));

/**
 * A provider sends one notification per payment event and retries what it is refused, so a few at
 * once keep up with it while a retry storm cannot take the database pool (20 connections) from the players.
 */
export const WEBHOOKS_IN_FLIGHT_PER_PROVIDER = 4;

const secretValue = z.union([z.string().min(16, 'a secret has at least 16 characters'), z.array(z.string().min(16)).min(1)]);

const schema = z.object({
  PAYMENT_LIMITS: z.string().optional(),
  PAYMENT_METHODS_DISABLED: z.string().optional(),
  PAYMENTS_PROVIDERS: z.enum(['sandbox', '']).optional(),
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '']).optional(),
  CRYPTO_CONFIRMATION_DELAY_MS: wholeMs(20_000),
  PAYMENTS_JOB_INTERVAL_MS: wholeMs(5_000),
  PAYMENT_WEBHOOK_SECRETS: z.string().optional(),
  PAYMENT_WEBHOOKS_IN_FLIGHT: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1')
    .optional()
    .transform((value) => (value === undefined ? WEBHOOKS_IN_FLIGHT_PER_PROVIDER : Number(value))),
  PAYMENTS_RETURN_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)\S*$/, 'must be a path or an http(s) URL')
    .optional(),
});

function fail(message: string): never {
  throw new ConfigError(`invalid configuration: ${message}`);
}

function parseSecrets(json: string | undefined, secretKey: string): Record<DepositMethod, string[]> {
  let given: Record<string, unknown> = {};
  if (json !== undefined && json.trim() !== '') {
    try {
      given = z.record(z.string(), secretValue).parse(JSON.parse(json));
    } catch {
      fail('PAYMENT_WEBHOOK_SECRETS must be a JSON object of provider → secret (or list of secrets), each at least 16 characters');
    }
  }
  for (const provider of Object.keys(given))
    if (!(DEPOSIT_METHODS as readonly string[]).includes(provider)) fail(`PAYMENT_WEBHOOK_SECRETS: unknown provider ${provider}`);
  return Object.fromEntries(
    DEPOSIT_METHODS.map((provider) => {
      const value = given[provider];
      if (typeof value === 'string') return [provider, [value]];
      if (Array.isArray(value)) return [provider, value as string[]];
      // One secret per provider, none of them the app key itself.
      return [provider, [createHmac('sha256', secretKey).update(`palpite.payments.webhook.${provider}`).digest('hex')]];
    }),
  ) as Record<DepositMethod, string[]>;
}

export function loadPaymentsConfig(env: Record<string, string | undefined>, app: { nodeEnv: string; secretKey: string }): PaymentsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const values = parsed.data;
  if (app.nodeEnv === 'production' && values.PAYMENTS_PROVIDERS !== 'sandbox') {
    fail('PAYMENTS_PROVIDERS: this build has only the sandbox providers, which approve test payments; set PAYMENTS_PROVIDERS=sandbox to run on play money');
  }

  let limits: Record<DepositMethod, AmountLimits>;
  try {
    limits = limitsWithOverride(DEFAULT_DEPOSIT_LIMITS, values.PAYMENT_LIMITS);
  } catch (error) {
    fail((error as Error).message);
  }

  const disabled = (values.PAYMENT_METHODS_DISABLED ?? '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean);
  for (const method of disabled) if (!(DEPOSIT_METHODS as readonly string[]).includes(method)) fail(`PAYMENT_METHODS_DISABLED: unknown method ${method}`);

  return {
    limits,
    disabledMethods: new Set(disabled as DepositMethod[]),
    sandboxControls: app.nodeEnv === 'production' ? values.PAYMENTS_SANDBOX === 'true' : values.PAYMENTS_SANDBOX !== 'false',
    cryptoConfirmationDelayMs: values.CRYPTO_CONFIRMATION_DELAY_MS,
    jobIntervalMs: values.PAYMENTS_JOB_INTERVAL_MS,
    webhookSecrets: parseSecrets(values.PAYMENT_WEBHOOK_SECRETS, app.secretKey),
    webhooksInFlightPerProvider: values.PAYMENT_WEBHOOKS_IN_FLIGHT,
    cryptoRatesCentavos: { BTC: 350_000_00n, USDT: 5_60n },
    returnUrl: values.PAYMENTS_RETURN_URL ?? '/user/wallet',
    pixLocationHost: 'pix.sandbox.palpite.local',
    bankAccount: {
      bank_name: 'Banco Sandbox Palpite S.A.',
      bank_code: '999',
      branch: '0001',
      account_number: '100200-3',
      account_type: 'checking',
      holder: 'Palpite Entretenimento Ltda',
      document: '42.186.753/0001-83',
    },
  };
}
