/** Bonus offers, promotions and a player's bonus as the API renders them: money in reais, instants as ISO strings. */
export type BonusProduct = 'casino' | 'sports';

export interface BonusOffer {
  code: string;
  kind: 'deposit_match' | 'free_spins' | (string & {});
  product: BonusProduct;
  percentage: number;
  max_bonus: number | null;
  min_deposit: number | null;
  wagering_multiple: number;
  validity_days: number;
  deposit_number: number | null;
  win_cap: number | null;
  free_spins: number;
  free_spin_game: { uuid: string; slug: string | null; name: string } | null;
  free_spin_bet: number | null;
  /** For a logged-in player, why they could not take the offer now; null when they can. Absent on a player's own bonuses. */
  unavailable?: OfferUnavailable | null;
}

/**
 * The API's claim refusal for this player (the text a claim would answer with, in the request's
 * language); `player_excluded` during a break or self-exclusion, with its end as text (`until`).
 */
export interface OfferUnavailable {
  reason: 'bonus_already_active' | 'redemptions_used' | 'deposit_number_passed' | 'real_bet_required' | 'player_excluded' | (string & {});
  message_key: string;
  message: string;
  translation_params?: Record<string, string | number>;
}

export interface Promotion {
  slug: string;
  product: BonusProduct;
  title: string;
  summary: string;
  body: string[];
  offer: BonusOffer | null;
}

export interface FreeSpinProgress {
  game: { uuid: string; name: string };
  quantity: number;
  left: number;
  total_win: number;
}

export interface PlayerBonus {
  id: number;
  offer: BonusOffer | null;
  status: 'claimed' | 'active' | (string & {});
  bonus_amount: number;
  wagering_target: number;
  wagered: number;
  wagering_remaining: number;
  wagering_percent: number;
  win_cap: number | null;
  free_spins: FreeSpinProgress | null;
  claimed_at: string | null;
  granted_at: string | null;
  expires_at: string | null;
  closed_at: string | null;
  close_reason: string | null;
}
