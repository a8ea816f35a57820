/**
 * Whether a bonus may be claimed or granted now, and for how much. Pure: the caller gathers the
 * facts (the player's deposits, bonuses, bets) at one moment and applies the decision in the same
 * transaction.
 */
import type { BonusDefinition } from './types.ts';

export type ClaimRefusal =
  /** Spec §9: one active bonus at a time. */
  | 'bonus_already_active'
  | 'offer_not_available'
  | 'redemptions_used'
  /** The offer is for a deposit number the player is past (e.g. a first-deposit offer). */
  | 'deposit_number_passed'
  /**
   * A stake paid with bonus money is still open (a bet, a hand, a live bet, a provider's round):
   * its return goes to the bonus wallet, and must not land in a new bonus, free of its own bonus's
   * terms (a forfeit, a win cap).
   */
  | 'bonus_stakes_open'
  /** Regulated profile (JURISDICTION=br): no bonus before a real bet. */
  | 'real_bet_required';

export interface ClaimFacts {
  nowMs: number;
  /** Whether the player holds a claimed or active bonus. */
  holdsBonus: boolean;
  /** Whether a stake paid (partly) with bonus money, or a bonus free spin, is still open. */
  hasOpenBonusStakes: boolean;
  /** Times the player has received this bonus (claims that ended cancelled do not count). */
  redemptionsUsed: number;
  /** Credited deposits so far. */
  depositCount: number;
  /** Only asked for where the profile needs it. */
  realBetRequired: boolean;
  hasPlacedRealBet: boolean;
}

/** Why a player may not claim `definition` now, or null when they may. */
export function claimRefusal(definition: BonusDefinition, facts: ClaimFacts): ClaimRefusal | null {
  if (!isOfferOpen(definition, facts.nowMs)) return 'offer_not_available';
  if (facts.holdsBonus) return 'bonus_already_active';
  if (facts.redemptionsUsed >= definition.redemptionsPerPlayer) return 'redemptions_used';
  if (definition.kind === 'deposit_match' && definition.applicableDepositNumber !== null && facts.depositCount >= definition.applicableDepositNumber) {
    return 'deposit_number_passed';
  }
  if (facts.hasOpenBonusStakes) return 'bonus_stakes_open';
  if (facts.realBetRequired && !facts.hasPlacedRealBet) return 'real_bet_required';
  return null;
}

/**
 * Whether anyone could ever receive `definition` under the site's rules. Where no bonus comes
 * before a real-money bet (the br profile), an offer for the first deposit never can: that deposit
 * always comes before the first bet. Such an offer is not shown at all.
 */
export function canEverBeGranted(definition: Pick<BonusDefinition, 'kind' | 'applicableDepositNumber'>, rules: { realBetRequired: boolean }): boolean {
  return !(rules.realBetRequired && definition.kind === 'deposit_match' && definition.applicableDepositNumber === 1);
}

export function isOfferOpen(definition: Pick<BonusDefinition, 'availableFromMs' | 'availableUntilMs'>, nowMs: number): boolean {
  if (definition.availableFromMs !== null && nowMs < definition.availableFromMs) return false;
  return definition.availableUntilMs === null || nowMs < definition.availableUntilMs;
}

export type DepositMatch =
  { qualifies: true; bonusCentavos: bigint } | { qualifies: false; reason: 'below_minimum' | 'wrong_deposit_number' | 'not_a_deposit_bonus' };

/**
 * The bonus a deposit earns under a claimed deposit-match offer. `depositNumber` counts this
 * deposit (1 = the first). The amount is rounded down to the centavo: the house never rounds up.
 */
export function matchDeposit(definition: BonusDefinition, depositCentavos: bigint, depositNumber: number): DepositMatch {
  if (definition.kind !== 'deposit_match') return { qualifies: false, reason: 'not_a_deposit_bonus' };
  if (definition.applicableDepositNumber !== null && depositNumber !== definition.applicableDepositNumber) {
    return { qualifies: false, reason: 'wrong_deposit_number' };
  }
  if (depositCentavos < definition.minDepositCentavos) return { qualifies: false, reason: 'below_minimum' };
  const share = (depositCentavos * BigInt(Math.round(definition.percentage * 100))) / 10_000n;
  return { qualifies: true, bonusCentavos: share < definition.maxBonusCentavos ? share : definition.maxBonusCentavos };
}

/** The bonus a fixed or free-spins offer gives at once (free spins alone give no bonus money). */
export function fixedAmount(definition: BonusDefinition): bigint {
  return definition.kind === 'fixed' ? definition.maxBonusCentavos : 0n;
}

/** What a grant of `bonusCentavos` must wager, and until when. Multiples may have a fraction (2.5×). */
export function grantTerms(definition: BonusDefinition, bonusCentavos: bigint, nowMs: number): { wageringTargetCentavos: bigint; expiresAtMs: number } {
  const multipleHundredths = BigInt(Math.round(definition.wageringMultiple * 100));
  return {
    wageringTargetCentavos: (bonusCentavos * multipleHundredths) / 100n,
    expiresAtMs: nowMs + definition.validityDays * 86_400_000,
  };
}
