/**
 * The read side of the sportsbook: the home page (live first, then leagues with upcoming
 * matches), the live list, leagues with counts, a match with all its markets grouped, and the
 * results of a day in the viewer's time zone with their filters. Plain reads, no transaction.
 */
import type { Queryable } from '../../db/database.ts';
import { isoDay, parseIsoDay } from '../../domain/sports/calendar.ts';
import { civilFromDays, daysFromCivil, localDateOf, startOfLocalDay } from '../../domain/withdrawals/calendar.ts';
import { ENDED_STATUSES, LIVE_STATUSES, MARKET_GROUPS, PRE_MATCH_STATUSES, type MarketGroup, type Sport } from '../../domain/sports/model.ts';
import { MAIN_MARKET_KEY, marketGroup } from '../../domain/sports/pricing.ts';
import { containsPattern, foldAccents, foldedSql } from '../../db/text-search.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  clockDisplay,
  displayScore,
  htScore,
  marketView,
  matchRowView,
  penaltiesOf,
  periodsView,
  type LeagueRef,
  type MarketRow,
  type MatchBase,
} from './views.ts';
import { loadMarkets } from './repo.ts';

/** Sports the menu lists: football and basketball have matches; the others are coming soon (empty lists). */
export const SPORT_FILTERS = ['home', 'football', 'basketball', 'volleyball', 'mma', 'boxing', 'nfl', 'afl'] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];
const PLAYED: readonly Sport[] = ['football', 'basketball'];

type MatchListRow = MatchBase & {
  league_name: string;
  country: string;
  country_code: string;
  priority: number;
  markets_count: number;
  referee: string | null;
  venue: string | null;
};

const MATCH_COLUMNS = `m.id, m.sport, m.league_id, m.home_team, m.away_team, m.starts_at, m.status, m.minute, m.period, m.home_score, m.away_score,
  m.ht_home_score, m.ht_away_score, m.home_red_cards, m.away_red_cards, m.periods, m.events, m.suspended_until, m.version, m.referee, m.venue,
  l.name AS league_name, l.country, l.country_code, l.priority,
  (SELECT count(*) FROM sports_markets mk WHERE mk.match_id = m.id AND mk.status IN ('open', 'suspended'))::int AS markets_count`;

const leagueOf = (row: MatchListRow): LeagueRef => ({ id: row.league_id, name: row.league_name, country: row.country, country_code: row.country_code });

async function mainMarkets(db: Queryable, ids: readonly bigint[]): Promise<Map<string, MarketRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<{
    match_id: bigint;
    id: bigint;
    key: string;
    kind: string;
    line: string | null;
    status: string;
    in_play: boolean;
    sid: bigint;
    skey: string;
    price_hundredths: number | null;
    sstatus: string;
  }>(
    `SELECT mk.match_id, mk.id, mk.key, mk.kind, mk.line, mk.status, mk.in_play, s.id AS sid, s.key AS skey, s.price_hundredths, s.status AS sstatus
       FROM sports_markets mk JOIN sports_selections s ON s.market_id = mk.id
      WHERE mk.match_id = ANY ($1::bigint[]) AND mk.key = ANY ($2::text[])
      ORDER BY mk.match_id, s.id`,
    [ids.map(String), Object.values(MAIN_MARKET_KEY)],
  );
  const out = new Map<string, MarketRow>();
  for (const row of result.rows) {
    const key = String(row.match_id);
    let market = out.get(key);
    if (!market) {
      market = { id: row.id, key: row.key, kind: row.kind, line: row.line, status: row.status, in_play: row.in_play, selections: [] };
      out.set(key, market);
    }
    market.selections.push({ id: row.sid, key: row.skey, price_hundredths: row.price_hundredths, status: row.sstatus });
  }
  return out;
}

async function rows(db: Queryable, rowsOf: readonly MatchListRow[], prematchCutoffMs: number) {
  const mains = await mainMarkets(
    db,
    rowsOf.map((r) => r.id),
  );
  return rowsOf.map((row) => matchRowView(row, leagueOf(row), mains.get(String(row.id)) ?? null, row.markets_count, prematchCutoffMs));
}

function sportsOf(filter: SportFilter): readonly Sport[] {
  if (filter === 'home') return PLAYED;
  return PLAYED.includes(filter as Sport) ? [filter as Sport] : [];
}

/** The upcoming matches of each league the sports home shows (a sport's own page shows them all). */
const HOME_MATCHES_PER_LEAGUE = 5;

/** Upcoming: not started yet (delayed ones included) within the schedule horizon. */
const UPCOMING_GRACE_MS = 3 * 3600_000;

/** The search overlay's lists: what it shows before a query (live first, then the next kick-offs) and for one. */
export const SEARCH_FEATURED_COUNT = 5;
export const SEARCH_RESULTS_COUNT = 12;
const SEARCHED_TEXT = foldedSql("m.home_team || ' ' || m.away_team || ' ' || l.name");

export interface SportsReaderDeps {
  db: Queryable;
  now: () => Date;
  horizonDays: number;
  /** How long before kick-off pre-match betting closes (the bets settings'): each match says when. */
  prematchCutoffMs: number;
}

