/**
 * Sports feed configuration from the environment:
 *
 * | variable                    | default                 | meaning                                                     |
 * |-----------------------------|-------------------------|-------------------------------------------------------------|
 * | SPORTS_FEED                 | simulator               | simulator, replay, both (= simulator,replay) or none        |
 * | SPORTS_SIM_SPEED            | 1                       | match time per real time (60: a match minute per second)   |
 * | SPORTS_SIM_SEED             | 1; production: secret   | seed of the simulator and the replay (same seed, same games)|
 * | SPORTS_SCHEDULE_DAYS        | 7                       | days scheduled ahead, today included (1–14)                |
 * | SPORTS_LEAGUES              | all                     | comma-separated league ids to schedule (both feeds)         |
 * | SPORTS_REPLAY_PER_LEAGUE    | 4                       | replayed matches per league per day                         |
 * | SPORTS_TICK_MS              | 1000 (0 under test)     | how often the feed runner plays matches; 0 = only by hand  |
 * | SPORTS_LEASE_MS             | 15000                   | how long a runner's lease lasts without renewal             |
 * | SPORTS_ODDS_FEED_ALIVE_MS   | 20000                   | a producer without an alive for this long is down           |
 * | SPORTS_DATA_DIR             | api/data/sports         | where the real fixtures and results are read from           |
 *
 * Players bet on what the simulator's seed decides, so in production the seed is a secret: derived
 * from SECRET_KEY unless SPORTS_SIM_SEED gives one of 32 or more characters, and the replay (real,
 * published results) is refused.
 */
import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import type { Seed } from '../../domain/sports/random.ts';
import { AppError } from '../../http/errors.ts';

export type FeedSource = 'simulator' | 'replay';

export interface SportsConfig {
  feeds: readonly FeedSource[];
  speed: number;
  seed: Seed;
  scheduleDays: number;
  leagues: readonly string[] | null;
  replayPerLeague: number;
  tickMs: number;
  leaseMs: number;
  aliveTimeoutMs: number;
  dataDir: string;
}

export const DEFAULT_SPORTS_DATA_DIR = resolve(import.meta.dirname, '..', '..', '..', 'data', 'sports');

function number(env: Record<string, string | undefined>, name: string, fallback: number, check: (value: number) => boolean): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || !check(value)) {
    throw new AppError({ status: 500, key: 'unexpectedError', message: `${name} has an invalid value: ${text}` });
  }
  return value;
}

const MIN_SECRET_SEED_LENGTH = 32;

function configError(message: string): AppError {
  return new AppError({ status: 500, key: 'unexpectedError', message });
}

function seedOf(env: Record<string, string | undefined>, production: boolean, secretKey: string | undefined): Seed {
  const text = env.SPORTS_SIM_SEED?.trim() ?? '';
  if (!production) return number(env, 'SPORTS_SIM_SEED', 1, (v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32);
  if (text.length >= MIN_SECRET_SEED_LENGTH) return text;
  if (text !== '') throw configError(`SPORTS_SIM_SEED must be a secret of ${MIN_SECRET_SEED_LENGTH}+ characters in production`);
  if (!secretKey) throw configError('the simulator needs SECRET_KEY (or SPORTS_SIM_SEED) in production');
  return createHmac('sha256', secretKey).update('sports-simulator-seed').digest('hex');
}

export function loadSportsConfig(
  env: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test' = 'development',
  secretKey?: string,
): SportsConfig {
  const feedText = (env.SPORTS_FEED ?? 'simulator').trim().toLowerCase();
  const parts = feedText === 'both' ? ['simulator', 'replay'] : feedText === 'none' || feedText === '' ? [] : feedText.split(',').map((p) => p.trim());
  for (const part of parts) {
    if (part !== 'simulator' && part !== 'replay') throw configError(`SPORTS_FEED has an unknown feed: ${part}`);
    // Its results are published history: anyone could look them up before betting.
    if (part === 'replay' && nodeEnv === 'production') throw configError('SPORTS_FEED=replay is for development and demos, not production');
  }
  const leagues = env.SPORTS_LEAGUES?.trim()
    ? env.SPORTS_LEAGUES.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : null;
  return {
    feeds: [...new Set(parts as FeedSource[])],
    speed: number(env, 'SPORTS_SIM_SPEED', 1, (v) => v > 0 && v <= 10_000),
    seed: seedOf(env, nodeEnv === 'production', secretKey),
    scheduleDays: number(env, 'SPORTS_SCHEDULE_DAYS', 7, (v) => Number.isInteger(v) && v >= 1 && v <= 14),
    leagues,
    replayPerLeague: number(env, 'SPORTS_REPLAY_PER_LEAGUE', 4, (v) => Number.isInteger(v) && v >= 1 && v <= 20),
    tickMs: number(env, 'SPORTS_TICK_MS', nodeEnv === 'test' ? 0 : 1000, (v) => Number.isInteger(v) && v >= 0),
    leaseMs: number(env, 'SPORTS_LEASE_MS', 15_000, (v) => Number.isInteger(v) && v >= 1000),
    aliveTimeoutMs: number(env, 'SPORTS_ODDS_FEED_ALIVE_MS', 20_000, (v) => Number.isInteger(v) && v >= 1000),
    dataDir: env.SPORTS_DATA_DIR?.trim() || DEFAULT_SPORTS_DATA_DIR,
  };
}
