import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareCritical } from '../testing/chi-square.ts';
import { DECK_SIZE, cardName, parseCard, rankIndex, suitIndex } from './cards.ts';
import { cardsWithReplacement, cardsWithoutReplacement, diceRoll, diceRollHundredths, kenoDraw, reelStop, rouletteNumber } from './mappings.ts';
import { clientSeedProblem, hashServerSeed, openSeeds, rotateSeeds, takeNonce } from './seeds.ts';
import { createHmacSha256, sha256 } from './sha256.ts';
import { createFairHasher, fairFloats, floatsFrom } from './stream.ts';

/** A second implementation, written the obvious way: node:crypto per round, the float as the published byte sum. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return floats;
}

const take = (source: { next(): number }, count: number) => Array.from({ length: count }, () => source.next());
const SEED_A = 'a'.repeat(64);
const SEED_B = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('SHA-256 and HMAC-SHA256', () => {
  it('match node:crypto for messages of every length around the block boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const message = Buffer.from(Array.from({ length }, (_, i) => (i * 31 + length) & 0xff));
      expect(Buffer.from(sha256(message)).toString('hex')).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('match node:crypto for short, block-sized and long keys', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 100, 200]) {
      const key = Buffer.alloc(keyLength, 0x61 + (keyLength % 7));
      const hmac = createHmacSha256(key);
      for (const messageLength of [0, 10, 55, 56, 64, 119, 150]) {
        const message = Buffer.alloc(messageLength, 0x30 + (messageLength % 9));
        const out = new Uint8Array(32);
        hmac(message, message.length, out);
        expect(Buffer.from(out).toString('hex')).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });
});

describe('the provably-fair stream', () => {
  it('equals the reference implementation for random seed pairs and nonces (crossing rounds)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1, maxLength: 64, unit: 'grapheme' }),
        fc.nat(),
        (bytes, clientSeed, nonce) => {
          const serverSeed = Buffer.from(bytes).toString('hex');
          expect(take(fairFloats({ serverSeed, clientSeed, nonce }), 20)).toEqual(referenceFloats(serverSeed, clientSeed, nonce, 20));
        },
      ),
      { numRuns: 300 },
    );
  });

  // Values computed independently (Python hmac/hashlib) and checked against the reference above.
  const VECTORS = [
    {
      seeds: { serverSeed: SEED_A, clientSeed: 'palpite', nonce: 1 },
      hash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
      floats: [
        0.3240021460223943, 0.3460783597547561, 0.9882099896203727, 0.16619386593811214, 0.6572577070910484, 0.6466741170734167, 0.8786727283149958,
        0.12775473133660853, 0.6845389171503484,
      ],
      number: 11,
      roll: 32.4,
      drawn: [13, 15, 40, 7, 27, 26, 35, 5, 28, 30],
      cards: ['6-diamond', '6-heart', 'A-club', '4-diamond', '10-spade', '10-heart', 'K-heart', '3-spade'],
      videopoker: ['6-diamond', '6-spade', 'A-club', '4-diamond', '10-spade', '10-heart', 'K-heart', '3-heart', 'J-diamond', 'J-spade'],
    },
    {
      seeds: { serverSeed: SEED_B, clientSeed: 'jogador-ü☃', nonce: 42 },
      hash: '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c',
      floats: [
        0.10549335111863911, 0.37998209125362337, 0.8155213703867048, 0.9452367282938212, 0.04979921272024512, 0.03615885367617011, 0.3286732155829668,
        0.8925486053340137, 0.0905634278897196,
      ],
      number: 3,
      roll: 10.55,
      drawn: [5, 16, 33, 38, 2, 3, 15, 36, 6, 9],
      cards: ['3-heart', '6-club', 'Q-spade', 'A-heart', '2-spade', '2-heart', '6-heart', 'K-spade'],
      videopoker: ['3-heart', '7-diamond', 'Q-spade', 'A-heart', '2-spade', '2-heart', '6-spade', 'K-spade', '3-spade', '4-spade'],
    },
    {
      seeds: { serverSeed: SEED_B, clientSeed: 'x', nonce: 0 },
      hash: '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c',
      floats: [
        0.24789309059269726, 0.34652012935839593, 0.644401143072173, 0.9172181584872305, 0.8371008583344519, 0.6431894889101386, 0.7800753652118146,
        0.46386773069389164, 0.9722633641213179,
      ],
      number: 9,
      roll: 24.79,
      drawn: [10, 15, 27, 37, 34, 25, 31, 18, 40, 1],
      cards: ['5-diamond', '6-spade', '10-heart', 'K-club', 'Q-club', '10-heart', 'Q-diamond', '8-diamond'],
      videopoker: ['5-diamond', '6-spade', '10-spade', 'K-club', 'Q-club', '10-diamond', 'J-club', '7-spade', 'A-spade', '2-diamond'],
    },
  ];

  it.each(VECTORS)('reproduces the known vector $seeds.clientSeed:$seeds.nonce', (vector) => {
    expect(hashServerSeed(vector.seeds.serverSeed)).toBe(vector.hash);
    expect(take(fairFloats(vector.seeds), 9)).toEqual(vector.floats);
    expect(referenceFloats(vector.seeds.serverSeed, vector.seeds.clientSeed, vector.seeds.nonce, 9)).toEqual(vector.floats);
    expect(rouletteNumber(fairFloats(vector.seeds))).toBe(vector.number);
    expect(diceRoll(fairFloats(vector.seeds))).toBe(vector.roll);
    expect(kenoDraw(fairFloats(vector.seeds))).toEqual(vector.drawn);
    expect(cardsWithReplacement(fairFloats(vector.seeds), 8).map(cardName)).toEqual(vector.cards);
    expect(cardsWithoutReplacement(fairFloats(vector.seeds), 10).map(cardName)).toEqual(vector.videopoker);
  });

  it('is deterministic, differs between nonces and resumes at any float index', () => {
    const seeds = { serverSeed: SEED_A, clientSeed: 'palpite', nonce: 7 };
    const first = take(fairFloats(seeds), 30);
    expect(take(fairFloats(seeds), 30)).toEqual(first);
    expect(take(fairFloats({ ...seeds, nonce: 8 }), 30)).not.toEqual(first);
    expect(take(fairFloats({ ...seeds, clientSeed: 'palpite2' }), 30)).not.toEqual(first);
    for (const start of [0, 1, 7, 8, 9, 23]) {
      const resumed = fairFloats(seeds, start);
      expect(resumed.position).toBe(start);
      expect(take(resumed, 30 - start)).toEqual(first.slice(start));
    }
    const hasher = createFairHasher(SEED_A);
    expect(Buffer.from(hasher.round('palpite', 7, 2)).toString('hex')).toBe(createHmac('sha256', SEED_A).update('palpite:7:2').digest('hex'));
  });

  it('gives floats in [0, 1) that are multiples of 2^-32', () => {
    for (const f of take(fairFloats({ serverSeed: SEED_B, clientSeed: 'grid', nonce: 3 }), 1000)) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      expect(Number.isInteger(f * 2 ** 32)).toBe(true);
    }
    expect(rouletteNumber(floatsFrom([1 - 2 ** -32]))).toBe(36);
    expect(diceRollHundredths(floatsFrom([1 - 2 ** -32]))).toBe(10000);
    expect(diceRoll(floatsFrom([0]))).toBe(0);
    expect(() => floatsFrom([0.5]).next() + floatsFrom([]).next()).toThrow(RangeError);
  });
});

describe('cards', () => {
  it('orders the deck by rank then diamond, heart, spade, club', () => {
    expect([0, 1, 2, 3, 4, 35, 36, 51].map(cardName)).toEqual(['2-diamond', '2-heart', '2-spade', '2-club', '3-diamond', '10-club', 'J-diamond', 'A-club']);
    for (let card = 0; card < DECK_SIZE; card++) expect(parseCard(cardName(card))).toBe(card);
    expect(() => parseCard('1-heart')).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('commits by SHA-256 of the seed text and rotates, revealing the old seed', () => {
    const current = openSeeds(SEED_A, 'palpite');
    expect(current.serverSeedHash).toBe(createHash('sha256').update(SEED_A).digest('hex'));
    const { nonce, after } = takeNonce(takeNonce(current).after);
    expect(nonce).toBe(1);
    const rotation = rotateSeeds(after, SEED_B);
    expect(rotation.revealed).toEqual({ serverSeed: SEED_A, serverSeedHash: current.serverSeedHash, clientSeed: 'palpite', betsPlayed: 2 });
    expect(rotation.next).toEqual({ serverSeed: SEED_B, serverSeedHash: hashServerSeed(SEED_B), clientSeed: 'palpite', nonce: 0 });
    expect(rotateSeeds(after, SEED_B, 'novo').next.clientSeed).toBe('novo');
    expect(() => rotateSeeds(after, SEED_A)).toThrow(RangeError);
    expect(() => openSeeds('ABC', 'palpite')).toThrow(RangeError);
    expect(() => openSeeds(SEED_A.toUpperCase(), 'palpite')).toThrow(RangeError);
    expect(clientSeedProblem('')).not.toBeNull();
    expect(clientSeedProblem('x'.repeat(65))).not.toBeNull();
    expect(clientSeedProblem('tab\there')).not.toBeNull();
    expect(clientSeedProblem('meu seed ☃')).toBeNull();
  });
});

describe('uniformity of every mapping (chi-square, p = 0.001, fixed seeds)', () => {
  const hasher = createFairHasher(SEED_B);
  const stream = (nonce: number) => hasher.floats('uniformity', nonce);

  it('roulette: 37 pockets', () => {
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 370_000; nonce++) counts[rouletteNumber(stream(nonce))]!++;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(36));
  });

  it('dice: 10,001 rolls in 73 bands of 137', () => {
    const counts = new Array<number>(73).fill(0);
    for (let nonce = 0; nonce < 300_000; nonce++) counts[Math.floor(diceRollHundredths(stream(nonce)) / 137)]!++;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(72));
  });

  it('keno: every number, and the number at the first and last draw position', () => {
    const any = new Array<number>(40).fill(0);
    const first = new Array<number>(40).fill(0);
    const last = new Array<number>(40).fill(0);
    for (let nonce = 0; nonce < 100_000; nonce++) {
      const drawn = kenoDraw(stream(nonce));
      expect(new Set(drawn).size).toBe(10);
      for (const n of drawn) any[n - 1]!++;
      first[drawn[0]! - 1]!++;
      last[drawn[9]! - 1]!++;
    }
    for (const counts of [any, first, last]) expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(39));
  });

  it('cards with replacement: ranks, suits and all 52 cards', () => {
    const ranks = new Array<number>(13).fill(0);
    const suits = new Array<number>(4).fill(0);
    const cards = new Array<number>(52).fill(0);
    for (let nonce = 0; nonce < 40_000; nonce++) {
      for (const card of cardsWithReplacement(stream(nonce), 8)) {
        ranks[rankIndex(card)]!++;
        suits[suitIndex(card)]!++;
        cards[card]!++;
      }
    }
    expect(chiSquare(ranks)).toBeLessThan(chiSquareCritical(12));
    expect(chiSquare(suits)).toBeLessThan(chiSquareCritical(3));
    expect(chiSquare(cards)).toBeLessThan(chiSquareCritical(51));
  });

  it('video poker: each of the 10 positions is uniform over the deck, and all cards differ', () => {
    const positions = Array.from({ length: 10 }, () => new Array<number>(52).fill(0));
    for (let nonce = 0; nonce < 60_000; nonce++) {
      const cards = cardsWithoutReplacement(stream(nonce), 10);
      expect(new Set(cards).size).toBe(10);
      cards.forEach((card, i) => positions[i]![card]!++);
    }
    for (const counts of positions) expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(51));
  });

  it('reel stops on 32- and 40-stop strips', () => {
    for (const length of [32, 40]) {
      const counts = new Array<number>(length).fill(0);
      for (let nonce = 0; nonce < 40_000; nonce++) {
        const floats = stream(nonce);
        for (let reel = 0; reel < 5; reel++) counts[reelStop(floats, length)]!++;
      }
      expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(length - 1));
    }
  });
});