export function createSportsReader(deps: SportsReaderDeps) {
  const { db, prematchCutoffMs } = deps;

  async function liveRows(sports: readonly Sport[], limit: number) {
    if (sports.length === 0) return [];
    const result = await db.query<MatchListRow>(
      `SELECT ${MATCH_COLUMNS} FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id
        WHERE m.status = ANY ($1::text[]) AND m.sport = ANY ($2::text[])
        ORDER BY l.priority, m.starts_at, m.id LIMIT $3`,
      [LIVE_STATUSES, sports, limit],
    );
    return rows(db, result.rows, prematchCutoffMs);
  }

  return {
    async home(sport: SportFilter) {
      const sports = sportsOf(sport);
      // The sports home shows a taste of each league; a sport's own page every upcoming match, as many
      // as GET /sports/leagues counts (same statuses and window), or its count would promise more.
      const perLeague = sport === 'home' ? HOME_MATCHES_PER_LEAGUE : null;
      const now = deps.now().getTime();
      const live = await liveRows(sports, 100);
      if (sports.length === 0) return { sport, live, leagues: [] };
      const result = await db.query<MatchListRow & { rank: number }>(
        `SELECT * FROM (
           SELECT ${MATCH_COLUMNS}, row_number() OVER (PARTITION BY m.league_id ORDER BY m.starts_at, m.id) AS rank
             FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id
            WHERE m.status = ANY ($1::text[]) AND m.sport = ANY ($2::text[]) AND m.starts_at >= $3 AND m.starts_at < $4) ranked
          WHERE $5::int IS NULL OR rank <= $5::int ORDER BY priority, league_id, starts_at, id`,
        [PRE_MATCH_STATUSES, sports, new Date(now - UPCOMING_GRACE_MS), new Date(now + deps.horizonDays * 86_400_000), perLeague],
      );
      const views = await rows(db, result.rows, prematchCutoffMs);
      const leagues: (LeagueRef & { sport: Sport; matches: typeof views })[] = [];
      result.rows.forEach((row, i) => {
        let league = leagues[leagues.length - 1];
        if (!league || league.id !== row.league_id) {
          league = { ...leagueOf(row), sport: row.sport, matches: [] };
          leagues.push(league);
        }
        league.matches.push(views[i] as (typeof views)[number]);
      });
      return { sport, live, leagues };
    },

    async live() {
      return { matches: await liveRows(PLAYED, 500) };
    },

    /**
     * Live and upcoming matches whose teams or league contain the text (accents and case ignored),
     * live first, then by kick-off; for a blank text the featured ones (live, then the next
     * kick-offs). Finished matches are the results page's.
     */
    async search(text: string) {
      const folded = foldAccents(text.trim());
      const now = deps.now().getTime();
      const result = await db.query<MatchListRow>(
        `SELECT ${MATCH_COLUMNS} FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id
          WHERE (m.status = ANY ($1::text[]) OR (m.status = ANY ($2::text[]) AND m.starts_at >= $3 AND m.starts_at < $4))
            AND ${SEARCHED_TEXT} LIKE $5 ESCAPE '\\'
          ORDER BY m.status = ANY ($1::text[]) DESC, m.starts_at, l.priority, m.id LIMIT $6`,
        [
          LIVE_STATUSES,
          PRE_MATCH_STATUSES,
          new Date(now - UPCOMING_GRACE_MS),
          new Date(now + deps.horizonDays * 86_400_000),
          containsPattern(folded),
          folded === '' ? SEARCH_FEATURED_COUNT : SEARCH_RESULTS_COUNT,
        ],
      );
      return { kind: folded === '' ? 'featured' : 'results', matches: await rows(db, result.rows, prematchCutoffMs) };
    },

    async leagues(sport: SportFilter) {
      const sports = sportsOf(sport);
      const now = deps.now().getTime();
      const result = await db.query<{
        id: string;
        sport: Sport;
        name: string;
        country: string;
        country_code: string;
        season: string;
        upcoming: number;
        live: number;
      }>(
        `SELECT l.id, l.sport, l.name, l.country, l.country_code, l.season,
                count(m.id) FILTER (WHERE m.status = ANY ($2::text[]) AND m.starts_at >= $4 AND m.starts_at < $5)::int AS upcoming,
                count(m.id) FILTER (WHERE m.status = ANY ($3::text[]))::int AS live
           FROM sports_leagues l LEFT JOIN sports_matches m ON m.league_id = l.id
          WHERE l.sport = ANY ($1::text[])
          GROUP BY l.id ORDER BY l.priority, l.id`,
        [sports, PRE_MATCH_STATUSES, LIVE_STATUSES, new Date(now - UPCOMING_GRACE_MS), new Date(now + deps.horizonDays * 86_400_000)],
      );
      return { sport, leagues: result.rows };
    },

    async match(idText: string) {
      const missing = () => notFound('sports.matchNotFound', 'match not found');
      if (!/^\d{1,18}$/.test(idText)) throw missing();
      const result = await db.query<MatchListRow>(`SELECT ${MATCH_COLUMNS} FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id WHERE m.id = $1`, [
        idText,
      ]);
      const row = result.rows[0];
      if (!row) throw missing();
      const markets = await loadMarkets(db, BigInt(idText));
      const groups = new Map<MarketGroup, ReturnType<typeof marketView>[]>();
      for (const market of markets) {
        const group = marketGroup(row.sport, market.kind);
        groups.set(group, [...(groups.get(group) ?? []), marketView(market, row.sport)]);
      }
      const league = leagueOf(row);
      const main = markets.find((m) => m.key === MAIN_MARKET_KEY[row.sport]);
      return {
        ...matchRowView(row, league, main ?? null, row.markets_count, prematchCutoffMs),
        league: { id: league.id, name: league.name, country: league.country, country_code: league.country_code },
        time: row.starts_at.toISOString(),
        referee: row.referee,
        venue: row.venue,
        ht_score: htScore(row),
        penalties: penaltiesOf(row),
        clock: {
          display: clockDisplay(row),
          period: row.period,
          minute: row.sport === 'football' ? row.minute : null,
          seconds_left: row.sport === 'basketball' ? row.minute : null,
        },
        suspended_until: row.suspended_until?.toISOString() ?? null,
        periods: periodsView(row.sport, row.periods),
        events: row.events,
        version: row.version,
        groups: MARKET_GROUPS.filter((key) => groups.has(key)).map((key) => ({ key, markets: groups.get(key) ?? [] })),
      };
    },

    /** The ended matches that kicked off on `query.date` (default today) in `timeZone`, by league. */
    async results(query: { date?: string | undefined; country?: string | undefined; league?: string | undefined }, timeZone: string) {
      const { day, bounds } = dayOf(query.date, deps.now(), timeZone);
      const result = await db.query<MatchListRow>(
        `SELECT ${MATCH_COLUMNS} FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id
          WHERE m.status = ANY ($1::text[]) AND m.starts_at >= $2 AND m.starts_at < $3
            AND ($4::text IS NULL OR lower(l.country_code) = lower($4) OR lower(l.country) = lower($4))
            AND ($5::text IS NULL OR l.id = $5)
          ORDER BY l.priority, l.id, m.starts_at, m.id`,
        [ENDED_STATUSES, new Date(bounds.start), new Date(bounds.end), query.country ?? null, query.league ?? null],
      );
      const leagues: (LeagueRef & { sport: Sport; matches: unknown[] })[] = [];
      for (const row of result.rows) {
        let league = leagues[leagues.length - 1];
        if (!league || league.id !== row.league_id) {
          league = { ...leagueOf(row), sport: row.sport, matches: [] };
          leagues.push(league);
        }
        league.matches.push({
          id: Number(row.id),
          sport: row.sport,
          home: row.home_team,
          away: row.away_team,
          starts_at: row.starts_at.toISOString(),
          status: row.status,
          score: row.status === 'Finished' || row.status === 'Awarded' || row.status === 'Abandoned' ? displayScore(row) : null,
          ht_score: htScore(row),
          penalties: penaltiesOf(row),
          periods: periodsView(row.sport, row.periods),
        });
      }
      return { date: isoDay(day), leagues };
    },

    async resultFilters(query: { date?: string | undefined }, timeZone: string) {
      const { day, bounds } = dayOf(query.date, deps.now(), timeZone);
      const result = await db.query<{ id: string; sport: Sport; name: string; country: string; country_code: string; count: number }>(
        `SELECT l.id, l.sport, l.name, l.country, l.country_code, count(*)::int AS count
           FROM sports_matches m JOIN sports_leagues l ON l.id = m.league_id
          WHERE m.status = ANY ($1::text[]) AND m.starts_at >= $2 AND m.starts_at < $3
          GROUP BY l.id ORDER BY l.priority, l.id`,
        [ENDED_STATUSES, new Date(bounds.start), new Date(bounds.end)],
      );
      const countries = new Map<string, { code: string; name: string; count: number }>();
      for (const league of result.rows) {
        const entry = countries.get(league.country_code) ?? { code: league.country_code, name: league.country, count: 0 };
        entry.count += league.count;
        countries.set(league.country_code, entry);
      }
      return { date: isoDay(day), countries: [...countries.values()], leagues: result.rows };
    },
  };
}

/**
 * A results day: the given YYYY-MM-DD, or today, as a calendar day of `timeZone` (the viewer's, whose
 * kick-off times and "today" the pages show) with the instants it spans.
 */
function dayOf(date: string | undefined, now: Date, timeZone: string): { day: number; bounds: { start: number; end: number } } {
  const day = date === undefined ? daysFromCivil(localDateOf(now.getTime(), timeZone)) : parseIsoDay(date);
  if (day === undefined) throw new AppError({ status: 400, key: 'sports.dateInvalid', message: 'date must be YYYY-MM-DD' });
  return { day, bounds: { start: startOfLocalDay(civilFromDays(day), timeZone), end: startOfLocalDay(civilFromDays(day + 1), timeZone) } };
}

export type SportsReader = ReturnType<typeof createSportsReader>;
