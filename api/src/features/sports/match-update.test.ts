/**
 * A match's `match-update` message says its kick-off and when pre-match betting on it closes
 * (`starts_at`, `prematch_closes_at`), as a read of the match does: the odds feed may move a
 * kick-off while a pick of the match sits on a slip, and the slip follows the message, not a read
 * it made hours before. The closing is the bets settings' cut-off before kick-off, the one bet
 * placement applies.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as fx from '../../domain/sports/odds-feed.fixtures.ts';
import type { OddsFeedMessage } from '../../domain/sports/odds-feed.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

/** Not the default 60 s: the messages must take the configured one. */
const CUTOFF_SECONDS = 300;
const CUTOFF_MS = CUTOFF_SECONDS * 1000;
const HOUR_MS = 3600_000;

interface MatchUpdateMessage {
  id: number;
  status: string;
  live: boolean;
  starts_at: string;
  prematch_closes_at: string | null;
  version: number;
}

let t: SportsTestApp;
let matchId: number;

const iso = (ms: number) => new Date(ms).toISOString();

/** The fixture's kick-off moved by the feed to `startsAtMs` (a `fixture_change` of type datetime). */
const kickOffMovedTo = (startsAtMs: number, timestampMs: number): OddsFeedMessage => ({
  type: 'fixture_change',
  producer: 3,
  timestamp: timestampMs,
  eventId: fx.EVENT,
  changeType: 'datetime',
  fixture: { ...fx.FIXTURE, scheduled: startsAtMs },
});

/** The `match-update` messages on the match's channel published while `work` ran. */
async function matchUpdatesDuring(work: () => Promise<unknown>): Promise<MatchUpdateMessage[]> {
  const since = t.published.length;
  await work();
  return t.published
    .slice(since)
    .filter((p) => p.channel === `public:match.${matchId}` && p.name === 'match-update')
    .map((p) => p.data as MatchUpdateMessage);
}

async function read(): Promise<MatchUpdateMessage> {
  return (await t.get(`/sports/matches/${matchId}`)).json<MatchUpdateMessage>();
}

beforeAll(async () => {
  vi.stubEnv('BETS_PREMATCH_CUTOFF_SECONDS', String(CUTOFF_SECONDS));
  // Only the odds-feed adapter: no simulator or replay fixtures.
  t = await createSportsTestApp({ now: new Date(fx.T0), env: { SPORTS_FEED: 'none' } });
  await t.sports.feed.receiveOddsFeed([fx.aliveProducer3(fx.T0), fx.fixtureNew]);
  const row = await t.db.query<{ id: bigint }>('SELECT id FROM sports_matches WHERE external_id = $1', [`uof:${fx.EVENT}`]);
  matchId = Number(row.rows[0]!.id);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe('a match-update says the kick-off and when pre-match betting closes', () => {
  it('takes the bets settings’ cut-off', () => {
    expect(t.features.bets.config.prematchCutoffMs).toBe(CUTOFF_MS);
  });

  it('when the feed moves the kick-off later: the new kick-off and closing, newer than the match as read before, as a read now gives them', async () => {
    const before = await read();
    expect(before.starts_at).toBe(iso(fx.FIXTURE.scheduled));
    const laterMs = fx.FIXTURE.scheduled + 2 * HOUR_MS;

    const updates = await matchUpdatesDuring(() => t.sports.feed.receiveOddsFeed([kickOffMovedTo(laterMs, fx.T0 + 5000)]));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      id: matchId,
      status: 'Not Started',
      live: false,
      starts_at: iso(laterMs),
      prematch_closes_at: iso(laterMs - CUTOFF_MS),
    });
    expect(updates[0]!.version).toBeGreaterThan(before.version);
    const after = await read();
    expect({ starts_at: after.starts_at, prematch_closes_at: after.prematch_closes_at, version: after.version }).toEqual({
      starts_at: updates[0]!.starts_at,
      prematch_closes_at: updates[0]!.prematch_closes_at,
      version: updates[0]!.version,
    });
  });

  it('when the feed moves the kick-off earlier: the new, earlier closing', async () => {
    const earlierMs = fx.T0 + HOUR_MS;
    const updates = await matchUpdatesDuring(() => t.sports.feed.receiveOddsFeed([kickOffMovedTo(earlierMs, fx.T0 + 6000)]));
    expect(updates).toEqual([expect.objectContaining({ starts_at: iso(earlierMs), prematch_closes_at: iso(earlierMs - CUTOFF_MS) })]);
    expect((await read()).prematch_closes_at).toBe(iso(earlierMs - CUTOFF_MS));
  });

  it('when the sandbox starts the match now: kick-off now, pre-match betting closed a cut-off ago', async () => {
    const nowMs = t.clock.now().getTime();
    const updates = await matchUpdatesDuring(() => t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/sports/matches/${matchId}/start-now` }));
    expect(updates).toEqual([expect.objectContaining({ status: 'Not Started', starts_at: iso(nowMs), prematch_closes_at: iso(nowMs - CUTOFF_MS) })]);
  });

  it('once the match is live: its kick-off, and no pre-match closing (only live bets)', async () => {
    const kickOff = (await read()).starts_at;
    const updates = await matchUpdatesDuring(() => t.sports.feed.receiveOddsFeed([fx.liveOddsWithScore(fx.T0 + 7000)]));
    expect(updates).toEqual([expect.objectContaining({ status: '2nd Half', live: true, starts_at: kickOff, prematch_closes_at: null })]);
  });
});
