import { describe, expect, it } from 'vitest';
import engineRounds from './engine-rounds.fixture.json';
import {
  blackjackHand,
  diceRoll,
  kenoDraw,
  outcomeOfFloats,
  readSlotReels,
  recordedOutcome,
  roulettePocket,
  sameOutcome,
  slotSpins,
  videoPokerCards,
} from './outcomes.ts';
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
    expect(videoPokerCards(floats)).toEqual({ dealt, replacements });
    expect(outcomeOfFloats('video_poker', floats)).toEqual({ game: 'video_poker', dealt, held: null, final: null });
  });

  it.each([
    [
      [false, true, false, false, false],
      ['A-spade', 'A-diamond', '5-heart', '8-spade', '2-diamond'],
    ],
    [
      [true, true, false, false, true],
      ['7-spade', 'A-diamond', 'A-spade', '5-heart', '10-spade'],
    ],
    [[true, true, true, true, true], dealt],
    [[false, false, false, false, false], replacements],
  ])('replaces only the unheld positions, left to right, with the next replacements (held %j)', async (held, final) => {
    const floats = await fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce: 3 }, 10);
    expect(outcomeOfFloats('video_poker', floats, { reels: null, actions: [], held })).toEqual({ game: 'video_poker', dealt, held, final });
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

// Real engine output for SEED / CLIENT (engine-rounds.fixture.json, written by the API's own engines:
// `playSingle` for the slots, blackjack `deal`/`act` played by the basic-strategy hint, outcomes as the
// rounds record them, paytables as `GET /games/:uuid` publishes them).
const fairnessAt = (nonce: number) => ({ server_seed_hash: SEED_HASH, server_seed: SEED, client_seed: CLIENT, nonce, revealed: true, verified: true });
const slotGame = { uuid: 's', name: 'Slot', provider: 'Samba Studios', image: '', game_type: 'slots' };
type Recorded = Record<string, unknown>;

describe('slots in the browser, from the reels their game publishes', () => {
  const { paytables, rounds } = engineRounds;
  const titles = [
    ['Sete da Sorte', paytables.classic, rounds.classic],
    ['Amazônia 243', paytables.ways, rounds.ways],
    ['Carnaval do Rio', paytables.video, rounds.video],
  ] as const;

  it.each(titles)('recomputes every %s round the engine played, free spins included', async (_title, paytable, played) => {
    for (const { nonce, outcome } of played) {
      const check = await verifyRoundInBrowser({ game: slotGame, outcome, fairness: fairnessAt(nonce) }, paytable);
      expect(check, `nonce ${nonce}`).toMatchObject({ kind: 'checked', hashMatches: true, matches: true });
    }
  });

  it('turns each float into a stop, ⌊f·length⌋, reel 1 first, and shows the window from the stop down', async () => {
    const reels = readSlotReels(engineRounds.paytables.classic)!;
    expect(slotSpins(await fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce: 7 }, 3), reels)).toEqual([
      {
        stops: [11, 23, 28],
        window: [
          ['blank', 'cherry', 'blank'],
          ['blank', 'single_bar', 'blank'],
          ['single_bar', 'blank', 'triple_bar'],
        ],
      },
    ]);
  });

  it('follows Carnaval do Rio’s free spins down the stream: 10 after a trigger, 10 more on a retrigger', async () => {
    const reels = readSlotReels(engineRounds.paytables.video)!;
    const spinsAt = async (nonce: number) => slotSpins(await fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce }, 5 * 51), reels);
    expect((await spinsAt(0)).map((spin) => spin.stops)).toEqual([[36, 18, 35, 27, 25]]);
    const triggered = await spinsAt(1);
    expect(triggered).toHaveLength(11);
    expect(triggered[1]!.stops).toEqual([15, 18, 5, 31, 32]);
    expect(triggered[10]!.stops).toEqual([39, 35, 26, 1, 32]);
    expect(await spinsAt(1919)).toHaveLength(21);
  });

  it('stops a chain at the 50-spin cap', () => {
    const reels = readSlotReels(engineRounds.paytables.video)!;
    // Every reel stopped on its scatter: five scatters a spin, a retrigger every time.
    const scatterStops = reels.strips.map((strip) => strip.indexOf('scatter'));
    const floats = Array.from({ length: 5 * 60 }, (_, index) => (scatterStops[index % 5]! + 0.5) / 40);
    expect(slotSpins(floats, reels)).toHaveLength(51);
  });

  it('catches a recorded round whose spins differ from the stream, or whose window is not what its stops show', async () => {
    const [, , retriggered] = engineRounds.rounds.video;
    const outcome = retriggered!.outcome as Recorded & { free_spins: Recorded[] };
    const check = (changed: Recorded) =>
      verifyRoundInBrowser({ game: slotGame, outcome: changed, fairness: fairnessAt(retriggered!.nonce) }, engineRounds.paytables.video);
    expect(await check({ ...outcome, free_spins: outcome.free_spins.slice(0, 10) })).toMatchObject({ kind: 'checked', matches: false });
    const [first, ...rest] = outcome.free_spins;
    const moved = { ...first, stops: (first!.stops as number[]).map((stop) => (stop + 1) % 40) };
    expect(await check({ ...outcome, free_spins: [moved, ...rest] })).toMatchObject({ kind: 'checked', recorded: null, matches: false });
    const [classic] = engineRounds.rounds.classic;
    const shifted = { ...classic!.outcome, stops: [1, 2, 3] };
    expect(
      await verifyRoundInBrowser({ game: slotGame, outcome: shifted, fairness: fairnessAt(classic!.nonce) }, engineRounds.paytables.classic),
    ).toMatchObject({
      kind: 'checked',
      recorded: null,
      matches: false,
    });
  });

  it('cannot recompute a slot without its published reels', async () => {
    const [classic] = engineRounds.rounds.classic;
    expect(await verifyRoundInBrowser({ game: slotGame, outcome: classic!.outcome, fairness: fairnessAt(0) })).toEqual({ kind: 'unsupported' });
    expect(readSlotReels({ unit: 'stake', reels: 3 })).toBeNull();
    expect(readSlotReels({ ...engineRounds.paytables.video, free_spins: { award: 10 } })).toBeNull();
  });
});

