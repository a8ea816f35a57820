/**
 * Test harness: the real application as `createTestApp` builds it (PGlite, or PostgreSQL when
 * DATABASE_URL is set) with a sports feature of the test's own registered before it starts, on a
 * clock the tests move, whose public messages, settlement instructions, recovery requests and
 * logged problems are recorded. app.ts wires its own sports feature (its feed off, as every job in
 * `createTestApp`), so the one under test has its own prefix (`/api/sports-test`, `t.prefix`).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppFeatures } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../testing/test-app.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import type { Script } from '../../domain/sports/script.ts';
import { sportsFeature, type RecoveryRequest, type SportsFeature } from './index.ts';

export interface Published {
  channel: string;
  name: string;
  data: unknown;
}

/** app.ts wires a sports feature of its own under the API prefix: the one under test lives here. */
const SPORTS_TEST_PREFIX = '/api/sports-test';

export interface SportsTestApp extends TestApp {
  sports: SportsFeature;
  clock: TestClock;
  /** Every public message the feature published, in order. */
  published: Published[];
  settlements: SettlementInstruction[];
  recoveries: RecoveryRequest[];
  /** The features app.ts wires (bets settlement runs by hand through them). */
  features: AppFeatures;
  /** Problems the feed logged (tests expect none). */
  problems: { level: 'error' | 'warn'; details: object; message: string }[];
  get(path: string, language?: string): Promise<LightMyRequestResponse>;
}

export async function createSportsTestApp(options: { now: Date; env?: Record<string, string> }): Promise<SportsTestApp> {
  const clock = testClock(options.now);
  const published: Published[] = [];
  const settlements: SettlementInstruction[] = [];
  const recoveries: RecoveryRequest[] = [];
  const problems: SportsTestApp['problems'] = [];
  let features!: AppFeatures;
  let sports!: SportsFeature;
  const register = async (app: FastifyInstance, db: Database) => {
    await app.register(
      async (api) => {
        sports = sportsFeature(api, {
          db,
          now: clock.now,
          // The app's bets feature is wired by now (onFeatures): its cut-off, as app.ts passes it.
          prematchCutoffMs: features.bets.config.prematchCutoffMs,
          nodeEnv: 'test',
          env: { SPORTS_TICK_MS: '0', ...options.env },
          publisher: {
            async publishPublic(channel, name, data) {
              published.push({ channel, name, data });
            },
          },
          onSettlement: (instruction) => {
            settlements.push(instruction);
          },
          onRecoveryRequest: (request) => {
            recoveries.push(request);
          },
          log: {
            error: (details, message) => void problems.push({ level: 'error', details, message }),
            warn: (details, message) => void problems.push({ level: 'warn', details, message }),
          },
        });
      },
      { prefix: SPORTS_TEST_PREFIX },
    );
  };
  const base = await createTestApp({
    now: clock.now,
    onFeatures: (wired) => {
      features = wired;
    },
    register,
  });
  return {
    ...base,
    prefix: SPORTS_TEST_PREFIX,
    sports,
    clock,
    published,
    settlements,
    recoveries,
    problems,
    features,
    get: (path: string, language = 'en') => base.app.inject({ method: 'GET', url: `${SPORTS_TEST_PREFIX}${path}`, headers: { 'accept-language': language } }),
  };
}

/** A simulated match of `sport` after `now` that kicks off on time and is played out (its script ends with a status). */
export async function matchOnTime(db: Database, sport: string, now: Date): Promise<{ id: bigint; starts_at: Date; home_team: string; away_team: string }> {
  const rows = await db.query<{ id: bigint; starts_at: Date; home_team: string; away_team: string; script: Script }>(
    `SELECT m.id, m.starts_at, m.home_team, m.away_team, f.script FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id
      WHERE m.sport = $1 AND m.starts_at > $2 ORDER BY m.starts_at, m.id`,
    [sport, now],
  );
  const row = rows.rows.find((r) => r.script.initialStatus === 'Not Started' && r.script.events[0]?.at === 0 && r.script.events.at(-1)?.type === 'status');
  if (!row) throw new Error(`no ${sport} match on time`);
  return { id: row.id, starts_at: row.starts_at, home_team: row.home_team, away_team: row.away_team };
}
