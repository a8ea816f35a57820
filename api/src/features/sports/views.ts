/**
 * What the API and the realtime channels say about matches and markets: ids as numbers, prices
 * as decimals with 2 places (hundredths / 100), times ISO. One place, so the HTTP answers and the
 * published messages have the same shapes.
 */
import { isLive, isPreMatch, shownScore, type PeriodScores, type Sport } from '../../domain/sports/model.ts';
import { marketGroup } from '../../domain/sports/pricing.ts';
import type { MatchRowLite } from './repo.ts';

export interface LeagueRef {
  id: string;
  name: string;
  country: string;
  country_code: string;
}

/** A match row as the read queries select it (every column the views use). */
export type MatchBase = Omit<MatchRowLite, 'external_id'>;

export interface SelectionRow {
  id: bigint;
  key: string;
  price_hundredths: number | null;
  status: string;
}

export interface MarketRow {
  id: bigint;
  key: string;
  kind: string;
  line: number | string | null;
  status: string;
  in_play: boolean;
  version?: number;
  selections: SelectionRow[];
}

export const price = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/**
 * The score shown: football adds extra-time goals (periods[2]) to the stored score, which is the
 * regular-time score markets settle on; basketball's is the final score.
 */
export function displayScore(row: Pick<MatchBase, 'sport' | 'home_score' | 'away_score' | 'periods'>): { home: number; away: number } {
  return shownScore(row.sport, { home: row.home_score, away: row.away_score }, row.periods);
}

export function selectionView(s: SelectionRow, marketStatus: string) {
  return { id: Number(s.id), key: s.key, price: price(s.price_hundredths), status: marketStatus === 'open' ? s.status : 'suspended' };
}

/** A market as pages and channels show it; `group` is the match page tab it sits under (a market opened in play joins it there). */
export function marketView(m: MarketRow, sport: Sport) {
  return {
    id: Number(m.id),
    key: m.key,
    kind: m.kind,
    group: marketGroup(sport, m.kind),
    line: m.line === null ? null : Number(m.line),
    status: m.status,
    in_play: m.in_play,
    selections: m.selections.map((s) => selectionView(s, m.status)),
  };
}

const PERIOD_END: Record<number, number> = { 1: 45, 2: 90, 3: 105, 4: 120 };

/** `67'`, `45+2'`, `HT`, `Q3 05:12`, `OT 02:00`; null when no clock is shown. */
export function clockDisplay(row: Pick<MatchBase, 'sport' | 'status' | 'minute' | 'period'>): string | null {
  if (row.status === 'Halftime') return 'HT';
  if (row.status === 'Penalty Shootout') return 'PEN';
  if (!isLive(row.status) || row.minute === null || row.period === null) return null;
  if (row.sport === 'basketball') {
    const label = row.period <= 4 ? `Q${row.period}` : row.period === 5 ? 'OT' : `OT${row.period - 4}`;
    return `${label} ${String(Math.floor(row.minute / 60)).padStart(2, '0')}:${String(row.minute % 60).padStart(2, '0')}`;
  }
  const end = PERIOD_END[row.period];
  return end !== undefined && row.minute > end ? `${end}+${row.minute - end}'` : `${row.minute}'`;
}

/**
 * When the API stops taking pre-match bets on the match: `prematchCutoffMs` (the bets
 * settings' BETS_PREMATCH_CUTOFF_SECONDS) before kick-off, so the slip can stop offering the pick
 * then rather than have Place refused. Null once the match is live or over: only live bets then.
 */
export function prematchClosesAt(row: Pick<MatchBase, 'status' | 'starts_at'>, prematchCutoffMs: number): string | null {
  return isPreMatch(row.status) ? new Date(row.starts_at.getTime() - prematchCutoffMs).toISOString() : null;
}

/** A match as lists show it (home, live, search, and the match page's header). */
export function matchRowView(row: MatchBase, league: LeagueRef, mainMarket: MarketRow | null, marketsCount: number, prematchCutoffMs: number) {
  return {
    id: Number(row.id),
    sport: row.sport,
    league: { id: league.id, name: league.name, country: league.country, country_code: league.country_code },
    home: row.home_team,
    away: row.away_team,
    starts_at: row.starts_at.toISOString(),
    prematch_closes_at: prematchClosesAt(row, prematchCutoffMs),
    status: row.status,
    live: isLive(row.status),
    minute: row.minute,
    period: row.period,
    clock: clockDisplay(row),
    score: displayScore(row),
    red_cards: { home: row.home_red_cards, away: row.away_red_cards },
    suspended: row.suspended_until !== null,
    main_market: mainMarket && {
      id: Number(mainMarket.id),
      key: mainMarket.key,
      status: mainMarket.status,
      selections: mainMarket.selections.map((s) => selectionView(s, mainMarket.status)),
    },
    markets_count: marketsCount,
  };
}

const FOOTBALL_PERIOD_KEYS = ['1h', '2h', 'et', 'pen'];

/** Points per period with a name: football 1h, 2h, et, pen; basketball q1…q4, ot1… */
export function periodsView(sport: Sport, periods: PeriodScores) {
  return periods.flatMap((p, i) =>
    p === null ? [] : [{ key: sport === 'football' ? (FOOTBALL_PERIOD_KEYS[i] ?? `p${i + 1}`) : i < 4 ? `q${i + 1}` : `ot${i - 3}`, home: p[0], away: p[1] }],
  );
}

export function htScore(row: Pick<MatchBase, 'ht_home_score' | 'ht_away_score'>) {
  return row.ht_home_score === null || row.ht_away_score === null ? null : { home: row.ht_home_score, away: row.ht_away_score };
}

export function penaltiesOf(row: Pick<MatchBase, 'sport' | 'periods'>) {
  const pens = row.sport === 'football' ? row.periods[3] : null;
  return pens ? { home: pens[0], away: pens[1] } : null;
}

/**
 * The live channel's message: a match's scoreboard (its periods' points too, as a read of the match
 * gives them: a basketball page shows each quarter's), with its kick-off and when pre-match betting
 * closes, which the feed may move while a pick of the match sits on a slip.
 */
export function matchUpdateView(row: MatchBase, prematchCutoffMs: number) {
  return {
    id: Number(row.id),
    sport: row.sport,
    league_id: row.league_id,
    starts_at: row.starts_at.toISOString(),
    prematch_closes_at: prematchClosesAt(row, prematchCutoffMs),
    status: row.status,
    live: isLive(row.status),
    minute: row.minute,
    period: row.period,
    clock: clockDisplay(row),
    score: displayScore(row),
    ht_score: htScore(row),
    penalties: penaltiesOf(row),
    periods: periodsView(row.sport, row.periods),
    red_cards: { home: row.home_red_cards, away: row.away_red_cards },
    suspended: row.suspended_until !== null,
    suspended_until: row.suspended_until?.toISOString() ?? null,
    version: row.version,
  };
}
