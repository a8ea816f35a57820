import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_STATUSES } from '../../domain/sports/model.ts';
import { createSportsTestApp, matchOnTime, type SportsTestApp } from './testing.ts';

/** Saturday 21 November 2026, 09:00 in Brazil. */
const NOW = new Date('2026-11-21T12:00:00Z');
const ROW_KEYS = [
  'away',
  'clock',
  'home',
  'id',
  'league',
  'live',
  'main_market',
  'markets_count',
  'minute',
  'period',
  'prematch_closes_at',
  'red_cards',
  'score',
  'sport',
  'starts_at',
  'status',
  'suspended',
];

let t: SportsTestApp;
let football: { id: bigint; starts_at: Date };
let basketball: { id: bigint; starts_at: Date };

beforeAll(async () => {
  t = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'bra-serie-a,eng-premier-league,conmebol-libertadores,nba', SPORTS_SCHEDULE_DAYS: '2' } });
  await t.sports.runJobsOnce();
  football = await matchOnTime(t.db, 'football', NOW);
  basketball = await matchOnTime(t.db, 'basketball', NOW);
});
afterAll(async () => {
  await t.close();
});

describe('GET /sports/home', () => {
  it('lists leagues by priority with upcoming matches and their main market', async () => {
    const response = await t.get('/sports/home');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sport).toBe('home');
    expect(body.live).toEqual([]);
    expect(body.leagues.map((l: { id: string }) => l.id)).toEqual(['bra-serie-a', 'conmebol-libertadores', 'eng-premier-league', 'nba']);
    for (const league of body.leagues) {
      expect(league.matches.length).toBeGreaterThan(0);
      expect(league.matches.length).toBeLessThanOrEqual(5);
      for (const row of league.matches) {
        expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
        expect(row.league).toEqual({ id: league.id, name: league.name, country: league.country, country_code: league.country_code });
        expect(new Date(row.starts_at).toISOString()).toBe(row.starts_at);
        expect(row.main_market.key).toBe(row.sport === 'football' ? 'ft:match-result' : 'ft:moneyline');
        expect(row.main_market.selections.map((s: { key: string }) => s.key)).toEqual(row.sport === 'football' ? ['1', 'X', '2'] : ['home', 'away']);
        for (const s of row.main_market.selections) {
          if (s.price !== null) {
            expect(s.price).toBeGreaterThanOrEqual(1.01);
            expect(Math.round(s.price * 100) / 100).toBe(s.price);
          }
          expect(typeof s.id).toBe('number');
        }
        expect(row.markets_count).toBeGreaterThan(10);
      }
    }
    const first = body.leagues[0].matches.map((m: { starts_at: string }) => m.starts_at);
    expect([...first].sort()).toEqual(first);
  });

  it('filters by sport: football, basketball, and the coming-soon sports are empty', async () => {
    const footballOnly = (await t.get('/sports/home?sport=football')).json();
    expect(footballOnly.leagues.every((l: { sport: string }) => l.sport === 'football')).toBe(true);
    expect(footballOnly.leagues[0].matches.length).toBeGreaterThan(5);
    const basketballOnly = (await t.get('/sports/home?sport=basketball')).json();
    expect(basketballOnly.leagues.map((l: { id: string }) => l.id)).toEqual(['nba']);
    expect((await t.get('/sports/home?sport=volleyball')).json()).toEqual({ sport: 'volleyball', live: [], leagues: [] });
    const bad = await t.get('/sports/home?sport=curling');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sport).toEqual(['Choose a valid sport.']);
  });
});

