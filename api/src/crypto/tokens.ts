/**
 * Opaque bearer tokens: 32 bytes from the CSPRNG (256 bits), base64url (43 characters).
 * Only their SHA-256 is stored, so a database leak does not leak usable tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A code (6 digits) is hashed with its purpose and owner so equal codes never collide. */
export function hashCode(code: string, scope: string): Buffer {
  return createHash('sha256').update(`${scope}:${code}`, 'utf8').digest();
}
