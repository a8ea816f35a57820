/**
 * Multi-step hands: blackjack (the stake reserved in the ledger at the deal, more on a double,
 * posted and paid at the end; a hand survives a reload; an abandoned hand is resolved by the job
 * after 10 minutes) and video poker (deal, then draw with holds), in real and demo mode, and
 * their verification after the seeds are rotated.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isBlackjack } from '../../domain/casino/blackjack/rules.ts';
import { parseCard } from '../../domain/casino/fair/cards.ts';
import { checkLedger } from '../../ledger/index.ts';
import {
  as,
  balances,
  chosenServerSeeds,
  createCasinoTestApp,
  fund,
  grantBonus,
  player,
  transfersLike,
  useSeeds,
  type CasinoTestApp,
  type TestPlayer,
} from './testing.ts';

let t: CasinoTestApp;
const seeds = chosenServerSeeds();
beforeAll(async () => {
  t = await createCasinoTestApp({ newServerSeed: seeds.draw });
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const centavos = (reais: number) => BigInt(Math.round(reais * 100));

/**
 * Seeds whose first blackjack hand (nonce 0) is 8♠ 3♠ against the dealer's 7♠ (A♦ in the hole):
 * no insurance, no peek, so the hand stays open with hit, stand and double legal; a double draws
 * 9♥ (20 beats the dealer's 18), a hit draws the same 9♥ and leaves 20 to play on. Found by
 * search; with random seeds a hand settled at the peek would skip what these tests check.
 */
const ELEVEN_VS_SEVEN = { serverSeed: '683374ad1e0a33681895687714abbcfde7f503a18791ebd5335d0bedb57dad5b', clientSeed: 'hands-7' } as const;

/** Deals the ELEVEN_VS_SEVEN hand to the player and checks it is what the tests expect. */
async function dealElevenVsSeven(who: TestPlayer, stake: number) {
  await useSeeds(t, who, seeds, ELEVEN_VS_SEVEN.serverSeed, ELEVEN_VS_SEVEN.clientSeed);
  const response = await as(t, who).post('/games/blackjack/hands', { mode: 'real', stake });
  expect(response.statusCode, response.body).toBe(201);
  const { hand } = response.json();
  expect(hand).toMatchObject({ status: 'open', phase: 'player', legal_actions: ['hit', 'stand', 'double'], dealer: { cards: ['7-spade', null] } });
  expect(hand.hands[0].cards).toEqual(['8-spade', '3-spade']);
  return hand;
}

/** Deals until a hand stays open (a natural or a dealer blackjack settles at once); returns it and what the settled ones cost. */
async function openHand(who: TestPlayer, mode: 'real' | 'demo', stake: number, game = 'blackjack') {
  let net = 0n;
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await as(t, who).post(`/games/${game}/hands`, { mode, stake });
    expect(response.statusCode, response.body).toBe(201);
    const { hand } = response.json();
    if (hand.status === 'open') return { hand, net };
    net += centavos(hand.payout) - centavos(hand.stake);
  }
  throw new Error('no open hand in 30 deals');
}

