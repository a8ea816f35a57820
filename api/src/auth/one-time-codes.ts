/**
 * Six-digit codes sent by email (password reset, email verification). Stored only as a hash
 * bound to player and purpose; each expires, allows a few wrong tries, and a new code replaces
 * the old one. Every check happens inside the caller's transaction with the row locked, so
 * concurrent guesses cannot exceed the attempt limit.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { drawCode } from '../domain/identity/codes.ts';
import { hashCode } from '../crypto/tokens.ts';

export type CodePurpose = 'password_reset' | 'email_verification';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

interface CodeRow {
  id: bigint;
  code_hash: Buffer;
  attempts: number;
  verified_at: Date | null;
}

const scope = (userId: bigint, purpose: CodePurpose) => `${purpose}:${userId}`;

/** Creates a new code (retiring earlier ones) and returns it for the mail. */
export async function issueCode(db: Queryable, userId: bigint, purpose: CodePurpose, now: Date): Promise<string> {
  const code = drawCode((size) => randomBytes(size));
  await db.query('UPDATE one_time_codes SET consumed_at = $3 WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL', [userId, purpose, now]);
  await db.query('INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    userId,
    purpose,
    hashCode(code, scope(userId, purpose)),
    new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  ]);
  return code;
}

export type CodeCheck =
  | { ok: true; codeId: bigint; verified: boolean }
  /** No live code: none issued, expired, or already used. */
  | { ok: false; reason: 'missing' }
  /** The attempt limit is used up: the player must request a new code. */
  | { ok: false; reason: 'too-many-attempts' }
  | { ok: false; reason: 'wrong' };

/** The player's live code for a purpose (the newest), locked until the caller's transaction ends. */
async function liveCodeForUpdate(db: Queryable, userId: bigint, purpose: CodePurpose, now: Date): Promise<CodeRow | undefined> {
  const result = await db.query<CodeRow>(
    `SELECT id, code_hash, attempts, verified_at FROM one_time_codes
     WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, now],
  );
  return result.rows[0];
}

/** Compares a code with a live row; a wrong one counts as an attempt on that row. */
async function compareWithRow(db: Queryable, row: CodeRow, userId: bigint, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' };
  if (!timingSafeEqual(Buffer.from(row.code_hash), hashCode(code, scope(userId, purpose)))) {
    await db.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, reason: 'wrong' };
  }
  return { ok: true, codeId: row.id, verified: row.verified_at !== null };
}

/** Checks a code; a wrong one counts as an attempt. Does not consume it. */
export async function checkCode(db: Queryable, userId: bigint, purpose: CodePurpose, code: string, now: Date): Promise<CodeCheck> {
  const row = await liveCodeForUpdate(db, userId, purpose, now);
  if (!row) return { ok: false, reason: 'missing' };
  return compareWithRow(db, row, userId, purpose, code);
}

/**
 * Checks a code against the live code only if that code already passed a verify step
 * (`markCodeVerified`); a live code not yet verified counts as none ('missing') and is neither
 * compared nor charged an attempt. So a later step that anyone can call with just the email (the
 * password reset) cannot spend the guesses of a code still waiting for the step that checks more
 * than the code (the player's names), nor tell a registered address by its answer. A wrong guess
 * at a verified code is still counted, so that step cannot be used to try every code either.
 */
export async function checkVerifiedCode(db: Queryable, userId: bigint, purpose: CodePurpose, code: string, now: Date): Promise<CodeCheck> {
  const row = await liveCodeForUpdate(db, userId, purpose, now);
  if (!row || row.verified_at === null) return { ok: false, reason: 'missing' };
  return compareWithRow(db, row, userId, purpose, code);
}

export async function markCodeVerified(db: Queryable, codeId: bigint, now: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET verified_at = $2 WHERE id = $1', [codeId, now]);
}

export async function consumeCode(db: Queryable, codeId: bigint, now: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [codeId, now]);
}
