import { describe, expect, it } from 'vitest';
import { diceRoll, kenoDraw, outcomeOfFloats, recordedOutcome, roulettePocket, sameOutcome } from './outcomes.ts';
import { fairFloats, floatsOfBytes, sha256Hex } from './stream.ts';
import { verifyRoundInBrowser } from './verify-round.ts';

// Vectors from the server's own verifier: `npm run -s fair -- verify --game … --server-seed … --client-seed … --nonce …`.
const SEED = '2556cf545eac783311330fdcb6e39ecdd8143bdeff048d791e9c7c81d5080ba8';
const SEED_HASH = 'f45d1f0b9ea72982d695b3bc8890e8d014c26fa5414f818596d6f26b47b0ce5f';
const CLIENT = '6d9488b80f884274';
const ZERO_SEED = '0'.repeat(64);

const outcome = async (game: 'roulette' | 'dice' | 'keno', serverSeed: string, clientSeed: string, nonce: number) =>
  outcomeOfFloats(game, await fairFloats({ serverSeed, clientSeed, nonce }, game === 'keno' ? 10 : 1));

describe('the provably-fair stream in the browser', () => {
  it('reads 4 bytes per float, big end first', () => {
    expect(floatsOfBytes(new Uint8Array([0, 0, 0, 0, 128, 0, 0, 0, 255, 255, 255, 255]))).toEqual([0, 0.5, 4294967295 / 4294967296]);
  });

  it('commits to the server seed by the SHA-256 of its text', async () => {
    expect(await sha256Hex(SEED)).toBe(SEED_HASH);
    expect(await sha256Hex(ZERO_SEED)).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
  });

  it.each([
    [0, 33],
    [1, 12],
    [2, 8],
    [7, 13],
  ])('recomputes roulette at nonce %i as the server does (%i)', async (nonce, pocket) => {
    expect(await outcome('roulette', SEED, CLIENT, nonce)).toEqual({ game: 'roulette', pocket });
  });

  it.each([
    [SEED, CLIENT, 0, 90.74],
    [SEED, CLIENT, 1, 34.29],
    [SEED, CLIENT, 7, 36.27],
    ['f'.repeat(64), 'a', 123456789, 19.53],
  ])('recomputes a dice roll (%s, %s, %i → %f)', async (serverSeed, clientSeed, nonce, roll) => {
    expect(await outcome('dice', serverSeed, clientSeed, nonce)).toEqual({ game: 'dice', roll });
  });

  it('recomputes keno draws across two HMAC rounds, in draw order, with a non-ASCII client seed', async () => {
    expect(await outcome('keno', SEED, CLIENT, 0)).toEqual({ game: 'keno', drawn: [37, 19, 35, 27, 25, 40, 2, 9, 17, 21] });
    expect(await outcome('keno', SEED, CLIENT, 7)).toEqual({ game: 'keno', drawn: [15, 30, 37, 7, 25, 8, 13, 29, 14, 12] });
    expect(await outcome('keno', ZERO_SEED, 'çlient seed ✓', 42)).toEqual({ game: 'keno', drawn: [5, 35, 9, 36, 18, 6, 38, 30, 27, 2] });
  });
});

describe('baccarat in the browser', () => {
  // The server's cards for these seeds (`npm run -s fair -- verify --game cards --count 6 …`), dealt by the tableau.
  it.each([
    [0, ['K-club', '8-diamond'], ['K-heart', '10-club']],
    [1, ['6-heart', '9-spade', '2-spade'], ['Q-diamond', '3-heart', '7-diamond']],
    [7, ['6-spade', 'J-spade'], ['K-spade', '4-diamond', '9-club']],
  ])('deals the coup at nonce %i as the server does', async (nonce, player, banker) => {
    const floats = await fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce }, 6);
    expect(outcomeOfFloats('baccarat', floats)).toEqual({ game: 'baccarat', player, banker });
  });

  it('checks a recorded coup, and catches one whose cards were changed', async () => {
    const game = { id: 'b', name: 'Baccarat', slug: 'baccarat', game_type: 'baccarat' } as never;
    const fairness = { server_seed: SEED, server_seed_hash: SEED_HASH, client_seed: CLIENT, nonce: 1 } as never;
    const recorded = { player_cards: ['6-heart', '9-spade', '2-spade'], banker_cards: ['Q-diamond', '3-heart', '7-diamond'], result: 'player' };
    expect(await verifyRoundInBrowser({ game, outcome: recorded, fairness })).toMatchObject({ kind: 'checked', matches: true });
    const changed = { ...recorded, banker_cards: ['Q-diamond', '3-heart', '8-diamond'] };
    expect(await verifyRoundInBrowser({ game, outcome: changed, fairness })).toMatchObject({ kind: 'checked', matches: false });
  });
});

