/**
 * Spec: a stake is paid from the cash balance before the bonus balance. Cash first keeps bonus
 * money (which carries wagering rules) for last and makes winnings on cash stakes withdrawable.
 */

/** How a stake is paid, or how much is missing. */
export type StakeSplit = { ok: true; cashCentavos: bigint; bonusCentavos: bigint } | { ok: false; shortfallCentavos: bigint };

/** Takes the stake from cash first, the rest from bonus; refuses if both together are not enough. */
export function splitStake(availableCashCentavos: bigint, availableBonusCentavos: bigint, stakeCentavos: bigint): StakeSplit {
  if (stakeCentavos <= 0n) throw new RangeError('stakeCentavos must be positive');
  const cash = availableCashCentavos > 0n ? availableCashCentavos : 0n;
  const bonus = availableBonusCentavos > 0n ? availableBonusCentavos : 0n;
  if (cash + bonus < stakeCentavos) return { ok: false, shortfallCentavos: stakeCentavos - cash - bonus };
  const cashCentavos = cash < stakeCentavos ? cash : stakeCentavos;
  return { ok: true, cashCentavos, bonusCentavos: stakeCentavos - cashCentavos };
}
