/** Crockford's base32: no I, L, O or U, so a code read aloud, off paper or typed is not misread. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Uppercase letters and digits from random bytes (5 bits each), `length` characters. */
export function randomCode(randomBytes: Uint8Array, length: number): string {
  if (randomBytes.length * 8 < length * 5) throw new Error(`${length} characters need ${Math.ceil((length * 5) / 8)} random bytes`);
  let code = '';
  let accumulator = 0;
  let bits = 0;
  for (const byte of randomBytes) {
    accumulator = ((accumulator << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && code.length < length) {
      bits -= 5;
      code += CROCKFORD[(accumulator >> bits) & 31];
    }
  }
  return code;
}
