/**
 * Six-digit codes for password reset and email verification, drawn uniformly from random bytes
 * the caller supplies (rejection sampling avoids the modulo bias of `n % 1e6`).
 */
export const CODE_LENGTH = 6;
const CODE_SPACE = 10 ** CODE_LENGTH;
const LIMIT = Math.floor(0x1_0000_0000 / CODE_SPACE) * CODE_SPACE;

/** Returns null when the 4 bytes fall in the rejected tail; draw again. */
export function codeFromBytes(bytes: Uint8Array): string | null {
  if (bytes.length < 4) throw new Error('need 4 random bytes');
  const value = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  if (value >= LIMIT) return null;
  return String(value % CODE_SPACE).padStart(CODE_LENGTH, '0');
}

export function drawCode(randomBytes: (size: number) => Uint8Array): string {
  for (;;) {
    const code = codeFromBytes(randomBytes(4));
    if (code !== null) return code;
  }
}