describe('live matches', () => {
  it('show on the home page first, in /sports/live, with clock and score', async () => {
    t.clock.set(new Date(football.starts_at.getTime() + 20 * 60_000));
    await t.sports.runJobsOnce();
    const live = (await t.get('/sports/live')).json();
    const row = live.matches.find((m: { id: number }) => m.id === Number(football.id));
    expect(row).toMatchObject({ status: '1st Half', live: true, minute: 21, clock: "21'", period: 1 });
    // The list shows the league's country flag and translated name: both need its ISO code.
    const league = await t.db.query<{ country_code: string }>('SELECT country_code FROM sports_leagues WHERE id = $1', [row.league.id]);
    expect(row.league.country_code).toBe(league.rows[0]!.country_code);
    expect(row.main_market.selections.every((s: { price: number | null }) => s.price === null || s.price >= 1.01)).toBe(true);
    const home = (await t.get('/sports/home')).json();
    expect(home.live.map((m: { id: number }) => m.id)).toContain(Number(football.id));
    expect(home.leagues.flatMap((l: { matches: { id: number }[] }) => l.matches.map((m) => m.id))).not.toContain(Number(football.id));
    expect((await t.get('/sports/home?sport=basketball')).json().live).toEqual([]);

    t.clock.set(new Date(basketball.starts_at.getTime() + 30 * 60_000));
    await t.sports.runJobsOnce();
    const nba = (await t.get('/sports/live')).json().matches.find((m: { id: number }) => m.id === Number(basketball.id));
    expect(nba).toMatchObject({ sport: 'basketball', status: 'Live', live: true, period: 2 });
    expect(nba.clock).toMatch(/^Q2 \d\d:\d\d$/);
    // The first quarter is over: its markets are closed; the second quarter's are priced in play.
    const detail = (await t.get(`/sports/matches/${basketball.id}`)).json();
    const quarters = detail.groups.find((g: { key: string }) => g.key === 'quarters').markets as { key: string; status: string; in_play: boolean }[];
    expect(quarters.filter((m) => m.key.startsWith('q1:')).every((m) => m.status === 'closed')).toBe(true);
    expect(quarters.some((m) => m.key.startsWith('q2:') && m.in_play && m.status !== 'closed')).toBe(true);
    expect(detail.periods[0]).toMatchObject({ key: 'q1' });

    // As the score moves, the book moves its lines: the lines it left are closed, not kept
    // suspended, so the page and the "+N" count hold only what can still be bet on.
    const started = detail.groups.flatMap((g: { markets: { key: string }[] }) => g.markets.map((m) => m.key)) as string[];
    let later = detail;
    for (let minute = 31; minute <= 45; minute++) {
      t.clock.set(new Date(basketball.starts_at.getTime() + minute * 60_000));
      await t.sports.runJobsOnce();
      later = (await t.get(`/sports/matches/${basketball.id}`)).json();
      if (!later.suspended) break;
    }
    const markets = later.groups.flatMap((g: { markets: { key: string; status: string }[] }) => g.markets) as { key: string; status: string }[];
    const left = markets.filter((m) => started.includes(m.key) && m.status === 'closed' && !m.key.startsWith('q1:'));
    expect(left.length, 'some line the book moved away from').toBeGreaterThan(0);
    expect(markets.filter((m) => m.status === 'suspended')).toEqual([]);
    const nbaRow = (await t.get('/sports/live')).json().matches.find((m: { id: number }) => m.id === Number(basketball.id));
    expect(nbaRow.markets_count).toBe(markets.filter((m) => m.status === 'open').length);
  });
});

describe('GET /sports/leagues', () => {
  it('counts upcoming and live matches per league', async () => {
    t.clock.set(NOW);
    const body = (await t.get('/sports/leagues?sport=football')).json();
    expect(body.leagues.map((l: { id: string }) => l.id)).toEqual(['bra-serie-a', 'conmebol-libertadores', 'eng-premier-league']);
    for (const league of body.leagues) {
      expect(Object.keys(league).sort()).toEqual(['country', 'country_code', 'id', 'live', 'name', 'season', 'sport', 'upcoming']);
      expect(league.upcoming).toBeGreaterThanOrEqual(1);
    }
    expect((await t.get('/sports/leagues')).json().leagues).toHaveLength(4);
  });
});

describe('a sport’s own page (GET /sports/home?sport=) over a week’s schedule', () => {
  let week: SportsTestApp;
  beforeAll(async () => {
    week = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'bra-serie-a,nba', SPORTS_SCHEDULE_DAYS: '7' } });
    await week.sports.runJobsOnce();
  });
  afterAll(async () => {
    await week.close();
  });

  it.each(['football', 'basketball'])('lists every upcoming %s match of each league, as many as GET /sports/leagues counts', async (sport) => {
    const counted = (await week.get(`/sports/leagues?sport=${sport}`)).json().leagues as { id: string; upcoming: number }[];
    const listed = (await week.get(`/sports/home?sport=${sport}`)).json().leagues as { id: string; matches: unknown[] }[];
    expect(listed.map((league) => [league.id, league.matches.length])).toEqual(counted.map((league) => [league.id, league.upcoming]));
    // More than the 20 a league the page was once cut to.
    expect(Math.max(...counted.map((league) => league.upcoming))).toBeGreaterThan(20);
  });

  it('keeps the sports home to a taste of each league: its first 5 kick-offs', async () => {
    const home = (await week.get('/sports/home')).json().leagues as { id: string; matches: { starts_at: string }[] }[];
    const all = (await week.get('/sports/home?sport=football')).json().leagues as { id: string; matches: { starts_at: string }[] }[];
    const serieA = (leagues: typeof home) => leagues.find((league) => league.id === 'bra-serie-a')!.matches;
    expect(serieA(home)).toEqual(serieA(all).slice(0, 5));
  });
});

