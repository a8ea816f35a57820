/** What the sports API and its realtime channels answer (api/src/features/sports/views.ts). */

export type Sport = 'football' | 'basketball';

export type SelectionStatus = 'active' | 'suspended' | string;
export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | string;

export interface Selection {
  id: number;
  key: string;
  /** Decimal price (2 places); null when the book does not quote it. */
  price: number | null;
  status: SelectionStatus;
}

export interface MainMarket {
  id: number;
  key: string;
  status: MarketStatus;
  selections: Selection[];
}

export interface Market extends MainMarket {
  kind: string;
  /** The match page tab it sits under (`main`, `goals`…). */
  group?: string;
  line: number | null;
  in_play: boolean;
}

export interface Score {
  home: number;
  away: number;
}

/** A match as lists show it (`GET /sports/home`, `/sports/live`). */
export interface MatchRow {
  id: number;
  sport: Sport;
  league: { id: string; name: string; country: string; country_code: string };
  home: string;
  away: string;
  starts_at: string;
  /**
   * When the API stops taking pre-match bets on it (a cut-off before kick-off), ISO; null once it
   * is live or over. Optional: an older API does not say it, and then betting closes at kick-off.
   */
  prematch_closes_at?: string | null;
  status: string;
  live: boolean;
  minute: number | null;
  period: number | null;
  /** `45+2'`, `HT`, `Q3 05:12`; null before kick-off. */
  clock: string | null;
  score: Score;
  red_cards: Score;
  suspended: boolean;
  main_market: MainMarket | null;
  markets_count: number;
}

export interface League {
  id: string;
  name: string;
  country: string;
  country_code: string;
  sport: Sport;
  matches: MatchRow[];
}

export interface HomeAnswer {
  sport: string;
  live: MatchRow[];
  leagues: League[];
}

export interface LeagueSummary {
  id: string;
  sport: Sport;
  name: string;
  country: string;
  country_code: string;
  season: string;
  upcoming: number;
  live: number;
}

export interface MarketGroup {
  key: string;
  markets: Market[];
}

/** A period's points: basketball's `q1`…`q4`, `ot1`…; football's `1h`, `2h`, `et`, `pen`. */
export interface PeriodPoints {
  key: string;
  home: number;
  away: number;
}

/** `GET /sports/matches/:id`. */
export interface MatchDetail extends Omit<MatchRow, 'clock'> {
  league: { id: string; name: string; country: string; country_code: string };
  time: string;
  referee: string | null;
  venue: string | null;
  ht_score: Score | null;
  penalties: Score | null;
  clock: { display: string | null; period: number | null; minute: number | null; seconds_left: number | null };
  suspended_until: string | null;
  periods: PeriodPoints[];
  version: number;
  groups: MarketGroup[];
}

/** Realtime `match-update` on `public:sports.live` and `public:match.{id}`. */
export interface MatchUpdate {
  id: number;
  sport: Sport;
  league_id: string;
  /** Kick-off, ISO: the feed may move it. Optional: an older API's messages do not carry it. */
  starts_at?: string;
  /**
   * When the API stops taking pre-match bets on the match (a cut-off before kick-off), ISO; null
   * once it is live or over. Optional: an older API's messages do not carry it.
   */
  prematch_closes_at?: string | null;
  status: string;
  live: boolean;
  minute: number | null;
  period: number | null;
  clock: string | null;
  score: Score;
  ht_score: Score | null;
  penalties: Score | null;
  /** Each period's points, as the match's read gives them. Optional: an older API's messages do not carry them. */
  periods?: PeriodPoints[];
  red_cards: Score;
  suspended: boolean;
  suspended_until: string | null;
  version: number;
}

/** Realtime `markets` on `public:match.{id}`: only the markets that changed. */
export interface MarketsUpdate {
  match_id: number;
  version: number;
  status: string;
  suspended: boolean;
  markets: Market[];
}

export interface ResultMatch {
  id: number;
  sport: Sport;
  home: string;
  away: string;
  starts_at: string;
  status: string;
  score: Score | null;
  ht_score: Score | null;
  penalties: Score | null;
  periods: { key: string; home: number; away: number }[];
}

export interface ResultLeague {
  id: string;
  name: string;
  country: string;
  country_code: string;
  sport: Sport;
  matches: ResultMatch[];
}

export interface ResultFilters {
  date: string;
  countries: { code: string; name: string; count: number }[];
  leagues: { id: string; sport: Sport; name: string; country: string; country_code: string; count: number }[];
}
