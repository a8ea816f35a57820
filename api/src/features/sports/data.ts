/**
 * The leagues the feeds play and the real data behind them (api/data/sports): openfootball
 * fixtures and results (team names, replayed results, the Dixon–Coles fits) and the NBA extract
 * (team names, closing lines for the ratings, replayed games). Read once, on first use; fits are
 * cached per league per day.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayNumber, fitDixonColes, parseIsoDay, type DixonColesModel, type FootballMatch, type Score } from '../../domain/odds/index.ts';
import { fitBasketballRatings, type BasketballRatings } from '../../domain/sports/basketball-ratings.ts';
import type { Sport } from '../../domain/sports/model.ts';
import { NBA_TEAMS, type NameRegion } from '../../domain/sports/names.ts';
import type { ReplayFootballLeague, ReplayFootballMatch, ReplayNbaGame } from '../../domain/sports/replay.ts';
import type { SimLeague } from '../../domain/sports/simulator.ts';
import { readNbaGames } from '../../../scripts/lib/odds-data.ts';

export interface LeagueInfo {
  readonly id: string;
  readonly sport: Sport;
  readonly name: string;
  readonly country: string;
  readonly countryCode: string;
  readonly season: string;
  /** Lower comes first on the home page. */
  readonly priority: number;
}

interface FootballLeagueSource extends LeagueInfo {
  readonly sport: 'football';
  readonly file: string;
  /** Kick-off times, Brazil time, as the league plays (European leagues: their local afternoons and evenings). */
  readonly slots: readonly string[];
  readonly perDay: readonly [number, number];
  readonly knockout: boolean;
  readonly region: NameRegion;
  /** The source's local kick-off times: minutes from UTC (winter time). */
  readonly utcOffsetMinutes: number;
}

const FOOTBALL_LEAGUES: readonly FootballLeagueSource[] = [
  f('bra-serie-a', 'Brasileirão Série A', 'Brazil', 'BR', '2025', 1, '2025_br.1.json', ['16:00', '18:30', '19:00', '20:00', '21:30'], [3, 5], 'br', -180),
  f('conmebol-libertadores', 'Copa Libertadores', 'South America', 'CONMEBOL', '2025', 2, '2025_copa.l.json', ['19:00', '21:30'], [2, 3], 'es', -180, true),
  f('eng-premier-league', 'Premier League', 'England', 'GB-ENG', '2025/26', 3, '2025-26_en.1.json', ['09:30', '12:00', '14:30', '17:00'], [2, 4], 'en', 0),
  f('esp-la-liga', 'La Liga', 'Spain', 'ES', '2025/26', 5, '2025-26_es.1.json', ['10:00', '12:15', '14:30', '17:00'], [2, 4], 'es', 60),
  f('bra-serie-b', 'Brasileirão Série B', 'Brazil', 'BR', '2025', 6, '2025_br.2.json', ['16:00', '18:00', '19:00', '21:30'], [2, 3], 'br', -180),
  f('ita-serie-a', 'Serie A', 'Italy', 'IT', '2025/26', 7, '2025-26_it.1.json', ['08:30', '11:00', '14:00', '16:45'], [2, 4], 'it', 60),
  f('ger-bundesliga', 'Bundesliga', 'Germany', 'DE', '2025/26', 8, '2025-26_de.1.json', ['11:30', '14:30', '16:30'], [2, 3], 'de', 60),
  f('fra-ligue-1', 'Ligue 1', 'France', 'FR', '2025/26', 9, '2025-26_fr.1.json', ['13:00', '15:00', '17:05'], [2, 3], 'fr', 60),
  f('por-primeira-liga', 'Primeira Liga', 'Portugal', 'PT', '2025/26', 10, '2025-26_pt.1.json', ['12:30', '15:00', '17:30'], [2, 3], 'pt', 0),
  f('tur-super-lig', 'Süper Lig', 'Turkey', 'TR', '2025/26', 11, '2025-26_tr.1.json', ['08:00', '11:00', '14:00'], [2, 3], 'tr', 180),
];

function f(
  id: string,
  name: string,
  country: string,
  countryCode: string,
  season: string,
  priority: number,
  file: string,
  slots: string[],
  perDay: [number, number],
  region: NameRegion,
  utcOffsetMinutes: number,
  knockout = false,
): FootballLeagueSource {
  return { id, sport: 'football', name, country, countryCode, season, priority, file, slots, perDay, knockout, region, utcOffsetMinutes };
}

const NBA: LeagueInfo & { slots: readonly string[]; perDay: readonly [number, number] } = {
  id: 'nba',
  sport: 'basketball',
  name: 'NBA',
  country: 'USA',
  countryCode: 'US',
  season: '2025/26',
  priority: 4,
  slots: ['20:00', '20:30', '21:00', '21:30', '22:00', '23:00'],
  perDay: [3, 6],
};

/** Every league the feeds know, in home-page order. */
export const LEAGUES: readonly LeagueInfo[] = [...FOOTBALL_LEAGUES, NBA].sort((a, b) => a.priority - b.priority);

