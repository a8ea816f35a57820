/**
 * The optimistic write (migration 014, bets_place_checked): one statement writes the bet, its legs
 * and its reservations only if the wallets are as read, and otherwise nothing; the service then
 * decides again under the wallet locks. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { checkLedger } from '../../ledger/index.ts';
import * as repo from './repo.ts';
import { createBetsService, type BetsServiceDeps } from './service.ts';
import { createCompliance } from '../../compliance/index.ts';
import { STAKE_FACTS_SQL } from '../../compliance/repo.ts';
import { AppError } from '../../http/errors.ts';
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
  slip,
  type BetsTestApp,
  type MatchFixture,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
  // A first bet opens the house's revenue account (a statement that finds it missing falls back).
  const first = await openedPlayer(10);
  expect((await placeBet(t, first, slip(5, [detail(await createMatch(t), '1x2', '1', 2.1)]))).statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
});

const since = new Date(0);

function newBet(who: TestPlayer, stakeCentavos: bigint): repo.NewBet {
  return {
    userId: who.id,
    frontendId: 1,
    kind: 'single',
    live: false,
    stakeCentavos,
    stakeCashCentavos: stakeCentavos,
    stakeBonusCentavos: 0n,
    totalOddsHundredths: 210n,
    potentialWinCentavos: (stakeCentavos * 210n) / 100n,
    acceptOddsChanges: true,
    placedAt: t.clock.now(),
  };
}

async function legOn(match: MatchFixture): Promise<repo.NewBetSelection> {
  const { rows } = await t.db.query<{ id: bigint }>(
    `SELECT s.id FROM sports_selections s JOIN sports_markets mk ON mk.id = s.market_id WHERE mk.match_id = $1 AND mk.key = '1x2' AND s.key = '1'`,
    [match.id],
  );
  return { selectionId: rows[0]!.id, matchId: match.id, marketKey: '1x2', selectionKey: '1', priceHundredths: 210, details: {}, scoreAtBet: null };
}

/** Reads the player as the service does (with the stake guard's facts when `stakeFactsSql`), then writes a R$ `reais` single on `match`. */
async function readThenWrite(
  who: TestPlayer,
  match: MatchFixture,
  reais: number,
  beforeWrite: () => Promise<void> = async () => undefined,
  stakeFactsSql: string | null = null,
) {
  const snapshot = await repo.placingSnapshot(t.db, { userId: who.id, currency: 'BRL', idempotencyKey: null, since, stakeFactsSql, lookups: [] });
  const wallets = t.ledger.walletsSnapshot(snapshot.wallets);
  if (!wallets) throw new Error('wallets not opened');
  await beforeWrite();
  const stakeCentavos = BigInt(reais * 100);
  const write = repo.placeChecked(t.db, {
    id: snapshot.nextBetId,
    bet: newBet(who, stakeCentavos),
    selections: [await legOn(match)],
    currency: 'BRL',
    expectedWallets: wallets.expected,
    expectedStakeFacts: snapshot.stakeFacts,
    idempotencyKey: null,
    since,
    plannedTransfers: t.ledger.planTransfers([
      {
        id: `bet:${snapshot.nextBetId}:cash`,
        kind: 'bet_stake',
        pending: true,
        debit: { userId: who.id, purpose: 'cash' },
        credit: { system: 'house_revenue' },
        amountCentavos: stakeCentavos,
      },
    ]),
  });
  return { betId: snapshot.nextBetId, write };
}

async function written(betId: bigint) {
  const bets = await t.db.query('SELECT 1 FROM bets WHERE id = $1', [betId]);
  const legs = await t.db.query('SELECT 1 FROM bet_selections WHERE bet_id = $1', [betId]);
  const transfers = await t.db.query('SELECT 1 FROM ledger_transfers WHERE id = $1', [`bet:${betId}:cash`]);
  return { bets: bets.rowCount, legs: legs.rowCount, transfers: transfers.rowCount };
}

/** A player whose two wallets are open (as after a first bet) and hold R$ `reais` cash. */
async function openedPlayer(reais: number): Promise<TestPlayer> {
  const who = await player(t);
  await fund(t, who.id, reais);
  await t.ledger.playerAccounts(t.db, who.id);
  return who;
}

