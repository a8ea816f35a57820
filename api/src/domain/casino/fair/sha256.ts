/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain TypeScript. The provably-fair byte
 * stream hashes one short message per 32 bytes, and node:crypto's `createHmac` costs ~5 µs per
 * call, mostly object set-up; here the key's inner and outer pad blocks are compressed once per
 * server seed (the "midstates"), so each round costs two compressions (~0.8 µs). The tests check
 * every output against node:crypto, which is what players' independent verifiers use.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const BLOCK = 64;
const W = new Int32Array(64);

/** One compression of the 64-byte block at `offset` into `state` (eight 32-bit words). */
function compress(state: Int32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    W[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + s1 + ch + K[i]! + W[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

function writeState(state: Int32Array, out: Uint8Array, offset: number): void {
  for (let i = 0; i < 8; i++) {
    const v = state[i]!;
    out[offset + i * 4] = v >>> 24;
    out[offset + i * 4 + 1] = (v >>> 16) & 0xff;
    out[offset + i * 4 + 2] = (v >>> 8) & 0xff;
    out[offset + i * 4 + 3] = v & 0xff;
  }
}

/**
 * Pads `message[0, length)` (already preceded by `prefixBytes` hashed bytes) into `scratch` and
 * compresses it into `state`. `scratch` must hold at least `length + 72` bytes.
 */
function finish(state: Int32Array, message: Uint8Array, length: number, prefixBytes: number, scratch: Uint8Array): void {
  const blocks = (length + 9 + BLOCK - 1) >> 6;
  const end = blocks * BLOCK;
  scratch.set(message.subarray(0, length), 0);
  scratch.fill(0, length, end);
  scratch[length] = 0x80;
  const bits = (prefixBytes + length) * 8; // messages here are far below 2^32 bits
  scratch[end - 4] = bits >>> 24;
  scratch[end - 3] = (bits >>> 16) & 0xff;
  scratch[end - 2] = (bits >>> 8) & 0xff;
  scratch[end - 1] = bits & 0xff;
  for (let block = 0; block < blocks; block++) compress(state, scratch, block * BLOCK);
}

export function sha256(message: Uint8Array): Uint8Array {
  const state = new Int32Array(IV);
  const whole = message.length - (message.length % BLOCK);
  for (let offset = 0; offset < whole; offset += BLOCK) compress(state, message, offset);
  const tail = message.subarray(whole);
  finish(state, tail, tail.length, whole, new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(32);
  writeState(state, out, 0);
  return out;
}

/** HMAC-SHA256 keyed once: `(message, length, out)` writes the 32-byte tag of `message[0, length)` into `out`. */
export type KeyedHmac = (message: Uint8Array, length: number, out: Uint8Array) => void;

export function createHmacSha256(key: Uint8Array): KeyedHmac {
  const block = new Uint8Array(BLOCK);
  block.set(key.length > BLOCK ? sha256(key) : key);
  const pad = new Uint8Array(BLOCK);
  const inner = new Int32Array(IV);
  for (let i = 0; i < BLOCK; i++) pad[i] = block[i]! ^ 0x36;
  compress(inner, pad, 0);
  const outer = new Int32Array(IV);
  for (let i = 0; i < BLOCK; i++) pad[i] = block[i]! ^ 0x5c;
  compress(outer, pad, 0);

  const state = new Int32Array(8);
  let scratch = new Uint8Array(4 * BLOCK);
  const digest = new Uint8Array(32);
  return (message, length, out) => {
    if (scratch.length < length + 2 * BLOCK) scratch = new Uint8Array(length + 2 * BLOCK);
    state.set(inner);
    finish(state, message, length, BLOCK, scratch);
    writeState(state, digest, 0);
    state.set(outer);
    finish(state, digest, 32, BLOCK, scratch);
    writeState(state, out, 0);
  };
}
