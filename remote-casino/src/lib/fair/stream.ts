/**
 * The provably-fair stream recomputed in the browser, so a player need not trust our server's own
 * "verified" flag:
 *
 *   bytes(round) = HMAC-SHA256(key = server seed hex text as UTF-8, message = `${clientSeed}:${nonce}:${round}`)
 *
 * for round = 0, 1, 2, …; each float takes the next 4 bytes, b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const FLOATS_PER_ROUND = 8;
const TWO_POW_32 = 4294967296;
const utf8 = new TextEncoder();

/** The 8 floats of one 32-byte HMAC output, in order. Pure. */
export function floatsOfBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 4) {
    // Equal to b0/256 + b1/256² + b2/256³ + b3/256⁴, exactly (a 32-bit integer over 2³²).
    floats.push((((bytes[at]! * 256 + bytes[at + 1]!) * 256 + bytes[at + 2]!) * 256 + bytes[at + 3]!) / TWO_POW_32);
  }
  return floats;
}

/** HMAC-SHA256 with WebCrypto (no library: the browser's own implementation). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', utf8.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, utf8.encode(message)));
}

/** SHA-256 of the server seed's text, as lowercase hex: the commitment shown before play. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The first `count` floats of one bet's stream. */
export async function fairFloats({ serverSeed, clientSeed, nonce }: SeedPair, count: number): Promise<number[]> {
  const rounds = Math.ceil(count / FLOATS_PER_ROUND);
  const floats: number[] = [];
  for (let round = 0; round < rounds; round++) floats.push(...floatsOfBytes(await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`)));
  return floats.slice(0, count);
}