describe('bets_place_checked', () => {
  it('writes the bet, its legs and its reservation when the wallets are as read', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const { betId, write } = await readThenWrite(who, match, 20);
    expect(await write).toBe(true);
    expect(await written(betId)).toEqual({ bets: 1, legs: 1, transfers: 1 });
    expect(await balances(t, who.id)).toEqual({ cash: 30_00n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('writes nothing when the wallets changed since the read', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const { betId, write } = await readThenWrite(who, match, 20, () => fund(t, who.id, 5));
    expect(await write).toBe(false);
    expect(await written(betId)).toEqual({ bets: 0, legs: 0, transfers: 0 });
    expect(await balances(t, who.id)).toEqual({ cash: 55_00n, bonus: 0n });
  });

  it('writes nothing when a break was taken since the read (the stake guard’s facts changed)', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const compliance = createCompliance({ db: t.db, now: t.clock.now });
    const takeBreak = async () => void (await compliance.takeBreak(who.id, { unit: 'hours', value: 24 }));
    const { betId, write } = await readThenWrite(who, match, 20, takeBreak, STAKE_FACTS_SQL);
    expect(await write).toBe(false);
    expect(await written(betId)).toEqual({ bets: 0, legs: 0, transfers: 0 });
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    // Unchanged facts write as before.
    const other = await openedPlayer(50);
    expect(await (await readThenWrite(other, match, 20, undefined, STAKE_FACTS_SQL)).write).toBe(true);
  });

  it('rolls everything back when the ledger refuses a reservation (PB001)', async () => {
    const who = await openedPlayer(10);
    const match = await createMatch(t);
    // More than the wallet holds: the decision would have refused it; the ledger has the last word.
    const { betId, write } = await readThenWrite(who, match, 20);
    await expect(write).rejects.toMatchObject({ code: repo.LEDGER_REFUSED_SQLSTATE });
    expect(await written(betId)).toEqual({ bets: 0, legs: 0, transfers: 0 });
    expect(await balances(t, who.id)).toEqual({ cash: 10_00n, bonus: 0n });
  });

  it('reads no wallets for a player who has none open yet (the locked pass opens them)', async () => {
    const who = await player(t);
    const snapshot = await repo.placingSnapshot(t.db, { userId: who.id, currency: 'BRL', idempotencyKey: null, since, stakeFactsSql: null, lookups: [] });
    expect(t.ledger.walletsSnapshot(snapshot.wallets)).toBeNull();
  });
});

describe('placing when the wallets change between the read and the write', () => {
  /** The bets service over a database that runs `meanwhile` just before the one-statement write. */
  function serviceWith(meanwhile: () => Promise<void>, stakeGuard?: BetsServiceDeps['stakeGuard']) {
    let ran = false;
    const db: Database = {
      ...t.db,
      async query(sql, params) {
        if (!ran && sql.includes('bets_place_checked')) {
          ran = true;
          await meanwhile();
        }
        return t.db.query(sql, params);
      },
    };
    return createBetsService({ db, ledger: t.ledger, config: t.bets.config, now: t.clock.now, ...(stakeGuard ? { stakeGuard } : {}) });
  }

  it('ops ban the account in between: the bet is refused as the banned session would be, nothing written', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const compliance = createCompliance({ db: t.db, now: t.clock.now });
    const ban = async () => {
      const banned = await banByOps(t, who);
      expect(banned.statusCode, banned.body).toBe(200);
    };
    await expect(placeThrough(serviceWith(ban, compliance), who, slip(20, [detail(match, '1x2', '1', 2.1)]))).rejects.toSatisfy(
      (error: unknown) => error instanceof AppError && error.status === 401 && error.key === 'auth.banned',
    );
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    expect((await t.db.query('SELECT 1 FROM bets WHERE user_id = $1', [who.id])).rowCount).toBe(0);
  });

  it('a break taken in between: the bet is refused on the new facts and nothing is written', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const compliance = createCompliance({ db: t.db, now: t.clock.now });
    const service = serviceWith(async () => void (await compliance.takeBreak(who.id, { unit: 'hours', value: 24 })), compliance);
    await expect(placeThrough(service, who, slip(20, [detail(match, '1x2', '1', 2.1)]))).rejects.toSatisfy(
      (error: unknown) => error instanceof AppError && error.key === 'rg.errors.onBreak',
    );
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    const bets = await t.db.query('SELECT 1 FROM bets WHERE user_id = $1', [who.id]);
    expect(bets.rowCount).toBe(0);
  });

  it('a deposit in between: the bet is decided again under the locks and accepted once', async () => {
    const who = await openedPlayer(50);
    const match = await createMatch(t);
    const answer = await placeThrough(
      serviceWith(() => fund(t, who.id, 5)),
      who,
      slip(20, [detail(match, '1x2', '1', 2.1)]),
    );
    expect(answer.status).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 35_00n, bonus: 0n });
    const bets = await t.db.query('SELECT 1 FROM bets WHERE user_id = $1', [who.id]);
    expect(bets.rowCount).toBe(1);
  });

  it('another bet in between that leaves too little: refused for balance, nothing written', async () => {
    const who = await openedPlayer(30);
    const match = await createMatch(t);
    const other = serviceWith(async () => undefined);
    const answer = await placeThrough(
      serviceWith(async () => {
        expect((await placeThrough(other, who, slip(20, [detail(match, '1x2', '1', 2.1)]))).status).toBe(201);
      }),
      who,
      slip(20, [detail(match, '1x2', '1', 2.1)]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message_key).toBe('bets.insufficientBalance');
    expect(await balances(t, who.id)).toEqual({ cash: 10_00n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
