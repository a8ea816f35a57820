/**
 * Helpers of the sports specs: upcoming matches read from the public API, and the feed's sandbox
 * controls (start a match now, finish it with a score) that the API offers outside production.
 */
import { expect } from '@playwright/test';
import { API_BASE } from './env.ts';

export interface UpcomingMatch {
  id: number;
  sport: 'football' | 'basketball';
  home: string;
  away: string;
  starts_at: string;
  status: string;
  markets_count: number;
  main_market: { id: number; key: string; status: string; selections: { id: number; key: string; price: number | null; status: string }[] } | null;
}

/**
 * The specs run side by side on one schedule, and some of them start, finish or bet on its matches.
 * Each use has its own lane of matches, chosen by id (which stays put whatever the other specs have
 * done to the list), so that no spec finds its match started, settled or bet on by another: a slip
 * restored after a reload, its match finished meanwhile by another spec, could not be placed again.
 */
const LANES = {
  football: ['slip', 'accumulator', 'link-drop', 'attach', 'stakes'],
  basketball: ['visitor-end'],
} as const;
type Sport = UpcomingMatch['sport'];
export type MatchLane<S extends Sport> = (typeof LANES)[S][number];

/**
 * Matches of a sport on the sports home, in `lane`, that can take a pre-match bet: Not Started,
 * kicking off in more than 30 minutes (well past the pre-match cut-off), main market open with
 * every price.
 */
export async function bettableMatches<S extends Sport>(sport: S, lane: MatchLane<S>): Promise<UpcomingMatch[]> {
  const response = await fetch(`${API_BASE}/sports/home?sport=${sport}`);
  expect(response.status).toBe(200);
  const home = (await response.json()) as { leagues: { matches: UpcomingMatch[] }[] };
  const soon = Date.now() + 30 * 60_000;
  const lanes: readonly string[] = LANES[sport];
  return home.leagues
    .flatMap((league) => league.matches)
    .filter(
      (match) =>
        match.id % lanes.length === lanes.indexOf(lane) &&
        match.status === 'Not Started' &&
        Date.parse(match.starts_at) > soon &&
        match.main_market?.status === 'open' &&
        match.main_market.selections.every((selection) => selection.status === 'active' && selection.price !== null),
    );
}

async function sandbox(path: string, body: unknown = {}): Promise<{ status: number; body: { match?: { status: string } } }> {
  const response = await fetch(`${API_BASE}/sandbox/sports/matches/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { match?: { status: string } } };
}

/** Kicks a Not Started match off now; the feed plays it from its next pass (every second). */
export async function startNow(matchId: number): Promise<void> {
  const answer = await sandbox(`${matchId}/start-now`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Waits until the feed has the match in play. */
export async function waitUntilLive(matchId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_BASE}/sports/matches/${matchId}`);
        return ((await response.json()) as { live: boolean }).live;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Whether the match goes live within `timeoutMs`; false as soon as it is past Not Started without going live. */
async function goesLive(matchId: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await (await fetch(`${API_BASE}/sports/matches/${matchId}`)).json()) as { live: boolean; status: string };
    if (match.live) return true;
    if (match.status !== 'Not Started') return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Kicks off the first of `candidates` that goes live and answers it: the simulator scripts some
 * matches to be delayed, postponed or cancelled at kick-off, which a spec cannot tell beforehand.
 */
export async function kickOffLiveMatch(candidates: readonly UpcomingMatch[]): Promise<UpcomingMatch> {
  for (const match of candidates.slice(0, 5)) {
    await startNow(match.id);
    if (await goesLive(match.id, 20_000)) return match;
  }
  throw new Error(`none of ${Math.min(candidates.length, 5)} matches went live once kicked off`);
}

/** Ends the match as Finished with that score (settlement instructions issued, as the feed does). */
export async function finish(matchId: number, score: { home: number; away: number; ht_home?: number; ht_away?: number }): Promise<void> {
  const answer = await sandbox(`${matchId}/finish`, score);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.match?.status).toBe('Finished');
}
