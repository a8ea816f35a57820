/**
 * Roulette's per-spot limits (pure). Each bet type has its own stake range, the chips on one spot
 * added up (a straight pays 36×, so it takes less than red); the game's paytable publishes them
 * in `paytable.returns[]` as `{ type, returns, min_stake, max_stake }` in reais. The API refuses a
 * layout with a spot over its type's maximum (400 casino.errors.spotStakeOutOfRange); the table
 * stops the chip that would go over it instead, so the player learns it where they put it.
 */
import { ROULETTE_BET_TYPES } from '@palpite/shared/contract';
import { spotKey, type PlacedBet, type Spot } from './roulette-bets.ts';

export type SpotType = Spot['type'];

export const SPOT_TYPES: readonly SpotType[] = ROULETTE_BET_TYPES;

export interface SpotLimit {
  minCentavos: number;
  maxCentavos: number;
}

/** By bet type; a type the paytable does not give is checked by the server alone. */
export type SpotLimits = Partial<Record<SpotType, SpotLimit>>;

/** A spot a placement would take over its type's maximum. */
export interface SpotRefusal {
  type: SpotType;
  maxCentavos: number;
}

const isSpotType = (value: unknown): value is SpotType => typeof value === 'string' && (SPOT_TYPES as readonly string[]).includes(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The limits a roulette paytable publishes (rows without both limits are skipped). */
export function readSpotLimits(paytable: Record<string, unknown>): SpotLimits {
  const limits: SpotLimits = {};
  const rows: unknown[] = Array.isArray(paytable.returns) ? paytable.returns : [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const { type, min_stake: min, max_stake: max } = row as Record<string, unknown>;
    if (isSpotType(type) && isAmount(min) && isAmount(max)) limits[type] = { minCentavos: Math.round(min * 100), maxCentavos: Math.round(max * 100) };
  }
  return limits;
}

/** The first spot of `bets` staked over its type's maximum, or null. */
export function spotOverMax(bets: readonly PlacedBet[], limits: SpotLimits): SpotRefusal | null {
  // Bets are kept one per spot (`addChip` stacks), but merging here keeps the check right for any list.
  const perSpot = new Map<string, { type: SpotType; amountCentavos: number }>();
  for (const bet of bets) {
    const key = spotKey(bet.spot);
    const entry = perSpot.get(key) ?? { type: bet.spot.type, amountCentavos: 0 };
    entry.amountCentavos += bet.amountCentavos;
    perSpot.set(key, entry);
  }
  for (const { type, amountCentavos } of perSpot.values()) {
    const limit = limits[type];
    if (limit && amountCentavos > limit.maxCentavos) return { type, maxCentavos: limit.maxCentavos };
  }
  return null;
}