describe('GET /sports/matches/:id', () => {
  it('gives a football match with all its markets grouped', async () => {
    const body = (await t.get(`/sports/matches/${football.id}`)).json();
    expect(body).toMatchObject({ id: Number(football.id), sport: 'football', time: football.starts_at.toISOString() });
    for (const key of ['home', 'away', 'status', 'score', 'referee', 'venue', 'clock', 'periods', 'events', 'ht_score', 'groups', 'version'])
      expect(body).toHaveProperty(key);
    expect(body.groups.map((g: { key: string }) => g.key)).toEqual(['main', 'goals', 'handicap', 'halves', 'score']);
    for (const group of body.groups) {
      for (const market of group.markets) {
        expect(Object.keys(market).sort()).toEqual(['group', 'id', 'in_play', 'key', 'kind', 'line', 'selections', 'status']);
        expect(market.group).toBe(group.key);
        for (const s of market.selections) expect(Object.keys(s).sort()).toEqual(['id', 'key', 'price', 'status']);
      }
    }
    const goals = body.groups.find((g: { key: string }) => g.key === 'goals').markets;
    expect(goals.map((m: { key: string }) => m.key)).toEqual([
      'ft:total:0.5',
      'ft:total:1.5',
      'ft:total:2.5',
      'ft:total:3.5',
      'ft:total:4.5',
      'ft:both-teams-to-score',
    ]);
    expect(goals[2].line).toBe(2.5);
  });

  it('gives a basketball match with quarters', async () => {
    const body = (await t.get(`/sports/matches/${basketball.id}`)).json();
    expect(body.groups.map((g: { key: string }) => g.key)).toEqual(['main', 'handicap', 'quarters']);
    expect(body.clock).toMatchObject({ minute: null });
  });

  it('answers 404 with a translated message for an unknown match', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const response = await t.get(`/sports/matches/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message_key: 'sports.matchNotFound', message: 'Match not found.' });
    }
    expect((await t.get('/sports/matches/999999', 'pt-BR')).json().message).toBe('Partida não encontrada.');
    expect((await t.get('/sports/matches/999999', 'tr')).json().message).toBe('Maç bulunamadı.');
  });
});

describe('GET /sports/search', () => {
  type Row = { id: number; home: string; away: string; league: { id: string; name: string }; live: boolean; starts_at: string };
  const search = async (q: string) => {
    const response = await t.get(`/sports/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { kind: string; matches: Row[] };
  };
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const homeTeamOf = async (id: bigint) =>
    (await t.db.query<{ home_team: string }>('SELECT home_team FROM sports_matches WHERE id = $1', [id])).rows[0]!.home_team;
  const liveFirstThenByKickOff = (rows: Row[]) => {
    const keys = rows.map((row) => [row.live ? 0 : 1, Date.parse(row.starts_at)] as const);
    return keys.every((key, i) => i === 0 || keys[i - 1]![0] < key[0] || (keys[i - 1]![0] === key[0] && keys[i - 1]![1] <= key[1]));
  };

  it('shows the featured matches for a blank text: live first, then the next kick-offs', async () => {
    // Where the live matches test left the feed: the clock only moves forward for it.
    t.clock.set(new Date(basketball.starts_at.getTime() + 35 * 60_000));
    await t.sports.runJobsOnce();
    const body = await search('  ');
    expect(body.kind).toBe('featured');
    expect(body.matches.length).toBe(5);
    const live = (await t.get('/sports/live')).json().matches as Row[];
    expect(live.map((row) => row.id)).toContain(Number(basketball.id));
    const featuredLive = body.matches.filter((row) => row.live);
    expect(featuredLive.length).toBe(Math.min(live.length, 5));
    for (const row of featuredLive) expect(live.map((m) => m.id)).toContain(row.id);
    expect(Object.keys(body.matches[0]!).sort()).toEqual(ROW_KEYS);
    expect(liveFirstThenByKickOff(body.matches)).toBe(true);
  });

  it('finds live and upcoming matches by team or league, accents and case ignored', async () => {
    const live = await search(fold(await homeTeamOf(basketball.id)).toUpperCase());
    expect(live.kind).toBe('results');
    expect(live.matches[0]).toMatchObject({ id: Number(basketball.id), live: true });

    // The league is "Brasileirão Série A": found typed without its accents, and with them in capitals.
    for (const q of ['brasileirao serie', 'BRASILEIRÃO SÉRIE A']) {
      const body = await search(q);
      expect(body.matches.length).toBeGreaterThan(0);
      expect(new Set(body.matches.map((row) => row.league.id))).toEqual(new Set(['bra-serie-a']));
      expect(liveFirstThenByKickOff(body.matches)).toBe(true);
    }
  });

  it('finds a league by name, at most 12 matches', async () => {
    const body = await search('premier league');
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.length).toBeLessThanOrEqual(12);
    expect(new Set(body.matches.map((row) => row.league.id))).toEqual(new Set(['eng-premier-league']));
  });

  it('takes %, _ and \\ literally and leaves finished matches to the results page', async () => {
    for (const q of ['%', '_', '\\', '%%%']) expect((await search(q)).matches).toEqual([]);
    t.clock.set(new Date(NOW.getTime() + 40 * 3600_000));
    await t.sports.runJobsOnce();
    const after = await search(await homeTeamOf(basketball.id));
    expect(after.matches.map((row) => row.id)).not.toContain(Number(basketball.id));
  });

  it('takes a text as long as the search box allows (100 characters) and refuses a longer one with a translated message', async () => {
    // The box lets a player type 100 characters: a text over 60 was answered 400 and the overlay showed an error.
    const longest = await t.get(`/sports/search?q=${encodeURIComponent(`brasileirao ${'x'.repeat(88)}`)}`, 'en');
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json()).toEqual({ kind: 'results', matches: [] });
    const longestOfLetters = await t.get(`/sports/search?q=${'%C3%A3'.repeat(100)}`, 'en');
    expect(longestOfLetters.statusCode, longestOfLetters.body).toBe(200);
    const response = await t.get(`/sports/search?q=${'a'.repeat(101)}`, 'en');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message_key: 'validation.invalid', errors: { q: [expect.any(String)] } });
    expect(body.errors.q[0]).not.toBe('validation.fieldInvalid');
    expect((await t.get('/sports/search?q=a&q=b')).statusCode).toBe(400);
    expect(t.problems).toEqual([]);
  });
});

