/**
 * Stake maths of every game client, in integer centavos: reading what the player typed
 * ("1,50", "1.50", "2"), checking it against the game's limits and balance, and the quick
 * halve/double buttons.
 */
import { parseReais } from '@palpite/shared';

/** "1,50" / "1.50" / "1" / "1.000,00" → 150 / 150 / 100 / 100000; null for anything that is not an amount with at most 2 decimals. */
export function parseStakeCentavos(text: string): number | null {
  const reais = parseReais(text);
  return reais === null ? null : Math.round(reais * 100);
}

export function centavosOf(reais: number): number {
  return Math.round(reais * 100);
}

/** 150 → "1,50" (what the stake field shows; pt-BR decimal comma, as the currency). */
export function stakeText(centavos: number): string {
  return (centavos / 100).toFixed(2).replace('.', ',');
}

export interface StakeLimits {
  minCentavos: number;
  maxCentavos: number;
  /** What the player can stake now (cash + bonus, or the demo balance); null while unknown. */
  availableCentavos: number | null;
}

export type StakeProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'insufficient';

/** Why a stake cannot be played, or null when it can. */
export function stakeProblem(text: string, limits: StakeLimits): StakeProblem | null {
  if (text.trim() === '') return 'required';
  const centavos = parseStakeCentavos(text);
  if (centavos === null || centavos === 0) return 'invalid';
  if (centavos < limits.minCentavos) return 'belowMin';
  if (centavos > limits.maxCentavos) return 'aboveMax';
  if (limits.availableCentavos !== null && centavos > limits.availableCentavos) return 'insufficient';
  return null;
}

/** Half the stake, never under the minimum (whole centavos). */
export function halveStake(centavos: number, limits: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return clampStake(Math.floor(centavos / 2), limits);
}

/** Twice the stake, never over the maximum. */
export function doubleStake(centavos: number, limits: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return clampStake(centavos * 2, limits);
}

export function clampStake(centavos: number, { minCentavos, maxCentavos }: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return Math.min(maxCentavos, Math.max(minCentavos, centavos));
}

/** The opening stake: R$ 1,00 when the game allows it, else its minimum. */
export function defaultStakeCentavos(limits: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return clampStake(100, limits);
}
