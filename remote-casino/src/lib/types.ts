/** The casino API's answers (api/src/features/casino/README.md). Money is reais, 2 places. */

export type GameCategory = 'slots' | 'live' | 'roulette' | 'blackjack' | 'table';
export type PlayStyle = 'single' | 'hand' | 'live' | 'external';
export type Volatility = 'low' | 'medium' | 'high';

/** Spec §3 Game, as `GET /games` lists it. */
export interface Game {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  provider: string;
  provider_slug: string;
  category: GameCategory;
  game_type: string;
  play_style: PlayStyle;
  image: string;
  /** Percent, e.g. 96.2121. */
  rtp: number;
  volatility: Volatility;
  /** Multiple of the stake. */
  max_win: number;
  real_available: boolean;
  demo_available: boolean;
  /** Percent of a stake that counts towards bonus wagering: 0 or 100. */
  wagering_contribution: number;
  is_new: boolean;
  released_at: string;
}

/** `GET /games/:uuid`: the game plus what the details page shows. */
export interface GameDetails extends Game {
  rtp_range: { min: number; max: number };
  rtp_basis: string;
  min_stake: number;
  max_stake: number;
  modes: { real: boolean; demo: boolean };
  /** In the request's language. */
  rules: string;
  rules_key: string;
  /** Per game type; read by the paytable view. */
  paytable: Record<string, unknown>;
  verify: { text: string; text_key: string; scheme?: string; commitment?: string; endpoints?: string[] };
}

export interface Provider {
  slug: string;
  name: string;
  kind: 'in_house' | 'external';
  games_count: number;
}

export interface GamePage {
  data: Game[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

export interface RoundFairness {
  server_seed_hash: string;
  /** Null until the player rotates their seeds. */
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  revealed: boolean;
  /** The server's replay of the round once revealed; null before. */
  verified: boolean | null;
}

/** One played round of an in-house game (`GET /user/games/rounds`). */
export interface Round {
  id: number;
  game: { uuid: string; name: string; provider: string; image: string; game_type: string };
  mode: 'real' | 'demo';
  status: 'settled' | 'open' | 'cancelled';
  stake: number;
  payout: number | null;
  profit: number | null;
  bet: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  /** The campaign a free spin was played from (its stake 0, its bet the campaign's); null for a paid round. */
  free_spin_campaign_id: number | null;
  created_at: string;
  settled_at: string | null;
  /** Null for external games (their provider certifies them). */
  fairness: RoundFairness | null;
}

export interface RoundPage {
  data: Round[];
  next_cursor: string | null;
}

export interface RevealedSeedPair {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  bets_played: number;
  revealed_at: string;
}

/** The active seed pair, its server seed hidden behind its hash. */
export interface ActiveSeedPair {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /**
   * SHA-256 of the server seed the next pair will use (a new client seed or a rotation), drawn
   * before the player picks that client seed: the server cannot choose it to suit the client seed.
   */
  next_server_seed_hash: string;
}

/** `GET /user/fairness`: the active seed pair and the last revealed one. */
export interface FairnessState extends ActiveSeedPair {
  previous: RevealedSeedPair | null;
}

/** `PUT /user/fairness/client-seed` and `POST /user/fairness/rotate`. */
export interface RotationAnswer {
  current: ActiveSeedPair;
  revealed: RevealedSeedPair;
}
