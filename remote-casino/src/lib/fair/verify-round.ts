import type { Round } from '../types.ts';
import { floatsNeeded, isVerifiableGame, outcomeOfFloats, publicInputs, recordedOutcome, sameOutcome, type FairOutcome } from './outcomes.ts';
import { fairFloats, sha256Hex } from './stream.ts';

export type BrowserCheck =
  /** A game this page cannot recompute (not one of ours, or a slot whose reels were not published): our server checks it. */
  | { kind: 'unsupported' }
  /** The server seed is still secret: rotate the seeds first. */
  | { kind: 'not-revealed' }
  | { kind: 'checked'; recorded: FairOutcome | null; recomputed: FairOutcome; hashMatches: boolean; matches: boolean };

/**
 * Recomputes a round from its revealed seeds in the browser: the commitment (SHA-256 of the
 * server seed equals the hash shown before play) and the outcome from the HMAC stream. A slot's
 * spins need its reels, which `GET /games/:uuid` publishes in the game's `paytable`.
 */
export async function verifyRoundInBrowser(
  round: Pick<Round, 'game' | 'outcome' | 'fairness'>,
  paytable?: Record<string, unknown> | null,
): Promise<BrowserCheck> {
  const gameType = round.game.game_type;
  if (!isVerifiableGame(gameType)) return { kind: 'unsupported' };
  const inputs = publicInputs(round.outcome, paytable);
  if (gameType === 'slots' && !inputs.reels) return { kind: 'unsupported' };
  const fairness = round.fairness;
  if (!fairness?.server_seed) return { kind: 'not-revealed' };
  const seeds = { serverSeed: fairness.server_seed, clientSeed: fairness.client_seed, nonce: fairness.nonce };
  const [hash, floats] = await Promise.all([sha256Hex(seeds.serverSeed), fairFloats(seeds, floatsNeeded(gameType, inputs))]);
  const recomputed = outcomeOfFloats(gameType, floats, inputs);
  const recorded = recordedOutcome(gameType, round.outcome, inputs);
  const hashMatches = hash === fairness.server_seed_hash;
  return { kind: 'checked', recorded, recomputed, hashMatches, matches: hashMatches && recorded !== null && sameOutcome(recorded, recomputed) };
}
