/**
 * How stakes count towards a bonus's wagering (spec §9): slots in full; table games, video poker,
 * keno and the other casino categories not at all; sports bets at odds of at least the terms'
 * minimum, once they settle, for the stake they risked (a void bet or a void half risked nothing).
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

/** A leg of a settled bet: its result (null: undecided, when another leg lost the bet) and price. */
export interface SettledLeg {
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | null;
  /** Its price in hundredths (a dead heat's share already applied). */
  priceHundredths: number;
}

export interface SettledBetFacts {
  stakeCentavos: bigint;
  outcome: 'won' | 'lost' | 'void' | 'partial';
  legs: readonly SettledLeg[];
}

const HALF_RESULTS = new Set<SettledLeg['result']>(['half_won', 'half_lost']);

/**
 * Centavos of a settled sports bet's stake that count: only stake that was at risk, at odds of at
 * least the terms' minimum. A leg settled by halves (a quarter Asian handicap) splits the stake in
 * two: one half bets on the leg at its price, the other has it void (its stake came back). So the
 * bet is taken apart into equal parts, one per way its half legs can stand; a part counts when it
 * still bets on a leg and its own odds (void legs out) reach the minimum. A single half won or half
 * lost counts half its stake; a void bet nothing.
 */
export function sportsContribution(terms: WageringTerms, bet: SettledBetFacts): bigint {
  if (bet.outcome === 'void') return 0n;
  let parts = [{ oddsHundredths: 100, standing: false }];
  for (const leg of bet.legs) {
    if (leg.result === 'void') continue;
    const withLeg = parts.map((part) => ({ oddsHundredths: (part.oddsHundredths * leg.priceHundredths) / 100, standing: true }));
    parts = HALF_RESULTS.has(leg.result) ? [...withLeg, ...parts] : withLeg;
  }
  const counted = parts.filter((part) => part.standing && Math.floor(part.oddsHundredths) >= terms.sportsMinOddsHundredths).length;
  return (bet.stakeCentavos * BigInt(counted)) / BigInt(parts.length);
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
