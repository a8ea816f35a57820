/**
 * Seed management: the server seed is committed by its SHA-256 before play and revealed when the
 * player rotates to a new pair, after which every past bet under it can be recomputed. Pure: the
 * caller supplies the new server seed (32 random bytes as hex) from its own randomness.
 */
import { createHash } from 'node:crypto';

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** SHA-256 of the server seed's text (the 64 hex characters as UTF-8), lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED_PATTERN.test(value);
}

/** Why a client seed is refused, or null: 1–64 characters, no control characters. */
export function clientSeedProblem(value: string): string | null {
  if (value.length === 0) return 'the client seed is empty';
  if (value.length > CLIENT_SEED_MAX_LENGTH) return `the client seed is longer than ${CLIENT_SEED_MAX_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'the client seed contains control characters';
  return null;
}

/** What the player holds while betting: the commitment, not the server seed itself. */
export interface ActiveSeeds {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next bet will use. */
  readonly nonce: number;
}

export function openSeeds(serverSeed: string, clientSeed: string): ActiveSeeds {
  if (!isServerSeed(serverSeed)) throw new RangeError('the server seed must be 64 lowercase hex characters');
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new RangeError(problem);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export interface Rotation {
  /** The retired pair, server seed revealed: every nonce below `betsPlayed` can now be verified. */
  readonly revealed: { readonly serverSeed: string; readonly serverSeedHash: string; readonly clientSeed: string; readonly betsPlayed: number };
  /** The new pair: only the hash is shown to the player until the next rotation. */
  readonly next: ActiveSeeds;
}

/**
 * Retires `current` (revealing its server seed) and commits to `newServerSeed`. The client seed
 * carries over unless the player picks a new one. The nonce restarts at 0.
 */
export function rotateSeeds(current: ActiveSeeds, newServerSeed: string, newClientSeed: string = current.clientSeed): Rotation {
  if (newServerSeed === current.serverSeed) throw new RangeError('a rotated server seed must be new');
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      betsPlayed: current.nonce,
    },
    next: openSeeds(newServerSeed, newClientSeed),
  };
}

/** The nonce for the next bet and the seeds after it (nonces are never reused under one pair). */
export function takeNonce(current: ActiveSeeds): { nonce: number; after: ActiveSeeds } {
  return { nonce: current.nonce, after: { ...current, nonce: current.nonce + 1 } };
}
