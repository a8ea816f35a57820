/**
 * The replay feed (pure): real fixtures and their real results, played again live on upcoming
 * days, so that settlement runs on real scores. Each upcoming day takes one past round of a
 * league (cycling through the rounds that have results) and plays up to `perDay` of its matches
 * at their original kick-off times (converted to Brazil time). Goals are placed at plausible
 * minutes — first-half goals in the first half, the rest in the second, at random minutes of
 * play (stoppage time included) — so every match ends exactly on its real full-time score, its
 * real half-time score when the data has one, and its real shootout when there was one. NBA
 * games replay a real date's games with their real quarter scores and real closing lines.
 */
import { IN_PLAY_DEFAULTS } from '../odds/index.ts';
import { isoDay, zonedTime } from './calendar.ts';
import type { Score } from './model.ts';
import { venueOf } from './names.ts';
import { hashString, intBetween, pickOne, rngFor, shuffled, type Random, type Seed } from './random.ts';
import type { Script } from './script.ts';
import { BASKETBALL_CLOCK_RATE, playBasketballPeriod, shootout, type PlannedFixture } from './simulator.ts';
import type { MatchEvent } from './state-machine.ts';

export interface ReplayFootballMatch {
  /** Position in the source file (stable id). */
  readonly index: number;
  readonly round: string;
  /** Original date, YYYY-MM-DD. */
  readonly date: string;
  /** Local kick-off time in the source (HH:MM), if given. */
  readonly time: string | undefined;
  readonly home: string;
  readonly away: string;
  readonly ft: Score;
  readonly ht: Score | undefined;
  /** After extra time, when the data has it. */
  readonly et: Score | undefined;
  readonly penalties: Score | undefined;
}

export interface ReplayFootballLeague {
  readonly id: string;
  /** The source's local time zone (minutes from UTC) for its kick-off times. */
  readonly utcOffsetMinutes: number;
  /** Matches with a full-time score, in file order. */
  readonly matches: readonly ReplayFootballMatch[];
}

export interface ReplayNbaGame {
  readonly index: number;
  readonly date: string;
  readonly home: string;
  readonly away: string;
  readonly quarters: readonly Score[];
  /** Points of all overtimes together (0-0 when none). */
  readonly overtime: Score;
  readonly homeLine: number;
  readonly total: number;
}

export type FootballReplayFixture = PlannedFixture & { readonly sport: 'football'; readonly source: ReplayFootballMatch };
export type NbaReplayFixture = PlannedFixture & { readonly sport: 'basketball'; readonly source: ReplayNbaGame };
export type ReplayFixture = FootballReplayFixture | NbaReplayFixture;

/** The league's rounds that have results, in file order. */
export function replayRounds(league: ReplayFootballLeague): { round: string; matches: ReplayFootballMatch[] }[] {
  const rounds = new Map<string, ReplayFootballMatch[]>();
  for (const match of league.matches) {
    const list = rounds.get(match.round) ?? [];
    list.push(match);
    rounds.set(match.round, list);
  }
  return [...rounds.entries()].map(([round, matches]) => ({ round, matches }));
}

/** The replayed fixtures of one league on one Brazil-time day. */
export function replayFootballDay(seed: Seed, day: number, league: ReplayFootballLeague, perDay: number): FootballReplayFixture[] {
  const rounds = replayRounds(league);
  if (rounds.length === 0) return [];
  const round = rounds[(day + hashString(league.id)) % rounds.length] as { matches: ReplayFootballMatch[] };
  const random = rngFor(seed, 'replay-day', league.id, day);
  const picked = shuffled(random, round.matches).slice(0, perDay);
  return picked
    .map((match) => ({
      externalId: `replay:${league.id}:${isoDay(day)}:${match.index}`,
      feed: 'replay' as const,
      sport: 'football' as const,
      leagueId: league.id,
      home: match.home,
      away: match.away,
      startsAt: zonedTime(day, match.time ?? '16:00', league.utcOffsetMinutes),
      knockout: match.penalties !== undefined || match.et !== undefined,
      referee: null,
      venue: venueOf(match.home),
      source: match,
    }))
    .sort((a, b) => a.startsAt - b.startsAt || a.source.index - b.source.index);
}

const NBA_SLOTS = ['20:00', '20:30', '21:00', '21:30', '22:00', '23:00'];

/** A real date's NBA games replayed on a Brazil-time day, at evening tip-off times. */
export function replayNbaDay(seed: Seed, day: number, games: readonly ReplayNbaGame[], perDay: number): NbaReplayFixture[] {
  const dates = [...new Set(games.map((game) => game.date))].sort();
  if (dates.length === 0) return [];
  const date = dates[(day + hashString('nba')) % dates.length] as string;
  const random = rngFor(seed, 'replay-day', 'nba', day);
  const picked = shuffled(
    random,
    games.filter((game) => game.date === date),
  ).slice(0, perDay);
  const slots = picked.map(() => pickOne(random, NBA_SLOTS)).sort();
  return picked.map((game, k) => ({
    externalId: `replay:nba:${isoDay(day)}:${game.index}`,
    feed: 'replay' as const,
    sport: 'basketball' as const,
    leagueId: 'nba',
    home: game.home,
    away: game.away,
    startsAt: zonedTime(day, slots[k] as string, -180),
    knockout: false,
    referee: null,
    venue: venueOf(game.home),
    source: game,
  }));
}

