/**
 * Sports bets under the responsible-gambling tools: a loss limit counts open stakes as money that
 * could be lost, and refuses (moving nothing) a stake past what is left, on both ways a bet is
 * written (the one-statement write and the locked transaction); a self-exclusion refuses bets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { createCompliance } from '../../compliance/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { createBetsService } from './service.ts';
import {
  balances,
  banByOps,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  placeBet,
  placeThrough,
  player,
  rollBackSettlement,
  settleMarket,
  slip,
  updateMatch,
  type BetsTestApp,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

function setLimit(who: TestPlayer, kind: 'loss' | 'deposit', period: 'day' | 'week' | 'month', amount: number) {
  return t.app.inject({ method: 'PUT', url: `${t.prefix}/user/responsible-gambling/limits`, headers: who.headers, payload: { kind, period, amount } });
}

async function betCount(who: TestPlayer): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [who.id]);
  return rows[0]!.n;
}

/** R$ 100 cash, both wallets open (so a bet takes the one-statement write), and a daily loss limit. */
async function limitedPlayer(lossLimitReais: number): Promise<TestPlayer> {
  const who = await player(t);
  await fund(t, who.id, 100);
  await t.ledger.playerAccounts(t.db, who.id);
  expect((await setLimit(who, 'loss', 'day', lossLimitReais)).statusCode).toBe(200);
  return who;
}

describe('a daily loss limit on sports bets', () => {
  it('refuses a stake past what is left (open stakes count), in the player’s language, moving nothing', async () => {
    const who = await limitedPlayer(10);
    const match = await createMatch(t);
    const over = await placeBet(t, who, slip(11, [detail(match, '1x2', '1', 2.1)]));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      success: false,
      message_key: 'rg.errors.lossLimit.day',
      message: expect.stringContaining('daily loss limit'),
      details: { limit: 10, remaining: 10 },
    });
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
    expect(await betCount(who)).toBe(0);

    expect((await placeBet(t, who, slip(6, [detail(match, '1x2', '1', 2.1)]))).statusCode).toBe(201);
    // R$ 6 is open and could be lost: R$ 4 is left today.
    const second = await placeBet(t, who, slip(5, [detail(await createMatch(t), '1x2', '1', 2.1)]));
    expect(second.statusCode).toBe(422);
    expect(second.json().details).toMatchObject({ remaining: 4 });
    expect((await placeBet(t, who, slip(4, [detail(await createMatch(t), '1x2', '1', 2.1)]))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    expect(await betCount(who)).toBe(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses the same way on the locked transaction (a stake guard without facts for the one-statement read)', async () => {
    const compliance = createCompliance({ db: t.db, now: t.clock.now });
    const locked = createBetsService({
      db: t.db,
      ledger: t.ledger,
      config: t.bets.config,
      now: t.clock.now,
      stakeGuard: { beforeStake: compliance.beforeStake },
    });
    const who = await limitedPlayer(10);
    const place = (stake: number, match: Awaited<ReturnType<typeof createMatch>>) => placeThrough(locked, who, slip(stake, [detail(match, '1x2', '1', 2.1)]));
    await expect(place(11, await createMatch(t))).rejects.toSatisfy((error: unknown) => error instanceof AppError && error.key === 'rg.errors.lossLimit.day');
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
    expect((await place(10, await createMatch(t))).status).toBe(201);
    await expect(place(1, await createMatch(t))).rejects.toBeInstanceOf(AppError);
    expect(await betCount(who)).toBe(1);
  });
});

describe('what a daily loss limit counts after settlement', () => {
  it('a voided bet gives its stake back to the limit', async () => {
    const who = await limitedPlayer(10);
    const match = await createMatch(t);
    expect((await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)]))).statusCode).toBe(201);
    await updateMatch(t, match, { status: 'Cancelled' });
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
    const next = await placeBet(t, who, slip(10, [detail(await createMatch(t), '1x2', '1', 2.1)]));
    expect(next.statusCode, next.body).toBe(201);
  });

  it('a payout the feed takes back counts again as lost, so the limit is not stretched by it', async () => {
    const who = await limitedPlayer(10);
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.1, X: 3.4, '2': 3.6 } }] });
    const placed = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)]));
    expect(placed.statusCode).toBe(201);
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });
    await rollBackSettlement(t, match, '1x2', `rb:${placed.json().bet.id}`);
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    // The bet is open again: its R$ 10 could be lost, so nothing is left today.
    const refused = await placeBet(t, who, slip(1, [detail(await createMatch(t), '1x2', '1', 2.1)]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toMatchObject({ remaining: 0 });
  });
});

describe('self-exclusion, breaks and bans', () => {
  // Two transactions at once: PostgreSQL only (PGlite has one connection).
  const takeBreak = (who: TestPlayer) => createCompliance({ db: t.db, now: t.clock.now }).takeBreak(who.id, { unit: 'hours', value: 24 });
  const ban = (who: TestPlayer) => banByOps(t, who, 'fraud');
  it.skipIf(!process.env.DATABASE_URL).each([
    ['a break', takeBreak],
    ['a ban', ban],
  ] as const)('%s waits for a stake that holds the wallets, so each stake sees it or committed before it', async (_name, act) => {
    const who = await player(t);
    await fund(t, who.id, 50);
    let locked!: () => void;
    let release!: () => void;
    const walletsLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const stake = t.db.transaction(async (tx) => {
      await t.ledger.playerAccounts(tx, who.id, { lock: true });
      locked();
      await released;
    });
    await walletsLocked;
    let taken = false;
    const acted = act(who).then(() => (taken = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taken).toBe(false);
    release();
    await stake;
    await acted;
    expect(taken).toBe(true);
  });

  it('ends the session, so the next bet is refused as unauthenticated and nothing is written', async () => {
    const who = await player(t);
    await fund(t, who.id, 50);
    const started = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/responsible-gambling/self-exclusion`,
      headers: who.headers,
      payload: { length: { unit: 'indefinite' } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const refused = await placeBet(t, who, slip(5, [detail(await createMatch(t), '1x2', '1', 2.1)]));
    expect(refused.statusCode).toBe(401);
    expect(await betCount(who)).toBe(0);
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
  });
});