describe('blackjack', () => {
  it('reserves the stake at the deal, survives a reload with the hole card hidden, and refuses a second hand', async () => {
    const who = await player(t);
    await fund(t, who.id, 500);
    const api = as(t, who);
    const { hand, net } = await openHand(who, 'real', 10);
    expect(hand).toMatchObject({ mode: 'real', status: 'open', stake: 10, payout: null });
    expect(hand.dealer.cards).toHaveLength(2);
    expect(hand.dealer.cards[1]).toBeNull();
    expect(hand.legal_actions.length).toBeGreaterThan(0);
    expect(hand.expires_at).toBe(new Date(t.clock.now().getTime() + 600_000).toISOString());
    // Reserved: spendable balance down by the stake, as a pending transfer.
    expect((await balances(t, who.id)).cash).toBe(50_000n + net - 1_000n);
    expect(await transfersLike(t, `casino:${hand.id}:`)).toEqual([
      { id: `casino:${hand.id}:bet:0:cash`, kind: 'casino_bet', phase: 'pending', amount_centavos: 1_000n, debit: 'cash', credit: 'house_revenue' },
    ]);
    const reloaded = (await api.get('/games/blackjack/hands/current')).json().hand;
    expect(reloaded).toEqual(hand);
    const second = await api.post('/games/blackjack/hands', { mode: 'real', stake: 10 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message_key: 'casino.errors.handInProgress', details: { hand: { id: hand.id } } });
    // Seeds cannot be rotated while a hand is in progress (that would reveal its cards).
    expect((await api.post('/user/fairness/rotate')).json().message_key).toBe('casino.errors.rotationBlocked');
  });

  it('answers a deal sent again under its Idempotency-Key with the hand it dealt, settled at the deal or open, staking once', async () => {
    const who = await player(t);
    await fund(t, who.id, 500);
    const deal = (key: string, payload: object = { mode: 'real', stake: 10 }) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/games/blackjack/hands`, headers: { ...who.headers, 'idempotency-key': key }, payload });
    // Deals under fresh keys until one stays open; every one sent again answers itself.
    for (let attempt = 0; attempt < 30; attempt++) {
      const key = `deal-${attempt}`;
      const first = await deal(key);
      expect(first.statusCode, first.body).toBe(201);
      const cashAfterFirst = (await balances(t, who.id)).cash;
      const again = await deal(key);
      expect(again.statusCode).toBe(201);
      expect(again.json().hand).toEqual(first.json().hand);
      expect((await balances(t, who.id)).cash).toBe(cashAfterFirst);
      if (first.json().hand.status !== 'open') continue;
      // Another stake or mode under the key is another request.
      expect((await deal(key, { mode: 'real', stake: 20 })).json().message_key).toBe('casino.errors.idempotencyKeyReused');
      expect((await deal(key, { mode: 'demo', stake: 10 })).json().message_key).toBe('casino.errors.idempotencyKeyReused');
      const rounds = await t.db.query('SELECT 1 FROM casino_rounds WHERE user_id = $1', [who.id]);
      expect(rounds.rowCount).toBe(attempt + 1);
      return;
    }
    throw new Error('no open hand in 30 deals');
  });

  it('doubles (reserving more), settles, posts the reservations and pays the return', async () => {
    const who = await player(t);
    await fund(t, who.id, 500);
    await grantBonus(t, who.id, 5);
    const api = as(t, who);
    const dealt = await dealElevenVsSeven(who, 10);
    const response = await api.post(`/games/blackjack/hands/${dealt.id}/actions`, { action: 'double' });
    expect(response.statusCode, response.body).toBe(200);
    const hand = response.json().hand;
    expect(hand).toMatchObject({ status: 'settled', stake: 20, payout: 40, dealer: { cards: ['7-spade', 'A-diamond'] } });
    expect(hand.hands[0]).toMatchObject({ cards: ['8-spade', '3-spade', '9-heart'], doubled: true, outcome: 'win', return: 40 });
    const transfers = await transfersLike(t, `casino:${hand.id}:`);
    expect(transfers.map((row) => [row.id, row.phase, row.amount_centavos])).toEqual([
      [`casino:${hand.id}:bet:0:cash`, 'pending', 1_000n],
      [`casino:${hand.id}:bet:1:cash`, 'pending', 1_000n],
      [`casino:${hand.id}:bet:0:cash:post`, 'post_pending', 1_000n],
      [`casino:${hand.id}:bet:1:cash:post`, 'post_pending', 1_000n],
      [`casino:${hand.id}:win`, 'single', 4_000n],
    ]);
    expect(await balances(t, who.id)).toEqual({ cash: 50_000n - 2_000n + 4_000n, bonus: 500n });
    const illegal = await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'hit' });
    expect(illegal.statusCode).toBe(404);
  });

  it('refuses a double the balance cannot cover, with the balance, and keeps the hand as it was', async () => {
    const who = await player(t);
    await fund(t, who.id, 400);
    const api = as(t, who);
    const hand = await dealElevenVsSeven(who, 10);
    const cash = (await balances(t, who.id)).cash;
    // Leave less than the stake: move the rest out as if withdrawn.
    await t.ledger.transfer(t.db, {
      id: `drain:${who.id}`,
      kind: 'withdrawal',
      debit: { userId: who.id, purpose: 'cash' },
      credit: { system: 'clearing:pix' },
      amountCentavos: cash - 500n,
    });
    const refused = await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'double' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message_key: 'casino.errors.insufficientBalance', details: { balance: 5 } });
    expect((await api.get('/games/blackjack/hands/current')).json().hand).toEqual(hand);
    const bad = await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'surrender' });
    expect(bad.statusCode).toBe(400);
  });

  it('names a move the hand does not allow now in the player language, never as the API spells it', async () => {
    const who = await player(t, 'pt-BR');
    await fund(t, who.id, 100);
    const hand = await dealElevenVsSeven(who, 10);
    const move = (action: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/games/blackjack/hands/${hand.id}/actions`,
        headers: { ...who.headers, 'accept-language': language },
        payload: { action },
      });
    const expected: [string, string, string][] = [
      ['no_insurance', 'pt-BR', 'Não é possível escolher “Sem seguro” agora.'],
      ['insurance', 'en', 'You cannot choose “Take insurance” now.'],
      ['no_insurance', 'tr', 'Şu anda “Sigorta yok” seçilemez.'],
    ];
    for (const [action, language, message] of expected) {
      const refused = await move(action, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message_key: 'casino.errors.illegalAction',
        message,
        details: { action, legal_actions: ['hit', 'stand', 'double'] },
      });
      expect(refused.json().translation_params.action).not.toBe(action);
    }
    expect((await as(t, who).get('/games/blackjack/hands/current')).json().hand).toEqual(hand);
  });

  it('resolves an abandoned hand after 10 minutes (insurance declined, every hand stands) and settles it once', async () => {
    const who = await player(t);
    await fund(t, who.id, 500);
    const api = as(t, who);
    const { hand, net } = await openHand(who, 'real', 10);
    t.clock.advance(599_000);
    expect((await t.casino.runJobsOnce()).expiredHands).toBe(0);
    t.clock.advance(2_000);
    // This hand, and the ones earlier tests left open at the same time.
    const open = Number((await t.db.query<{ count: bigint }>(`SELECT count(*) AS count FROM casino_rounds WHERE status = 'open'`)).rows[0]!.count);
    expect((await t.casino.runJobsOnce()).expiredHands).toBe(open);
    expect((await t.casino.runJobsOnce()).expiredHands).toBe(0);
    expect((await api.get('/games/blackjack/hands/current')).json().hand).toBeNull();
    const { round } = (await api.get(`/user/games/rounds/${hand.id}`)).json();
    expect(round.status).toBe('settled');
    // Declined insurance ends the hand at the peek when either side holds a blackjack; otherwise every hand stands.
    // The API names its cards (`A-spade`); the rules count card numbers.
    const holdsBlackjack = (names: readonly string[]) => isBlackjack(names.map(parseCard));
    const endsAtPeek = holdsBlackjack(round.outcome.dealer.cards) || holdsBlackjack(round.outcome.hands[0].cards);
    expect(round.outcome.actions.at(-1)).toBe(endsAtPeek ? 'no_insurance' : 'stand');
    expect(round.stake).toBe(10);
    expect((await balances(t, who.id)).cash).toBe(50_000n + net - 1_000n + centavos(round.payout));
    expect(round.outcome.dealer.cards.every((card: string | null) => card !== null)).toBe(true);
    // After rotating, the whole hand replays from the seeds and the recorded actions.
    await api.post('/user/fairness/rotate');
    expect((await api.get(`/user/games/rounds/${hand.id}`)).json().round.fairness).toMatchObject({ revealed: true, verified: true });
  });

  it('plays demo hands with play money only', async () => {
    const who = await player(t);
    const api = as(t, who);
    const before = Number((await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers')).rows[0]!.count);
    let { hand } = await openHand(who, 'demo', 50);
    // The demo balance cannot be reset under an open demo hand: its payout would land on the fresh balance.
    const demoBefore = (await api.get('/user/games/demo-balance')).json().balance;
    const blocked = await api.post('/user/games/demo-balance/reset');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ message_key: 'casino.errors.demoResetBlocked' });
    expect((await api.get('/user/games/demo-balance')).json().balance).toBe(demoBefore);
    while (hand.status === 'open') {
      const action = hand.phase === 'insurance' ? 'no_insurance' : 'stand';
      hand = (await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action })).json().hand;
    }
    expect(hand.mode).toBe('demo');
    expect((await api.post('/user/games/demo-balance/reset')).json()).toEqual({ balance: 1000 });
    expect(Number((await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers')).rows[0]!.count)).toBe(before);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
  });
});

