import { expect } from 'vitest';
import { createFairHasher } from '../fair/stream.ts';
import { toNumber } from '../math/rational.ts';
import { type SimulatedGame, type SimulationResult, runSimulation, simulationSpecs } from '../simulate.ts';

/** The simulations' fixed seed pair; each round takes the next nonce. */
export const SIMULATION_SERVER_SEED = '5f2c9a0d1e8b7c6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa9988';
export const SIMULATION_CLIENT_SEED = 'palpite-simulation';
export const SIMULATION_ROUNDS = 1_000_000;
export const SIMULATION_TIMEOUT_MS = 180_000;

/** Plays `rounds` rounds of `game` on the provably-fair stream and asserts |mean − exact| < 3 standard errors. */
export function expectSimulationMatches(game: SimulatedGame, rounds = SIMULATION_ROUNDS): SimulationResult {
  const spec = simulationSpecs()[game];
  const hasher = createFairHasher(SIMULATION_SERVER_SEED);
  const result = runSimulation(spec, rounds, (nonce) => hasher.floats(SIMULATION_CLIENT_SEED, nonce));
  expect(result.rounds).toBe(rounds);
  expect(
    Math.abs(result.mean - toNumber(spec.expected)),
    `${game}: mean ${result.mean} vs ${toNumber(spec.expected)} (se ${result.standardError})`,
  ).toBeLessThan(3 * result.standardError);
  return result;
}
