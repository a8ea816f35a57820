/**
 * What happens to an active bonus next (spec §9): past its validity the remaining bonus money is
 * forfeited unless the wagering was met before it (play counted at or after the expiry does not
 * count, see {@link isPastExpiry}); once the wagering is met — and no stake paid with bonus
 * money is still open, since its result belongs to the bonus — the bonus balance converts to cash,
 * up to the win cap of a new-member bonus, the rest forfeited. A bonus whose wagering was met but
 * that reached its expiry waiting for such a stake converts what it has then (the terms: "once
 * wagering is complete, your bonus balance is converted"), and that stake's bonus share converts
 * when it comes back ({@link lateConversion}). A bonus short of its wagering whose bonus money is
 * all gone, with nothing left that could bring any back (no reserved or open bonus stake, no free
 * spin left), ends at once as depleted: nothing could ever meet its wagering, and waiting for its
 * expiry would only hold the player's one bonus slot (spec §9: one active bonus at a time).
 */
import type { BonusProgress } from './types.ts';

export type NextStep =
  { step: 'none' } | { step: 'expire'; forfeitCentavos: bigint } | { step: 'convert'; convertCentavos: bigint; forfeitCentavos: bigint } | { step: 'deplete' };

export interface WalletFacts {
  /** Spendable bonus money now. */
  bonusAvailableCentavos: bigint;
  /** Bonus money reserved by open bets or hands, plus the bonus's free spins left (each may win bonus money). */
  bonusPendingCentavos: bigint;
  /**
   * Whether a stake paid with bonus money, or a round on a bonus free spin, is still open, reserved
   * or not (a provider's round or a live-table bet takes its stake at once): its return belongs to
   * the bonus. Only an empty bonus looks at it; a conversion waits for reserved stakes alone.
   */
  hasOpenBonusStakes: boolean;
}

export function nextStep(bonus: BonusProgress, wallet: WalletFacts, nowMs: number): NextStep {
  if (bonus.status !== 'active') return { step: 'none' };
  const available = wallet.bonusAvailableCentavos > 0n ? wallet.bonusAvailableCentavos : 0n;
  const wageringMet = bonus.wageredCentavos >= bonus.wageringTargetCentavos;
  if (isPastExpiry(bonus, nowMs)) {
    return wageringMet ? { step: 'convert', ...capConversion(available, bonus.winCapCentavos) } : { step: 'expire', forfeitCentavos: available };
  }
  if (!wageringMet) return isDepleted(wallet) ? { step: 'deplete' } : { step: 'none' };
  if (wallet.bonusPendingCentavos > 0n) return { step: 'none' };
  return { step: 'convert', ...capConversion(available, bonus.winCapCentavos) };
}

/** No bonus money to play with, and none that could still come back to the bonus. */
function isDepleted(wallet: WalletFacts): boolean {
  return wallet.bonusAvailableCentavos <= 0n && wallet.bonusPendingCentavos <= 0n && !wallet.hasOpenBonusStakes;
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