describe('results', () => {
  it('list the ended matches of a Brazil-time day with final and half-time scores, filtered', async () => {
    t.clock.set(new Date(NOW.getTime() + 40 * 3600_000));
    await t.sports.runJobsOnce();
    const body = (await t.get('/sports/results?date=2026-11-21')).json();
    expect(body.date).toBe('2026-11-21');
    const all = body.leagues.flatMap((l: { matches: unknown[] }) => l.matches);
    expect(all.length).toBeGreaterThan(5);
    const finished = all.filter((m: { status: string }) => m.status === 'Finished');
    for (const match of finished) {
      expect(match.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
      if (match.sport === 'football') expect(match.ht_score).not.toBeNull();
      expect(new Date(match.starts_at).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-21T03:00:00Z'));
      expect(new Date(match.starts_at).getTime()).toBeLessThan(Date.parse('2026-11-22T03:00:00Z'));
    }
    expect(all.every((m: { status: string }) => ['Finished', 'Cancelled', 'Postponed', 'Abandoned', 'Awarded', 'Walkover'].includes(m.status))).toBe(true);

    const brazil = (await t.get('/sports/results?date=2026-11-21&country=BR')).json();
    expect(brazil.leagues.map((l: { country_code: string }) => l.country_code)).toEqual(['BR']);
    expect((await t.get('/sports/results?date=2026-11-21&country=england')).json().leagues.map((l: { id: string }) => l.id)).toEqual(['eng-premier-league']);
    const nba = (await t.get('/sports/results?date=2026-11-21&league=nba')).json();
    expect(nba.leagues.map((l: { id: string }) => l.id)).toEqual(['nba']);
    expect(nba.leagues[0].matches[0].periods.map((p: { key: string }) => p.key).slice(0, 4)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect((await t.get('/sports/results?date=2026-11-25')).json().leagues).toEqual([]);
  });

  it('offer the countries and leagues of the day as filters', async () => {
    const body = (await t.get('/sports/results/filters?date=2026-11-21')).json();
    expect(body.countries.map((c: { code: string }) => c.code)).toEqual(['BR', 'CONMEBOL', 'GB-ENG', 'US']);
    expect(body.leagues.map((l: { id: string }) => l.id)).toEqual(['bra-serie-a', 'conmebol-libertadores', 'eng-premier-league', 'nba']);
    const total = body.leagues.reduce((sum: number, l: { count: number }) => sum + l.count, 0);
    expect(body.countries.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(total);
  });

  it('refuse a date that is not YYYY-MM-DD', async () => {
    for (const date of ['21/11/2026', '2026-02-30']) {
      const response = await t.get(`/sports/results?date=${encodeURIComponent(date)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message_key).toMatch(/^(sports\.dateInvalid|validation\.invalid)$/);
    }
    expect((await t.get('/sports/results/filters?date=nope')).statusCode).toBe(400);
    expect(t.problems).toEqual([]);
  });

  it('count the day in the device’s zone (X-Time-Zone), as the pages show kick-off times; anything else in Brazil’s', async () => {
    // 16:27 UTC on 21 Nov: 13:27 on 21 Nov in São Paulo, 06:27 on 22 Nov in Kiritimati (UTC+14).
    await t.db.query(
      `INSERT INTO sports_matches (external_id, feed, sport, league_id, home_team, away_team, starts_at, status, home_score, away_score)
       VALUES ('time-zone-test', 'simulator', 'football', 'bra-serie-a', 'Zone Home', 'Zone Away', '2026-11-21T16:27:00Z', 'Finished', 2, 1)`,
    );
    const inZone = (path: string, timeZone?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${t.prefix}${path}`,
        headers: { 'accept-language': 'en', ...(timeZone === undefined ? {} : { 'x-time-zone': timeZone }) },
      });
    const homesOn = async (date: string, timeZone?: string) => {
      const response = await inZone(`/sports/results?date=${date}`, timeZone);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.vary).toMatch(/x-time-zone/i);
      return (response.json().leagues as { matches: { home: string }[] }[]).flatMap((league) => league.matches.map((match) => match.home));
    };
    expect(await homesOn('2026-11-22', 'Pacific/Kiritimati')).toContain('Zone Home');
    expect(await homesOn('2026-11-21', 'Pacific/Kiritimati')).not.toContain('Zone Home');
    for (const brazil of [undefined, 'America/Sao_Paulo', 'Mars/Olympus', 'A'.repeat(500), '../', '../../etc/passwd']) {
      expect(await homesOn('2026-11-21', brazil), brazil).toContain('Zone Home');
      expect(await homesOn('2026-11-22', brazil), brazil).not.toContain('Zone Home');
    }
    const leagueCount = async (date: string, timeZone?: string) =>
      ((await inZone(`/sports/results/filters?date=${date}`, timeZone)).json().leagues as { id: string; count: number }[]).find(
        (league) => league.id === 'bra-serie-a',
      )?.count ?? 0;
    const endedBetween = async (from: string, to: string) =>
      (
        await t.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM sports_matches WHERE league_id = 'bra-serie-a' AND status = ANY ($1::text[]) AND starts_at >= $2 AND starts_at < $3`,
          [ENDED_STATUSES, new Date(from), new Date(to)],
        )
      ).rows[0]!.count;
    // Kiritimati's 22 Nov runs from 10:00 UTC on the 21st; Brazil's 21 Nov from 03:00 UTC.
    expect(await leagueCount('2026-11-22', 'Pacific/Kiritimati')).toBe(await endedBetween('2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z'));
    expect(await leagueCount('2026-11-21')).toBe(await endedBetween('2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z'));
    expect(await leagueCount('2026-11-21', 'Mars/Olympus')).toBe(await endedBetween('2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z'));

    // Without a date, today is the device's: at 04:00 UTC on 23 Nov it is still 22 Nov in Rio Branco (UTC−5).
    t.clock.set(new Date('2026-11-23T04:00:00Z'));
    expect((await inZone('/sports/results', 'America/Rio_Branco')).json().date).toBe('2026-11-22');
    expect((await inZone('/sports/results/filters', 'America/Rio_Branco')).json().date).toBe('2026-11-22');
    expect((await inZone('/sports/results')).json().date).toBe('2026-11-23');
    expect((await inZone('/sports/results', 'Mars/Olympus')).json().date).toBe('2026-11-23');
    expect(t.problems).toEqual([]);
  });
});
