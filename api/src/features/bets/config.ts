/**
 * The sportsbook's betting settings, read from the environment once at start-up; a bad value stops
 * the server with a message naming the variable.
 *
 * | variable                          | default   | meaning                                                          |
 * |-----------------------------------|-----------|------------------------------------------------------------------|
 * | `BETS_MIN_STAKE`                  | 1.00      | minimum stake per bet, reais                                     |
 * | `BETS_MAX_STAKE`                  | 10000.00  | maximum stake per bet, reais                                     |
 * | `BETS_MAX_POTENTIAL_WIN`          | 250000.00 | maximum potential win (stake × total odds) per bet, reais        |
 * | `BETS_MAX_SELECTIONS`             | 20        | selections per accumulator                                       |
 * | `BETS_PREMATCH_CUTOFF_SECONDS`    | 60        | pre-match bets close this long before kick-off                   |
 * | `BETS_LIVE_DELAY_MS`              | 3000      | in-play bet delay: the request waits, then prices are re-checked |
 * | `BETS_ODDS_TOLERANCE`             | 0         | relative price move still taken without asking (0.02 = 2%)       |
 * | `BETS_SETTLEMENT_INTERVAL_MS`     | 5000      | settlement job interval (0 = only through `runJobsOnce()`)        |
 * | `BETS_INTERRUPTED_TIMEOUT_HOURS`  | 48        | an Interrupted/Suspended match's bets become `unknown` after this |
 */
import { DEFAULT_BET_MAX_SELECTIONS } from '@palpite/shared/contract';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import { parseReais } from '../../domain/money.ts';
import type { BetLimits, SettlementRules } from '../../domain/bets/index.ts';

export interface BetsConfig extends BetLimits, SettlementRules {
  liveDelayMs: number;
  settlementIntervalMs: number;
}

const reais = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const centavos = parseReais(value === undefined || value === '' ? fallback : value);
      if (centavos === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount in reais above 0 (e.g. 10.50)' });
        return z.NEVER;
      }
      return centavos;
    });

const whole = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .refine((value) => value <= max, `must be at most ${max}`);

const schema = z.object({
  BETS_MIN_STAKE: reais('1.00'),
  BETS_MAX_STAKE: reais('10000.00'),
  BETS_MAX_POTENTIAL_WIN: reais('250000.00'),
  BETS_MAX_SELECTIONS: whole(DEFAULT_BET_MAX_SELECTIONS, 50).refine((value) => value >= 1, 'must be at least 1'),
  BETS_PREMATCH_CUTOFF_SECONDS: whole(60, 86_400),
  BETS_LIVE_DELAY_MS: whole(3_000, 30_000),
  BETS_ODDS_TOLERANCE: z
    .string()
    .regex(/^0(\.\d{1,4})?$/, 'must be a fraction below 1, e.g. 0.02')
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : Number(value))),
  BETS_SETTLEMENT_INTERVAL_MS: whole(5_000, 86_400_000),
  BETS_INTERRUPTED_TIMEOUT_HOURS: whole(48, 24 * 30),
});

export function loadBetsConfig(env: Record<string, string | undefined>): BetsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`invalid bets configuration: ${problems}`);
  }
  const value = parsed.data;
  if (value.BETS_MIN_STAKE > value.BETS_MAX_STAKE) throw new ConfigError('invalid bets configuration: BETS_MIN_STAKE is above BETS_MAX_STAKE');
  return {
    minStakeCentavos: value.BETS_MIN_STAKE,
    maxStakeCentavos: value.BETS_MAX_STAKE,
    maxPotentialWinCentavos: value.BETS_MAX_POTENTIAL_WIN,
    maxSelections: value.BETS_MAX_SELECTIONS,
    prematchCutoffMs: value.BETS_PREMATCH_CUTOFF_SECONDS * 1_000,
    liveDelayMs: value.BETS_LIVE_DELAY_MS,
    oddsTolerance: value.BETS_ODDS_TOLERANCE,
    settlementIntervalMs: value.BETS_SETTLEMENT_INTERVAL_MS,
    interruptedTimeoutMs: value.BETS_INTERRUPTED_TIMEOUT_HOURS * 3_600_000,
  };
}
