/** A slow request's lock, held by the test: what the requests in flight behind it wait for. */
import type { LightMyRequestResponse } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';

/**
 * Takes `lock` (rows locked by the test's own transaction) and holds it until the returned release
 * is called. On PGlite the one connection waits instead, and the requests queue for it in the
 * order they came.
 */
export async function holdLock(db: Database, lock: (tx: Queryable) => Promise<unknown>): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = db.transaction(async (tx) => {
    await lock(tx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** Resolves once `count` of `answers` are in, or after `ms` (on PGlite nothing answers while the lock is held). */
export function whenAnswered(answers: Promise<LightMyRequestResponse>[], count: number, ms: number): Promise<void> {
  let answered = 0;
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
    for (const answer of answers) void answer.then(() => ++answered >= count && resolve());
  });
}
