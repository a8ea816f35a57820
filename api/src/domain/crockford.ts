import { CROCKFORD_BASE32 } from '@palpite/shared/contract';

/** Uppercase letters and digits of Crockford's base32 from random bytes (5 bits each), `length` characters. */
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
      code += CROCKFORD_BASE32[(accumulator >> bits) & 31];
    }
  }
  return code;
}