export interface SportsData {
  leagues: readonly LeagueInfo[];
  simLeagues: readonly SimLeague[];
  replayFootball: readonly ReplayFootballLeague[];
  replayNba: readonly ReplayNbaGame[];
  nbaRatings: BasketballRatings;
  /** The league's Dixon–Coles fit on its results before `day` (cached per league per day). */
  footballModel(leagueId: string, day: number): DixonColesModel;
}

interface OpenfootballFile {
  matches?: {
    round?: string;
    date?: string;
    time?: string;
    team1?: string;
    team2?: string;
    score?: { ft?: number[]; ht?: number[]; et?: number[]; p?: number[] };
  }[];
}

function pair(value: number[] | undefined): Score | undefined {
  return value && value.length === 2 && value.every((v) => Number.isInteger(v) && v >= 0) ? { home: value[0] as number, away: value[1] as number } : undefined;
}

function readLeagueFile(dataDir: string, file: string): { teams: string[]; played: ReplayFootballMatch[] } {
  const parsed = JSON.parse(readFileSync(join(dataDir, 'openfootball', file), 'utf8')) as OpenfootballFile;
  const teams = new Set<string>();
  const played: ReplayFootballMatch[] = [];
  (parsed.matches ?? []).forEach((m, index) => {
    if (!m.team1 || !m.team2 || !m.date || parseIsoDay(m.date) === undefined) return;
    teams.add(m.team1);
    teams.add(m.team2);
    const ft = pair(m.score?.ft);
    if (!ft) return;
    played.push({
      index,
      round: m.round ?? m.date,
      date: m.date,
      time: m.time && /^\d{1,2}:\d{2}$/.test(m.time) ? m.time : undefined,
      home: m.team1,
      away: m.team2,
      ft,
      ht: pair(m.score?.ht),
      et: pair(m.score?.et),
      penalties: pair(m.score?.p),
    });
  });
  return { teams: [...teams].sort(), played };
}

const MAX_CACHED_FITS = 400;

/** Loads the data for the configured leagues (all when `only` is null). */
export function loadSportsData(dataDir: string, only: readonly string[] | null): SportsData {
  const wanted = (id: string) => only === null || only.includes(id);
  const football = FOOTBALL_LEAGUES.filter((league) => wanted(league.id)).map((league) => ({ league, ...readLeagueFile(dataDir, league.file) }));
  const results = new Map<string, FootballMatch[]>(
    football.map(({ league, played }) => [
      league.id,
      played.map((m) => ({ day: parseIsoDay(m.date) as number, home: m.home, away: m.away, homeGoals: m.ft.home, awayGoals: m.ft.away })),
    ]),
  );

  const nbaRows = wanted('nba') ? readNbaGames(join(dataDir, 'nba', 'nba_2008-2018.csv')) : [];
  const nbaName = (code: string) => NBA_TEAMS[code] ?? code;
  const nbaRatings: BasketballRatings =
    nbaRows.length > 0
      ? fitBasketballRatings(
          nbaRows.map((g) => ({ season: g.season, playoffs: g.playoffs, home: nbaName(g.home), away: nbaName(g.away), homeLine: g.homeLine, total: g.total })),
        )
      : { season: 0, homeAdvantage: 3, baseTotal: 220, rating: {}, pace: {} };

  const fits = new Map<string, DixonColesModel>();
  return {
    leagues: LEAGUES.filter((league) => wanted(league.id)),
    simLeagues: [
      ...football.map(({ league, teams }) => ({
        id: league.id,
        sport: 'football' as const,
        teams,
        slots: league.slots,
        perDay: league.perDay,
        knockout: league.knockout,
        refereeRegion: league.region,
      })),
      ...(wanted('nba')
        ? [
            {
              id: 'nba',
              sport: 'basketball' as const,
              teams: Object.values(NBA_TEAMS).sort(),
              slots: NBA.slots,
              perDay: NBA.perDay,
              knockout: false,
              refereeRegion: 'us' as const,
            },
          ]
        : []),
    ],
    replayFootball: football.map(({ league, played }) => ({ id: league.id, utcOffsetMinutes: league.utcOffsetMinutes, matches: played })),
    replayNba: nbaRows
      .map((g, index) => ({
        index,
        date: g.date,
        home: nbaName(g.home),
        away: nbaName(g.away),
        quarters: g.quarters,
        overtime: g.overtime,
        homeLine: g.homeLine,
        total: g.total,
      }))
      .filter((g) => Number.isFinite(g.homeLine) && g.total > 100 && g.quarters.every((q) => Number.isFinite(q.home) && Number.isFinite(q.away))),
    nbaRatings,
    footballModel(leagueId, day) {
      const key = `${leagueId}:${day}`;
      const cached = fits.get(key);
      if (cached) return cached;
      // Always from a cold start: a warm start moves the optimum by up to the tolerance, and
      // prices (and the simulator's goal rates) must not depend on which fit ran first.
      const model = fitDixonColes(results.get(leagueId) ?? [], day);
      if (fits.size >= MAX_CACHED_FITS) fits.clear();
      fits.set(key, model);
      return model;
    },
  };
}

/** Day number of an ISO date (for fits as of a replayed match's original date). */
export function dayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return dayNumber(y as number, m as number, d as number);
}

export function leagueInfo(id: string): LeagueInfo | undefined {
  return LEAGUES.find((league) => league.id === id);
}
