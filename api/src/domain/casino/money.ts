/**
 * Payouts. Engines return the total return of a bet as an exact multiplier of the stake (stake
 * included: 1 is a push, 0 a loss); money is integer centavos and the payout is rounded down to
 * the centavo, so a rounding fraction always stays with the house and never exceeds 1 centavo.
 */
import { type Rational, rational } from './math/rational.ts';

export function assertStake(stakeCentavos: number): void {
  if (!Number.isSafeInteger(stakeCentavos) || stakeCentavos <= 0) throw new RangeError(`a stake must be a positive integer of centavos, got ${stakeCentavos}`);
}

/** ⌊stake × multiplier⌋ in centavos. */
export function payoutCentavos(stakeCentavos: number, multiplier: Rational): number {
  assertStake(stakeCentavos);
  if (multiplier.num < 0n) throw new RangeError('a payout multiplier cannot be negative');
  return Number((BigInt(stakeCentavos) * multiplier.num) / multiplier.den);
}

/** A multiplier written as a decimal string with at most 2 places ("3.84", "10000"). */
export function multiplierOf(text: string): Rational {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new SyntaxError(`not a multiplier: ${text}`);
  const decimals = match[2] ?? '';
  return rational(BigInt(match[1]! + decimals), 10n ** BigInt(decimals.length));
}
