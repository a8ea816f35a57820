/**
 * The bonus vocabulary (spec §3 "Bonus", §9 terms). A definition says what a bonus gives and on
 * which terms; a player's bonus is one grant of it, with its wagering progress. Money is integer
 * centavos; instants are epoch milliseconds (the caller owns the clock).
 */

/** How the bonus amount is found: a share of a qualifying deposit, a fixed amount, or spins only. */
export type BonusKind = 'deposit_match' | 'fixed' | 'free_spins';

/** Which promotions page lists it; both kinds count wagering the same way (see wagering.ts). */
export type BonusProduct = 'casino' | 'sports';

/** Spec §3 "Bonus": type, percentage, maximum bonus, minimum deposit, wagering, validity, deposit count, redemptions. */
export interface BonusDefinition {
  kind: BonusKind;
  product: BonusProduct;
  /** deposit_match: bonus = deposit × percentage / 100, capped at maxBonusCentavos. */
  percentage: number;
  /** deposit_match: the cap; fixed: the amount. */
  maxBonusCentavos: bigint;
  minDepositCentavos: bigint;
  /** Wagering requirement as a multiple of the bonus amount (default 40). */
  wageringMultiple: number;
  validityDays: number;
  /** Which deposit of the player's it applies to (1 = the first); null: any deposit. */
  applicableDepositNumber: number | null;
  /** How many times one player may receive it. */
  redemptionsPerPlayer: number;
  /** A new-member bonus caps what converts to cash; null: no cap. */
  winCapCentavos: bigint | null;
  /** Free spins that come with it (0: none). */
  freeSpins: number;
  /** The offer window; null ends mean open. */
  availableFromMs: number | null;
  availableUntilMs: number | null;
}

/**
 * Where a player's bonus is in its life. `claimed`: opted in, waiting for the qualifying deposit;
 * `depleted`: ended before its wagering was met because its bonus money was all lost (lifecycle.ts).
 */
export type PlayerBonusStatus = 'claimed' | 'active' | 'completed' | 'forfeited' | 'expired' | 'cancelled' | 'depleted';

/** The state of one grant that the rules look at. */
export interface BonusProgress {
  status: PlayerBonusStatus;
  bonusCentavos: bigint;
  wageringTargetCentavos: bigint;
  wageredCentavos: bigint;
  expiresAtMs: number | null;
  winCapCentavos: bigint | null;
}

/** A status in which the grant still holds the player's single bonus slot (spec §9: one at a time). */
export function holdsBonusSlot(status: PlayerBonusStatus): boolean {
  return status === 'claimed' || status === 'active';
}
