/** The casino API's answers that the game clients read (api/src/features/casino/README.md). Money is reais, 2 places. */

import type { PlayMode } from '../../../lib/play-mode.ts';

export type { PlayMode };
export type PlayStyle = 'single' | 'hand' | 'live' | 'external';

/** `GET /games/:uuid` — the fields the stage needs. */
export interface StageGame {
  uuid: string;
  slug: string;
  name: string;
  provider: string;
  game_type: string;
  play_style: PlayStyle;
  image: string;
  real_available: boolean;
  demo_available: boolean;
  min_stake: number;
  max_stake: number;
  paytable: Record<string, unknown>;
}

export type RealBalance = { cash: number; bonus: number };
export type DemoBalance = { demo: number };
export type BalanceAnswer = RealBalance | DemoBalance;

export function isDemoBalance(balance: BalanceAnswer): balance is DemoBalance {
  return 'demo' in balance;
}

export interface Round<Outcome = Record<string, unknown>> {
  id: number;
  mode: PlayMode;
  status: 'settled' | 'open' | 'cancelled';
  stake: number;
  payout: number;
  returned: number;
  profit: number;
  bet: Record<string, unknown>;
  outcome: Outcome;
  free_spin_campaign_id: number | null;
  created_at: string;
}

export interface FreeSpinState {
  campaign_id: number;
  quantity_left: number;
  total_win: number;
  /** The stake each free spin plays at, in reais: `GET /user/free-spins` says it, a play's `free_spin` does not. */
  bet_value?: number;
}

/** `POST /games/:uuid/play`. */
export interface PlayAnswer<Outcome = Record<string, unknown>> {
  round: Round<Outcome>;
  balance: BalanceAnswer;
  free_spin: FreeSpinState | null;
}

interface HandBase {
  id: number;
  mode: PlayMode;
  status: 'open' | 'settled';
  stake: number;
  payout: number | null;
  /** Moves the player has made (sent back with the next one). */
  moves: number;
  expires_at: string | null;
  created_at: string;
}

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';

export interface BlackjackPlayerHand {
  cards: string[];
  total: number;
  soft: boolean;
  stake: number;
  doubled: boolean;
  from_split: boolean;
  done: boolean;
  outcome: 'blackjack' | 'win' | 'push' | 'lose' | null;
  return: number | null;
}

export interface BlackjackHand extends HandBase {
  phase: 'insurance' | 'player' | 'settled';
  hands: BlackjackPlayerHand[];
  active: number;
  dealer: { cards: (string | null)[]; total: number };
  insurance: { status: 'not_offered' | 'pending' | 'declined' | 'taken'; stake: number };
  legal_actions: BlackjackAction[];
  hint: BlackjackAction | null;
  dealer_blackjack: boolean;
}

export interface PokerHand extends HandBase {
  phase: 'dealt' | 'settled';
  dealt: string[];
  held: boolean[] | null;
  final: string[] | null;
  hand: string | null;
  multiplier: number | null;
  hint: boolean[];
}

export interface HandAnswer<Hand> {
  hand: Hand;
  balance: BalanceAnswer;
}

/** `POST /games/:uuid/launch`. */
export interface LaunchAnswer {
  launch_url: string;
  token: string;
  expires_at: string;
  provider: string;
  game_uuid: string;
  mode: PlayMode;
}
