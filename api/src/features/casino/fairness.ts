/**
 * Provably-fair seed pairs per player (api/src/domain/casino/fair): one active pair serves all of
 * a player's in-house games, its nonce counting their rounds. The server seed is 32 random bytes
 * (hex), shown only as its SHA-256 until the player rotates; rotating reveals it, so every round
 * played under it can be recomputed, and moves to a new pair (nonce 0). Setting a new client seed
 * rotates too (the usual rule: a pair is never changed once bets were made under it). Rotation is
 * refused while a hand (blackjack, video poker) is in progress: revealing its seed would reveal
 * its coming cards.
 *
 * The new pair's server seed is not drawn at the rotation: the active pair carries its successor,
 * drawn when the active pair was opened and shown as `next_server_seed_hash`. So the player sees
 * the commitment before choosing the client seed it will be combined with, and a server that
 * knew the client seed could not have picked a seed to suit it. A rotation promotes that seed and
 * draws the following one.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { clientSeedProblem, hashServerSeed } from '../../domain/casino/fair/seeds.ts';
import { AppError } from '../../http/errors.ts';
import { casinoErrors } from './errors.ts';
import * as repo from './repo.ts';

export interface FairnessDeps {
  db: Database;
  now: () => Date;
  /** 32 random bytes as 64 hex characters (tests may fix it). */
  newServerSeed?: () => string;
}

export function pairView(pair: repo.SeedPairRow) {
  return {
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    nonce: Number(pair.nonce),
    next_server_seed_hash: pair.next_server_seed_hash,
  };
}

export function revealedView(pair: repo.SeedPairRow) {
  return {
    server_seed: pair.server_seed,
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    bets_played: Number(pair.nonce),
    revealed_at: pair.revealed_at?.toISOString() ?? null,
  };
}

export function createFairness(deps: FairnessDeps) {
  const { db, now } = deps;
  const newServerSeed = deps.newServerSeed ?? (() => randomBytes(32).toString('hex'));
  const newClientSeed = () => randomBytes(8).toString('hex');

  /** Opens a pair on `serverSeed` (the player's first: a fresh one) with a freshly drawn successor; false when one is already active. */
  async function open(q: Queryable, userId: bigint, clientSeed: string = newClientSeed(), serverSeed: string = newServerSeed()): Promise<boolean> {
    const nextServerSeed = newServerSeed();
    return repo.insertSeedPair(q, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
      nextServerSeed,
      nextServerSeedHash: hashServerSeed(nextServerSeed),
      now: now(),
    });
  }

  async function active(q: Queryable, userId: bigint): Promise<repo.SeedPairRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const pair = await repo.activeSeedPair(q, userId);
      if (pair) return pair;
      await open(q, userId);
    }
    throw new Error(`casino: no active seed pair for user ${userId}`);
  }

  function checkClientSeed(clientSeed: string): void {
    const problem = clientSeedProblem(clientSeed);
    if (problem) {
      throw new AppError({
        status: 400,
        key: 'casino.errors.clientSeedInvalid',
        message: problem,
        fieldErrors: { client_seed: ['casino.errors.clientSeedInvalid'] },
      });
    }
  }

  async function rotate(userId: bigint, clientSeed: string | undefined) {
    if (clientSeed !== undefined) checkClientSeed(clientSeed);
    return db.transaction(async (tx) => {
      await repo.holdSeedPairs(tx, userId);
      await active(tx, userId);
      // Locked after the player's rotations are serialised: this waits only for rounds taking a nonce, which leave the pair active.
      const current = await repo.activeSeedPair(tx, userId, { lock: true });
      if (!current?.next_server_seed) throw new Error(`casino: no active seed pair with a successor for user ${userId}`);
      if (await repo.hasOpenHands(tx, userId)) throw casinoErrors.rotationBlocked();
      const revealedAt = now();
      await repo.revealSeedPair(tx, current.id, revealedAt);
      if (!(await open(tx, userId, clientSeed ?? current.client_seed, current.next_server_seed)))
        throw new Error(`casino: a seed pair was opened for user ${userId} during its rotation`);
      const next = (await repo.activeSeedPair(tx, userId))!;
      return {
        current: pairView(next),
        revealed: revealedView({ ...current, status: 'revealed', revealed_at: revealedAt, next_server_seed: null }),
      };
    });
  }

  return {
    /**
     * The seeds and nonce of the player's next round, taken atomically inside the caller's
     * transaction (the nonce is incremented by the same statement); opens a pair if needed.
     */
    async take(q: Queryable, userId: bigint): Promise<repo.SeedPairRow> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const pair = await repo.takeNonce(q, userId);
        if (pair) return pair;
        await open(q, userId);
      }
      throw new Error(`casino: could not take a nonce for user ${userId}`);
    },

    /** GET /user/fairness */
    async current(userId: bigint) {
      const pair = await active(db, userId);
      const previous = await repo.lastRevealedSeedPair(db, userId);
      return { ...pairView(pair), previous: previous ? revealedView(previous) : null };
    },

    /** POST /user/fairness/rotate: reveals the current server seed and commits to a new one. */
    rotate: (userId: bigint, clientSeed?: string) => rotate(userId, clientSeed),

    /** PUT /user/fairness/client-seed: a new client seed, which rotates the pair. */
    setClientSeed: (userId: bigint, clientSeed: string) => rotate(userId, clientSeed),
  };
}

export type Fairness = ReturnType<typeof createFairness>;
