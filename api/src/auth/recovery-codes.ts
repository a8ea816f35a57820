/**
 * A player's 2FA recovery codes, stored only as keyed hashes (`SecretBox.fingerprint`) bound to
 * the player. Replacing the set retires every unused code; using one marks it used under a row
 * lock, so it works once.
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Queryable } from '../db/database.ts';
import { drawRecoveryCodes } from '../domain/identity/recovery-codes.ts';

type Fingerprints = Pick<SecretBox, 'fingerprint'>;

const scope = (userId: bigint) => `2fa_recovery:${userId}`;

/** A new set for the player (the old one stops working); returns the codes to show once. */
export async function replaceRecoveryCodes(tx: Queryable, secrets: Fingerprints, userId: bigint, now: Date): Promise<string[]> {
  const codes = drawRecoveryCodes((size) => randomBytes(size));
  await retireRecoveryCodes(tx, userId, now);
  await tx.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash, created_at) SELECT $1, hash, $3 FROM unnest($2::bytea[]) AS hash', [
    userId,
    codes.map((code) => secrets.fingerprint(scope(userId), code)),
    now,
  ]);
  return codes;
}

/** 2FA turned off: no code of the old set may ever log in again. */
export async function retireRecoveryCodes(tx: Queryable, userId: bigint, now: Date): Promise<void> {
  await tx.query('UPDATE two_factor_recovery_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
}

/** Uses the code if it is one of the player's unused ones; returns how many are left then, or null. */
export async function useRecoveryCode(tx: Queryable, secrets: Fingerprints, userId: bigint, code: string, now: Date): Promise<number | null> {
  const used = await tx.query(
    `UPDATE two_factor_recovery_codes SET used_at = $3
     WHERE id = (SELECT id FROM two_factor_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1 FOR UPDATE)`,
    [userId, secrets.fingerprint(scope(userId), code), now],
  );
  if (used.rowCount === 0) return null;
  return remainingRecoveryCodes(tx, userId);
}

export async function remainingRecoveryCodes(q: Queryable, userId: bigint): Promise<number> {
  const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
  return rows[0]!.count;
}