describe('a move sent again after a lost answer', () => {
  it('finds the hand past the moves the player saw and answers it as it is: no second card, no second draw', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    const hand = await dealElevenVsSeven(who, 1);
    expect(hand.moves).toBe(0);
    const hit = (await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'hit', moves: 0 })).json();
    // Still open on 20, so a second hit could be dealt: the retry must find the hand past the move instead.
    expect(hit.hand).toMatchObject({ status: 'open', moves: 1, legal_actions: ['hit', 'stand'] });
    expect(hit.hand.hands[0].cards).toEqual(['8-spade', '3-spade', '9-heart']);
    const again = await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'hit', moves: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json().hand).toEqual(hit.hand);
    expect(again.json().balance).toEqual(hit.balance);
    expect((await api.post(`/games/blackjack/hands/${hand.id}/actions`, { action: 'hit', moves: -1 })).statusCode).toBe(400);

    const dealt = (await api.post('/games/video-poker/hands', { mode: 'real', stake: 1 })).json().hand;
    expect(dealt.moves).toBe(0);
    const held = [true, false, true, false, false];
    const drawn = (await api.post(`/games/video-poker/hands/${dealt.id}/draw`, { held, moves: 0 })).json();
    const cashAfter = (await balances(t, who.id)).cash;
    const redrawn = await api.post(`/games/video-poker/hands/${dealt.id}/draw`, { held, moves: 0 });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.json().hand).toEqual(drawn.hand);
    expect((await balances(t, who.id)).cash).toBe(cashAfter);
    expect(await transfersLike(t, `casino:${dealt.id}:win`)).toHaveLength(drawn.hand.payout > 0 ? 1 : 0);
  });
});

