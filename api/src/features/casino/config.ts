/**
 * The casino's settings, read from the environment once at start-up; a bad value stops the server
 * with a message naming the variable.
 *
 * | variable                    | default | meaning                                                             |
 * |-----------------------------|---------|---------------------------------------------------------------------|
 * | `CASINO_DEMO_BALANCE`       | 1000.00 | play money a demo wallet starts with (and is reset to), reais       |
 * | `CASINO_HAND_TIMEOUT_MS`    | 600000  | an abandoned blackjack / video poker hand is resolved after this     |
 * | `CASINO_JOB_INTERVAL_MS`    | 1000    | jobs (live tables, abandoned hands) interval; 0 = only `runJobsOnce` |
 * | `LIVE_CASINO_BETTING_MS`    | 15000   | live tables: betting window of a round                              |
 * | `LIVE_CASINO_RESULT_MS`     | 5000    | live tables: time the result shows before the next round opens      |
 * | `CASINO_POPULAR_POOL`       | 10      | the search overlay's random picks come from this many top games     |
 */
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import { DEFAULT_SCHEDULE, scheduleProblem, type LiveSchedule } from '../../domain/casino-live/index.ts';
import { parseReais } from '../../domain/money.ts';

export interface CasinoConfig {
  demoStartCentavos: bigint;
  handTimeoutMs: number;
  jobIntervalMs: number;
  live: LiveSchedule;
  popularPool: number;
  /** New games: released within this many days. */
  newForDays: number;
}

const whole = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .refine((value) => value <= max, `must be at most ${max}`);

const schema = z.object({
  CASINO_DEMO_BALANCE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const centavos = parseReais(value === undefined || value === '' ? '1000.00' : value);
      if (centavos === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount in reais above 0' });
        return z.NEVER;
      }
      return centavos;
    }),
  CASINO_HAND_TIMEOUT_MS: whole(600_000, 86_400_000).refine((value) => value >= 1_000, 'must be at least 1000'),
  CASINO_JOB_INTERVAL_MS: whole(1_000, 3_600_000),
  LIVE_CASINO_BETTING_MS: whole(DEFAULT_SCHEDULE.bettingMs, 600_000),
  LIVE_CASINO_RESULT_MS: whole(DEFAULT_SCHEDULE.resultMs, 600_000),
  CASINO_POPULAR_POOL: whole(10, 100).refine((value) => value >= 1, 'must be at least 1'),
});

export function loadCasinoConfig(env: Record<string, string | undefined>, overrides: Partial<CasinoConfig> = {}): CasinoConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])}: ${issue.message}`);
  }
  const values = parsed.data;
  const live = { epochMs: DEFAULT_SCHEDULE.epochMs, bettingMs: values.LIVE_CASINO_BETTING_MS, resultMs: values.LIVE_CASINO_RESULT_MS };
  const problem = scheduleProblem(live);
  if (problem) throw new ConfigError(`LIVE_CASINO_BETTING_MS: ${problem}`);
  return {
    demoStartCentavos: values.CASINO_DEMO_BALANCE,
    handTimeoutMs: values.CASINO_HAND_TIMEOUT_MS,
    jobIntervalMs: values.CASINO_JOB_INTERVAL_MS,
    live,
    popularPool: values.CASINO_POPULAR_POOL,
    newForDays: 60,
    ...overrides,
  };
}
