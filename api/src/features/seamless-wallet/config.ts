/**
 * Settings of the seamless wallet, from the environment:
 *
 * | variable                              | default                        | meaning                                                   |
 * |---------------------------------------|--------------------------------|-----------------------------------------------------------|
 * | `SEAMLESS_SECRETS`                    | derived from SECRET_KEY        | JSON `{ "<provider>": "secret[,previous secret]" }`       |
 * | `SEAMLESS_SIGNATURE_TOLERANCE_SECONDS`| 300                            | replay window of a call's timestamp                       |
 * | `SEAMLESS_LAUNCH_TOKEN_TTL_SECONDS`   | 600                            | how long a launch token can be exchanged                  |
 * | `SEAMLESS_SANDBOX`                    | on outside production          | the sandbox provider's routes (/sandbox-provider/…)       |
 * | `SEAMLESS_CALLS_IN_FLIGHT`            | 8                              | a provider's signed calls one node works on at once       |
 *
 * Without SEAMLESS_SECRETS each provider's secret is HMAC-SHA256(SECRET_KEY, "seamless:<provider>"),
 * so the sandbox provider (which runs in this process) and our endpoints agree with no set-up.
 */
import { createHmac } from 'node:crypto';
import { ConfigError } from '../../config.ts';

export interface SeamlessConfig {
  /** Secrets in force per provider slug (current first). */
  secretsFor(provider: string): readonly string[];
  toleranceSeconds: number;
  launchTokenTtlSeconds: number;
  sandbox: boolean;
  /** Signed calls of one provider worked on at once by this node (each holds a database connection). */
  callsInFlightPerProvider: number;
}

/**
 * A provider's calls are its players' bets and wins, many at once, each a short transaction: 8
 * keep up with hundreds a second, while a provider's retry storm still leaves most of the
 * database pool (20 connections) to the site. The next are refused 429 and the provider retries.
 */
export const CALLS_IN_FLIGHT_PER_PROVIDER = 8;

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) throw new ConfigError(`${name}: must be a whole number from ${min} to ${max}`);
  return Number(value);
}

const MIN_SECRET_LENGTH = 16;

export function loadSeamlessConfig(
  env: Record<string, string | undefined>,
  app: { secretKey: string; nodeEnv: 'development' | 'production' | 'test' },
): SeamlessConfig {
  let configured: Record<string, string[]> = {};
  if (env.SEAMLESS_SECRETS) {
    try {
      const parsed = JSON.parse(env.SEAMLESS_SECRETS) as Record<string, unknown>;
      configured = Object.fromEntries(
        Object.entries(parsed).map(([provider, value]) => {
          // Each secret of a rotation on its own: `"new…,"` would otherwise accept an empty key.
          const secrets = typeof value === 'string' ? value.split(',').map((secret) => secret.trim()) : [];
          if (secrets.length === 0 || secrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
            throw new Error(`${provider}: comma-separated secrets of at least ${MIN_SECRET_LENGTH} characters each`);
          }
          return [provider, secrets];
        }),
      );
    } catch (error) {
      throw new ConfigError(`SEAMLESS_SECRETS: ${(error as Error).message}`);
    }
  }
  return {
    secretsFor: (provider) => configured[provider] ?? [createHmac('sha256', app.secretKey).update(`seamless:${provider}`).digest('base64url')],
    toleranceSeconds: whole(env, 'SEAMLESS_SIGNATURE_TOLERANCE_SECONDS', 300, 5, 3600),
    launchTokenTtlSeconds: whole(env, 'SEAMLESS_LAUNCH_TOKEN_TTL_SECONDS', 600, 30, 86_400),
    sandbox: app.nodeEnv === 'production' ? env.SEAMLESS_SANDBOX === 'true' : env.SEAMLESS_SANDBOX !== 'false',
    callsInFlightPerProvider: whole(env, 'SEAMLESS_CALLS_IN_FLIGHT', CALLS_IN_FLIGHT_PER_PROVIDER, 1, 100_000),
  };
}