/** Game seconds (within a half of `length` minutes) of `goals` goals, sorted. */
function goalTimes(random: Random, goals: number, length: number): number[] {
  return Array.from({ length: goals }, () => Math.floor(random() * (length * 60 - 4)) + 2).sort((a, b) => a - b);
}

/** Splits a full-time score into halves when the source has no half-time score (each goal before the break with the model's share). */
function splitHalves(random: Random, ft: Score): Score {
  const share = IN_PLAY_DEFAULTS.firstHalfShare;
  let home = 0;
  let away = 0;
  for (let k = 0; k < ft.home; k++) if (random() < share) home++;
  for (let k = 0; k < ft.away; k++) if (random() < share) away++;
  return { home, away };
}

/** A real football result played as a live script ending exactly on its scores. */
export function replayFootballScript(random: Random, match: Pick<ReplayFootballMatch, 'ft' | 'ht' | 'et' | 'penalties'>): Script {
  const events: MatchEvent[] = [];
  const ht = match.ht ?? splitHalves(random, match.ft);
  const halves = [
    { period: 1, base: 0, goals: ht, stoppage: intBetween(random, 1, 5) },
    { period: 2, base: 45, goals: { home: match.ft.home - ht.home, away: match.ft.away - ht.away }, stoppage: intBetween(random, 3, 8) },
  ];
  let t = 0;
  for (const half of halves) {
    const length = 45 + half.stoppage;
    events.push({
      at: t,
      type: 'status',
      status: half.period === 1 ? '1st Half' : '2nd Half',
      period: half.period,
      clock: { start: half.base * 60, limit: (half.base + length) * 60, rate: 1 },
    });
    events.push({ at: t + 45 * 60, type: 'added-time', minutes: half.stoppage });
    for (const side of ['home', 'away'] as const) {
      for (const second of goalTimes(random, half.goals[side], length)) events.push({ at: t + second, type: 'goal', side });
    }
    t += length * 60;
    if (half.period === 1) {
      events.push({ at: t, type: 'status', status: 'Halftime' });
      t += 15 * 60;
    }
  }
  if (match.et) {
    t += 5 * 60;
    const extra = { home: match.et.home - match.ft.home, away: match.et.away - match.ft.away };
    const first = { home: 0, away: 0 };
    for (let k = 0; k < extra.home; k++) if (random() < 0.5) first.home++;
    for (let k = 0; k < extra.away; k++) if (random() < 0.5) first.away++;
    for (const period of [3, 4] as const) {
      const start = period === 3 ? 90 : 105;
      const stoppage = intBetween(random, 0, 2);
      const clock = { start: start * 60, limit: (start + 15 + stoppage) * 60, rate: 1 };
      events.push(period === 3 ? { at: t, type: 'status', status: 'Extra Time', period, clock } : { at: t, type: 'period-start', period, clock });
      const goals = period === 3 ? first : { home: extra.home - first.home, away: extra.away - first.away };
      for (const side of ['home', 'away'] as const) {
        for (const second of goalTimes(random, goals[side], 15 + stoppage)) events.push({ at: t + second, type: 'goal', side });
      }
      t += (15 + stoppage) * 60;
      if (period === 3) {
        events.push({ at: t, type: 'period-end' });
        t += 60;
      }
    }
  }
  if (match.penalties) {
    t += 3 * 60;
    events.push({ at: t, type: 'status', status: 'Penalty Shootout' });
    t = shootout(random, events, t + 60, match.penalties);
  }
  events.push({ at: t + 30, type: 'status', status: 'Finished' });
  const ordered = events.map((event, i) => ({ event, i })).sort((a, b) => a.event.at - b.event.at || a.i - b.i);
  return { sport: 'football', initialStatus: 'Not Started', events: ordered.map(({ event }) => event) };
}

/** A real NBA game played as a live script with its real quarter (and overtime) points. */
export function replayBasketballScript(random: Random, game: Pick<ReplayNbaGame, 'quarters' | 'overtime'>): Script {
  const events: MatchEvent[] = [];
  let t = 0;
  const clock = { start: 0, limit: 720, rate: BASKETBALL_CLOCK_RATE };
  for (let q = 1; q <= 4; q++) {
    events.push(q === 1 ? { at: t, type: 'status', status: 'Live', period: 1, clock } : { at: t, type: 'period-start', period: q, clock });
    t = playBasketballPeriod(random, events, t, game.quarters[q - 1] ?? { home: 0, away: 0 }, 12, null, q) as number;
    t += q === 2 ? 15 * 60 : q < 4 ? 130 : 0;
  }
  if (game.overtime.home + game.overtime.away > 0) {
    // The data gives all overtimes together: played as one overtime with those points.
    t += 120;
    events.push({ at: t, type: 'period-start', period: 5, clock: { start: 0, limit: 300, rate: BASKETBALL_CLOCK_RATE } });
    t = playBasketballPeriod(random, events, t, game.overtime, 5, null, 5) as number;
  }
  events.push({ at: t + 20, type: 'status', status: 'Finished' });
  return { sport: 'basketball', initialStatus: 'Not Started', events };
}

/** The replay's script for a fixture (one stream per fixture). */
export function replayScript(seed: Seed, fixture: ReplayFixture): Script {
  const random = rngFor(seed, 'replay-match', fixture.externalId);
  return fixture.sport === 'football' ? replayFootballScript(random, fixture.source) : replayBasketballScript(random, fixture.source);
}