describe('video poker in the browser', () => {
  const dealt = ['7-spade', 'A-diamond', 'J-diamond', '8-diamond', '10-spade'];
  const replacements = ['A-spade', '5-heart', '8-spade', '2-diamond', '6-club'];

  it('draws the ten cards without replacement as the server does (`fair -- verify --game videopoker`)', async () => {
    const floats = await fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce: 3 }, 10);
    expect(outcomeOfFloats('video_poker', floats)).toEqual({ game: 'video_poker', dealt, replacements });
  });

  it('checks a settled hand: its final cards are the held ones and the replacements in order', async () => {
    const game = { id: 'v', name: 'Jacks or Better', slug: 'jacks-or-better', game_type: 'video_poker' } as never;
    const fairness = { server_seed: SEED, server_seed_hash: SEED_HASH, client_seed: CLIENT, nonce: 3 } as never;
    const held = [false, true, false, false, false];
    const final = ['A-spade', 'A-diamond', '5-heart', '8-spade', '2-diamond'];
    const settled = { phase: 'settled', dealt, held, final, replacements };
    expect(await verifyRoundInBrowser({ game, outcome: settled, fairness })).toMatchObject({ kind: 'checked', matches: true });
    const swapped = { ...settled, final: ['A-spade', 'A-diamond', '5-heart', '8-spade', '6-club'] };
    expect(await verifyRoundInBrowser({ game, outcome: swapped, fairness })).toMatchObject({ kind: 'checked', matches: false });
  });
});

describe('the mappings', () => {
  it('cover the edges of each range', () => {
    expect(roulettePocket([0])).toBe(0);
    expect(roulettePocket([0.999999])).toBe(36);
    expect(diceRoll([0])).toBe(0);
    expect(diceRoll([0.99999999])).toBe(100);
  });

  it('draw keno without replacement: always the lowest remaining number when every float is 0', () => {
    expect(kenoDraw(Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kenoDraw(Array(10).fill(0.9999))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    expect(() => kenoDraw([0.5])).toThrow(RangeError);
  });

  it('read what a round recorded, refusing other shapes', () => {
    expect(recordedOutcome('roulette', { pocket: 33, color: 'black' })).toEqual({ game: 'roulette', pocket: 33 });
    expect(recordedOutcome('dice', { roll: '34.29' })).toBeNull();
    expect(recordedOutcome('keno', { drawn: [1, 'x'] })).toBeNull();
    expect(recordedOutcome('keno', null)).toBeNull();
    expect(sameOutcome({ game: 'keno', drawn: [1, 2] }, { game: 'keno', drawn: [2, 1] })).toBe(false);
    expect(sameOutcome({ game: 'dice', roll: 1 }, { game: 'roulette', pocket: 1 })).toBe(false);
  });
});

describe('checking a recorded round', () => {
  const keno = { uuid: 'k', name: 'Keno', provider: 'Palpite Originals', image: '', game_type: 'keno' };
  const revealed = { server_seed_hash: SEED_HASH, server_seed: SEED, client_seed: CLIENT, nonce: 2, revealed: true, verified: true };

  it('agrees with a true round and says so', async () => {
    const check = await verifyRoundInBrowser({ game: keno, outcome: { drawn: [9, 40, 8, 11, 22, 5, 10, 39, 27, 33] }, fairness: revealed });
    expect(check).toMatchObject({ kind: 'checked', hashMatches: true, matches: true });
  });

  it('catches a tampered outcome and a seed that does not match its commitment', async () => {
    const tampered = await verifyRoundInBrowser({ game: keno, outcome: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, fairness: revealed });
    expect(tampered).toMatchObject({ kind: 'checked', hashMatches: true, matches: false });
    const wrongHash = await verifyRoundInBrowser({
      game: keno,
      outcome: { drawn: [9, 40, 8, 11, 22, 5, 10, 39, 27, 33] },
      fairness: { ...revealed, server_seed_hash: 'a'.repeat(64) },
    });
    expect(wrongHash).toMatchObject({ kind: 'checked', hashMatches: false, matches: false });
  });

  it('waits for the reveal and leaves other games to the server', async () => {
    expect(await verifyRoundInBrowser({ game: keno, outcome: {}, fairness: { ...revealed, server_seed: null } })).toEqual({ kind: 'not-revealed' });
    expect(await verifyRoundInBrowser({ game: { ...keno, game_type: 'slots' }, outcome: {}, fairness: revealed })).toEqual({ kind: 'unsupported' });
  });
});
