/**
 * How stakes count towards a bonus's wagering (spec §9): slots in full; table games, video poker,
 * keno and the other casino categories not at all; sports bets in full at odds of at least the
 * terms' minimum, and only once they settle won or lost (a void bet did not risk anything).
 * Stakes count whether cash or bonus paid them: the requirement is on play, not on bonus money.
 */
import { isPastExpiry } from './lifecycle.ts';

export interface WageringTerms {
  /** Share of a casino stake that counts, by game category (0..1); a missing category counts 0. */
  contributionByCategory: Readonly<Record<string, number>>;
  sportsMinOddsHundredths: number;
}

/** Centavos of a casino stake that count, rounded down. */
export function casinoContribution(terms: WageringTerms, category: string, stakeCentavos: bigint): bigint {
  const share = Object.hasOwn(terms.contributionByCategory, category) ? terms.contributionByCategory[category]! : 0;
  return (stakeCentavos * BigInt(Math.round(share * 10_000))) / 10_000n;
}

/**
 * Centavos of a settled sports bet's stake that count. `settledOddsHundredths` are the odds the bet
 * was settled at (its void legs out: a 1.20 × 1.30 double with a void leg played at 1.20), and a
 * partly refunded bet (half lost) counts only the stake it lost.
 */
export interface SettledBetFacts {
  stakeCentavos: bigint;
  settledOddsHundredths: number;
  outcome: 'won' | 'lost' | 'void' | 'partial';
  payoutCentavos: bigint;
}

export function sportsContribution(terms: WageringTerms, bet: SettledBetFacts): bigint {
  if (bet.outcome === 'void' || bet.settledOddsHundredths < terms.sportsMinOddsHundredths) return 0n;
  return bet.outcome === 'partial' ? bet.stakeCentavos - bet.payoutCentavos : bet.stakeCentavos;
}

/** The odds a bet was settled at: its legs' prices multiplied, void legs left out (hundredths, rounded down). */
export function settledOddsHundredths(legs: readonly { result: string | null; priceHundredths: number }[]): number {
  return Math.floor(legs.filter((leg) => leg.result !== 'void').reduce((odds, leg) => (odds * leg.priceHundredths) / 100, 100));
}

/** Progress after a contribution; never past the target (the rest does not carry over). */
export function addWagering(wageredCentavos: bigint, contributionCentavos: bigint, targetCentavos: bigint): bigint {
  const total = wageredCentavos + (contributionCentavos > 0n ? contributionCentavos : 0n);
  return total < targetCentavos ? total : targetCentavos;
}

/** Whole percent of the requirement met, for progress bars (100 only when met). */
export function wageringPercent(wageredCentavos: bigint, targetCentavos: bigint): number {
  if (targetCentavos <= 0n || wageredCentavos >= targetCentavos) return 100;
  return Number((wageredCentavos * 100n) / targetCentavos);
}

/**
 * Whether play counts towards a bonus's wagering: only play placed at or after the bonus's grant (a
 * bet placed before it was not made under its terms, even when it settles while the bonus is
 * active) and counted before its expiry (from then on the bonus's progress is final; see
 * {@link isPastExpiry}). A bonus not granted yet counts nothing.
 */
export function countsTowardsWagering(
  bonus: { grantedAtMs: number | null; expiresAtMs: number | null },
  play: { placedAtMs: number; countedAtMs: number },
): boolean {
  if (bonus.grantedAtMs === null || play.placedAtMs < bonus.grantedAtMs) return false;
  return !isPastExpiry(bonus, play.countedAtMs);
}