describe('blackjack in the browser', () => {
  const blackjack = { uuid: 'bj', name: 'Blackjack', provider: 'Palpite Originals', image: '', game_type: 'blackjack' };
  const hands = engineRounds.rounds.blackjack;
  const handAt = (nonce: number) => hands.find((hand) => hand.nonce === nonce)!.outcome as Recorded & { actions: string[] };

  it.each(hands.map((hand) => [hand.nonce, hand.outcome.actions.join(', ')]))('replays the hand at nonce %i (%s) as the engine dealt it', async (nonce) => {
    const check = await verifyRoundInBrowser({ game: blackjack, outcome: handAt(nonce), fairness: fairnessAt(nonce) });
    expect(check).toMatchObject({ kind: 'checked', hashMatches: true, matches: true });
  });

  it('deals in stream order: split aces take one card each, a bust hand leaves the dealer’s hand as dealt', async () => {
    const floatsAt = (nonce: number) => fairFloats({ serverSeed: SEED, clientSeed: CLIENT, nonce }, 64);
    expect(blackjackHand(await floatsAt(120), ['split'])).toEqual({
      hands: [
        ['A-spade', '7-diamond'],
        ['A-heart', '10-heart'],
      ],
      dealer: ['4-heart', '4-heart', '7-heart', '2-heart'],
      actions: ['split'],
    });
    expect(blackjackHand(await floatsAt(57), ['no_insurance', 'hit'])).toEqual({
      hands: [['6-club', '10-diamond', 'Q-heart']],
      dealer: ['A-heart', '9-club'],
      actions: ['no_insurance', 'hit'],
    });
  });

  it('catches a changed card, a dropped action and an action the rules did not allow', async () => {
    const check = (nonce: number, outcome: Recorded) => verifyRoundInBrowser({ game: blackjack, outcome, fairness: fairnessAt(nonce) });
    const split = handAt(123);
    expect(await check(123, { ...split, dealer: { cards: ['3-heart', 'A-diamond', '9-club', 'K-diamond'] } })).toMatchObject({ matches: false });
    expect(await check(123, { ...split, actions: ['split', 'double'] })).toMatchObject({ matches: false });
    const settledAtOnce = handAt(62);
    expect(await check(62, { ...settledAtOnce, actions: ['no_insurance', 'hit'] })).toMatchObject({ kind: 'checked', matches: false });
    expect(await check(62, { ...settledAtOnce, phase: 'player' })).toMatchObject({ kind: 'checked', recorded: null, matches: false });
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
    expect(await verifyRoundInBrowser({ game: { ...keno, game_type: 'crash' }, outcome: {}, fairness: revealed })).toEqual({ kind: 'unsupported' });
  });
});
