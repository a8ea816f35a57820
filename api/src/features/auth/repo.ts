/** SQL of login challenges (the 2FA step) and one-time codes. */
import type { Queryable } from '../../db/database.ts';

export interface ChallengeRow {
  id: bigint;
  user_id: bigint;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertChallenge(db: Queryable, userId: bigint, tokenHash: Buffer, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO login_challenges (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [userId, tokenHash, expiresAt]);
}

export async function findChallengeForUpdate(db: Queryable, tokenHash: Buffer): Promise<ChallengeRow | null> {
  const result = await db.query<ChallengeRow>('SELECT id, user_id, attempts, expires_at, used_at FROM login_challenges WHERE token_hash = $1 FOR UPDATE', [
    tokenHash,
  ]);
  return result.rows[0] ?? null;
}

export async function countChallengeAttempt(db: Queryable, id: bigint): Promise<void> {
  await db.query('UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function useChallenge(db: Queryable, id: bigint, now: Date): Promise<void> {
  await db.query('UPDATE login_challenges SET used_at = $2 WHERE id = $1', [id, now]);
}
