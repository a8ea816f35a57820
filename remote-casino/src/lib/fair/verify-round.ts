import type { Round } from '../types.ts';
import { FLOATS_NEEDED, isVerifiableGame, outcomeOfFloats, recordedOutcome, sameOutcome, type FairOutcome } from './outcomes.ts';
import { fairFloats, sha256Hex } from './stream.ts';

export type BrowserCheck =
  /** Only roulette, dice, keno, baccarat and video poker are recomputed here. */
  | { kind: 'unsupported' }
  /** The server seed is still secret: rotate the seeds first. */
  | { kind: 'not-revealed' }
  | { kind: 'checked'; recorded: FairOutcome | null; recomputed: FairOutcome; hashMatches: boolean; matches: boolean };

/**
 * Recomputes a round from its revealed seeds in the browser: the commitment (SHA-256 of the
 * server seed equals the hash shown before play) and the outcome from the HMAC stream.
 */
export async function verifyRoundInBrowser(round: Pick<Round, 'game' | 'outcome' | 'fairness'>): Promise<BrowserCheck> {
  const gameType = round.game.game_type;
  if (!isVerifiableGame(gameType)) return { kind: 'unsupported' };
  const fairness = round.fairness;
  if (!fairness?.server_seed) return { kind: 'not-revealed' };
  const seeds = { serverSeed: fairness.server_seed, clientSeed: fairness.client_seed, nonce: fairness.nonce };
  const [hash, floats] = await Promise.all([sha256Hex(seeds.serverSeed), fairFloats(seeds, FLOATS_NEEDED[gameType])]);
  const recomputed = outcomeOfFloats(gameType, floats);
  const recorded = recordedOutcome(gameType, round.outcome);
  const hashMatches = hash === fairness.server_seed_hash;
  return { kind: 'checked', recorded, recomputed, hashMatches, matches: hashMatches && recorded !== null && sameOutcome(recorded, recomputed) };
}
