/**
 * What happens to an active bonus next (spec §9): past its validity the remaining bonus money is
 * forfeited unless the wagering was met before it (play counted at or after the expiry does not
 * count, see {@link isPastExpiry}); once the wagering is met — and no stake paid with bonus
 * money is still open, since its result belongs to the bonus — the bonus balance converts to cash,
 * up to the win cap of a new-member bonus, the rest forfeited. A bonus whose wagering was met but
 * that reached its expiry waiting for such a stake converts what it has then (the terms: "once
 * wagering is complete, your bonus balance is converted"), and that stake's bonus share converts
 * when it comes back ({@link lateConversion}).
 */
import type { BonusProgress } from './types.ts';

export type NextStep = { step: 'none' } | { step: 'expire'; forfeitCentavos: bigint } | { step: 'convert'; convertCentavos: bigint; forfeitCentavos: bigint };

export interface WalletFacts {
  /** Spendable bonus money now. */
  bonusAvailableCentavos: bigint;
  /** Bonus money reserved by open bets or hands. */
  bonusPendingCentavos: bigint;
}

export function nextStep(bonus: BonusProgress, wallet: WalletFacts, nowMs: number): NextStep {
  if (bonus.status !== 'active') return { step: 'none' };
  const available = wallet.bonusAvailableCentavos > 0n ? wallet.bonusAvailableCentavos : 0n;
  const wageringMet = bonus.wageredCentavos >= bonus.wageringTargetCentavos;
  if (isPastExpiry(bonus, nowMs)) {
    return wageringMet ? { step: 'convert', ...capConversion(available, bonus.winCapCentavos) } : { step: 'expire', forfeitCentavos: available };
  }
  if (!wageringMet || wallet.bonusPendingCentavos > 0n) return { step: 'none' };
  return { step: 'convert', ...capConversion(available, bonus.winCapCentavos) };
}

/**
 * Whether a bonus has reached its expiry at `nowMs`. From then on its progress is final, whether or
 * not the expiry job has applied it yet (it runs every minute): play counted from then on does not
 * count ({@link countsTowardsWagering}), nothing more is added to it, and what it wagered before
 * decides whether it converts or expires. Expiry wins over anything later.
 */
export function isPastExpiry(bonus: { expiresAtMs: number | null }, nowMs: number): boolean {
  return bonus.expiresAtMs !== null && nowMs >= bonus.expiresAtMs;
}

/**
 * A return that reaches the bonus wallet after its bonus converted (a stake still open then): it
 * converts too, within what the win cap has left after the first conversion.
 */
export function lateConversion(
  returnCentavos: bigint,
  bonus: { winCapCentavos: bigint | null; convertedCentavos: bigint },
): { convertCentavos: bigint; forfeitCentavos: bigint } {
  const capLeft = bonus.winCapCentavos === null ? null : bonus.winCapCentavos > bonus.convertedCentavos ? bonus.winCapCentavos - bonus.convertedCentavos : 0n;
  return capConversion(returnCentavos, capLeft);
}

/** Splits a bonus balance into what converts and what the cap forfeits. */
export function capConversion(balanceCentavos: bigint, winCapCentavos: bigint | null): { convertCentavos: bigint; forfeitCentavos: bigint } {
  const convertCentavos = winCapCentavos !== null && balanceCentavos > winCapCentavos ? winCapCentavos : balanceCentavos;
  return { convertCentavos, forfeitCentavos: balanceCentavos - convertCentavos };
}

/**
 * How a return on a stake paid partly with bonus money splits: the bonus's share (in proportion
 * to the stake, rounded down) goes to the bonus wallet while that bonus lives; the rest is cash.
 * Rounded down so the odd centavo is the player's cash share, never their cash turned into
 * forfeitable bonus money; a stake paid only with bonus money comes back only as bonus money.
 */
export function splitReturn(returnCentavos: bigint, stake: { cashCentavos: bigint; bonusCentavos: bigint }): { cashCentavos: bigint; bonusCentavos: bigint } {
  const total = stake.cashCentavos + stake.bonusCentavos;
  if (total <= 0n || stake.bonusCentavos <= 0n) return { cashCentavos: returnCentavos, bonusCentavos: 0n };
  const bonusCentavos = (returnCentavos * stake.bonusCentavos) / total;
  return { cashCentavos: returnCentavos - bonusCentavos, bonusCentavos };
}
