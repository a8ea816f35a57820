/**
 * Stake maths of every game client, in integer centavos: reading what the player typed
 * ("1,50", "1.50", "2"), checking it against the game's limits and balance, and the quick
 * halve/double buttons.
 */
import { formatCentavos, parseReais } from '@palpite/shared';

/** "1,50" / "1.50" / "1" / "1.000,00" → 150 / 150 / 100 / 100000; null for anything that is not an amount with at most 2 decimals. */
export function parseStakeCentavos(text: string): number | null {
  const reais = parseReais(text);
  return reais === null ? null : Math.round(reais * 100);
}

export function centavosOf(reais: number): number {
  return Math.round(reais * 100);
}

/**
 * 150 → "1,50", 100000 → "1.000,00": what the stake field shows, written as every amount on the site
 * (pt-BR grouping and decimal comma) without the currency, which the field shows beside it.
 */
export function stakeText(centavos: number): string {
  return formatCentavos(centavos).replace(/^R\$\s*/u, '');
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

/** The most a stake can be now: the game's maximum, or the balance when that is known and lower. */
export function playableMaxCentavos({ maxCentavos, availableCentavos }: StakeLimits): number {
  return availableCentavos === null ? maxCentavos : Math.min(maxCentavos, availableCentavos);
}

/**
 * Where the quick buttons put a stake: between the game's minimum and the most it can be now
 * (`playableMaxCentavos`), so neither leaves a stake the game or the balance refuses. A balance under
 * the minimum gives the minimum: no stake can be played then, and the field says why.
 */
function quickStake(centavos: number, limits: StakeLimits): number {
  return Math.max(limits.minCentavos, Math.min(playableMaxCentavos(limits), centavos));
}

/** Half the stake (whole centavos), never under the minimum nor over what can be staked now. */
export function halveStake(centavos: number, limits: StakeLimits): number {
  return quickStake(Math.floor(centavos / 2), limits);
}

/** Twice the stake, never over the game's maximum nor the balance. */
export function doubleStake(centavos: number, limits: StakeLimits): number {
  return quickStake(centavos * 2, limits);
}

export function clampStake(centavos: number, { minCentavos, maxCentavos }: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return Math.min(maxCentavos, Math.max(minCentavos, centavos));
}

/** The opening stake: R$ 1,00 when the game allows it, else its minimum. */
export function defaultStakeCentavos(limits: Pick<StakeLimits, 'minCentavos' | 'maxCentavos'>): number {
  return clampStake(100, limits);
}