describe('video poker', () => {
  it('deals five cards (the draw hidden), draws with holds, pays by the 9/6 table, and verifies after rotation', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    const dealt = await api.post('/games/video-poker/hands', { mode: 'real', stake: 1 });
    expect(dealt.statusCode).toBe(201);
    const { hand } = dealt.json();
    expect(hand).toMatchObject({ status: 'open', phase: 'dealt', replacements: null, final: null, stake: 1 });
    expect(hand.dealt).toHaveLength(5);
    expect(hand.hint).toHaveLength(5);
    expect((await api.get('/games/video-poker/hands/current')).json().hand).toEqual(hand);
    const held = [true, true, false, false, true];
    const drawn = (await api.post(`/games/video-poker/hands/${hand.id}/draw`, { held })).json();
    expect(drawn.hand).toMatchObject({ status: 'settled', phase: 'settled', held });
    expect(drawn.hand.final.filter((_: string, i: number) => held[i])).toEqual(hand.dealt.filter((_: string, i: number) => held[i]));
    expect(drawn.hand.payout).toBe(drawn.hand.multiplier);
    expect((await balances(t, who.id)).cash).toBe(10_000n - 100n + centavos(drawn.hand.payout));
    expect((await api.post(`/games/video-poker/hands/${hand.id}/draw`, { held: [true] })).statusCode).toBe(400);
    await api.post('/user/fairness/rotate');
    expect((await api.get(`/user/games/rounds/${hand.id}`)).json().round.fairness).toMatchObject({ revealed: true, verified: true });
  });
});
