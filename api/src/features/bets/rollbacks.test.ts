/**
 * A feed taking back a decision that bets already carry (rollbacks.ts), through the real job and
 * ledger: a settlement rolled back and decided again, a wrong price cancelled after payment and
 * the cancel taken back, a take-back the wallets cannot cover, an accumulator's leg reopened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import {
  balances,
  betOf,
  betTransfers,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  instruct,
  placeBet,
  player,
  rollBackSettlement,
  settleMarket,
  slip,
  updateMatch,
  type BetsTestApp,
} from './testing.ts';
import { lockMatchSettlement } from './repo.ts';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

async function rollbackRows(betId: number) {
  const { rows } = await t.db.query<{ instruction_id: string; outcome: string; taken_back_cash_centavos: bigint }>(
    'SELECT instruction_id, outcome, taken_back_cash_centavos FROM bet_rollbacks WHERE bet_id = $1 ORDER BY created_at, instruction_id',
    [betId],
  );
  return rows.map((row) => `${row.instruction_id} ${row.outcome} ${row.taken_back_cash_centavos}`);
}

function ops(method: 'GET' | 'POST', path: string) {
  return t.app.inject({ method, url: `${t.prefix}${path}`, headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'trader.ana' } });
}

async function setUp(price = 2.1) {
  const who = await player(t);
  await fund(t, who.id, 100);
  const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': price, X: 3.4, '2': 3.6 } }] });
  const placed = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', price)]));
  expect(placed.statusCode, placed.body).toBe(201);
  return { who, match, betId: placed.json().bet.id as number };
}

/** A won bet whose winnings are staked on another match before the feed rolls its settlement back. */
async function refusedRollback() {
  const { who, match, betId } = await setUp();
  await settleMarket(t, match, '1x2', { '1': 'won' });
  await t.bets.runJobsOnce();
  const other = await createMatch(t);
  expect((await placeBet(t, who, slip(111, [detail(other, '1x2', '1', 2.1)]))).statusCode).toBe(201);
  await rollBackSettlement(t, match, '1x2', `rb:${betId}`);
  return { who, match, betId, report: await t.bets.runJobsOnce() };
}

describe('a settlement the feed rolls back', () => {
  it('takes the payout back, reopens the bet and settles it again on the new result', async () => {
    const { who, match, betId } = await setUp();
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });

    await rollBackSettlement(t, match, '1x2', `rb1:${betId}`);
    const report = await t.bets.runJobsOnce();
    expect(report.reopened).toBe(1);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'pending', payout: null, selections: [{ result: null }] });
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    // The bell says why the money left, in the player's language.
    const bell = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/notifications`, headers: who.headers });
    expect(bell.json().notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          translation_key: 'bets.reopenedNotice',
          translation_params: { betId, amount: expect.stringMatching(/^R\$\s21,00$/) },
        }),
      ]),
    );

    await settleMarket(t, match, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'rejected', payout: 0, selections: [{ result: 'lost' }] });
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    expect(await betTransfers(t, betId)).toEqual([
      `bet:${betId}:cash bet_stake pending 1000`,
      `bet:${betId}:cash:post bet_stake post_pending 1000`,
      `bet:${betId}:r1:rollback rollback single 2100`,
      `bet:${betId}:win bet_win single 2100`,
    ]);
    expect(await rollbackRows(betId)).toEqual([`rb1:${betId} reopened 2100`]);

    // Applied once: more passes move nothing.
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a second rollback of a re-settled win takes back that round’s payout', async () => {
    const { who, match, betId } = await setUp();
    await settleMarket(t, match, '1x2', { '1': 'lost' });
    await t.bets.runJobsOnce();
    await rollBackSettlement(t, match, '1x2', `rb1:${betId}`);
    await settleMarket(t, match, '1x2', { '1': 'won' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });

    await rollBackSettlement(t, match, '1x2', `rb2:${betId}`);
    await updateMatch(t, match, { status: 'Finished', home: 1, away: 1 });
    await t.bets.runJobsOnce();
    // Nothing came back from the lost first round; round 1's win is taken back, and the draw decides round 2.
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'rejected', payout: 0 });
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
    expect(await betTransfers(t, betId)).toContain(`bet:${betId}:r1:win bet_win single 2100`);
    expect(await betTransfers(t, betId)).toContain(`bet:${betId}:r2:rollback rollback single 2100`);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('leaves a bet settled, for ops, when the player no longer holds its return', async () => {
    const { who, betId, report } = await refusedRollback();
    expect(report.rollbacksRefused).toBe(1);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    expect(await rollbackRows(betId)).toEqual([`rb:${betId} refused 2100`]);
    // Refused once, not tried again every pass.
    expect((await t.bets.runJobsOnce()).rollbacksRefused).toBe(0);
    expect((await checkLedger(t.db)).ok).toBe(true);

    // Ops see it, and hand it back to the job once the player has paid money in.
    const listed = await ops('GET', '/ops/bets/rollbacks');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().rollbacks).toContainEqual(
      expect.objectContaining({ bet_id: betId, instruction_id: `rb:${betId}`, outcome: 'refused', taken_back_cash: 21, bet_status: 'approved' }),
    );
    await fund(t, who.id, 30);
    expect((await ops('POST', `/ops/bets/${betId}/rollbacks/rb:${betId}/retry`)).statusCode).toBe(200);
    expect((await t.bets.runJobsOnce()).reopened).toBe(1);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'pending', payout: null });
    expect(await balances(t, who.id)).toEqual({ cash: 9_00n, bonus: 0n });
    expect(await rollbackRows(betId)).toEqual([`rb:${betId} reopened 2100`]);
    const audit = await t.db.query('SELECT 1 FROM ops_audit_log WHERE action = $1 AND subject = $2', ['bet.rollback_retry', `bet:${betId}`]);
    expect(audit.rowCount).toBe(1);
    // Nothing refused is left to retry.
    expect((await ops('POST', `/ops/bets/${betId}/rollbacks/rb:${betId}/retry`)).statusCode).toBe(404);
  });

  it('a retry that finds the feed has since settled the bet the same way again leaves it be, and clears the refusal', async () => {
    const { who, match, betId, report: refused } = await refusedRollback();
    expect(refused.rollbacksRefused).toBe(1);
    // The feed settles the market again, as before.
    await settleMarket(t, match, '1x2', { '1': 'won' });
    await fund(t, who.id, 30);
    expect((await ops('POST', `/ops/bets/${betId}/rollbacks/rb:${betId}/retry`)).statusCode).toBe(200);
    const report = await t.bets.runJobsOnce();
    expect(report).toMatchObject({ reopened: 0, rollbacksRefused: 0 });
    expect(await rollbackRows(betId)).toEqual([]);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 30_00n, bonus: 0n });
  });

  it('the back-office calls need the ops token and valid input', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/ops/bets/rollbacks` })).statusCode).toBe(401);
    const bad = await ops('GET', '/ops/bets/rollbacks?outcome=lost&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).not.toMatch(/Invalid|Expected|Too small/);
    expect((await ops('POST', '/ops/bets/abc/rollbacks/x/retry')).statusCode).toBe(400);
  });

  it('an accumulator waiting for another leg has the rolled-back leg decided again', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const first = await createMatch(t);
    const second = await createMatch(t);
    const placed = await placeBet(t, who, slip(10, [detail(first, '1x2', '1', 2.1), detail(second, '1x2', '1', 2.1)]));
    const betId = placed.json().bet.id as number;
    await settleMarket(t, first, '1x2', { '1': 'won' });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, betId)).selections.map((leg) => leg.result)).toEqual(['won', null]);

    await rollBackSettlement(t, first, '1x2', `rb:${betId}`);
    await settleMarket(t, first, '1x2', { '1': 'lost' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'rejected', payout: 0, selections: [{ result: 'lost' }, { result: null }] });
    expect(await rollbackRows(betId)).toEqual([`rb:${betId} legs_reopened 0`]);
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
  });
});

describe('what an instruction does not reopen, and a corrected settlement', () => {
  it('a cancel taken back leaves a push alone: only the legs the cancel voided are reopened', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const match = await createMatch(t, { markets: [{ key: 'dnb', prices: { home: 1.5 } }] });
    const placed = await placeBet(t, who, slip(10, [detail(match, 'dnb', 'home', 1.5)]));
    const betId = placed.json().bet.id as number;
    await updateMatch(t, match, { status: 'Finished', home: 1, away: 1 });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'void', payout: 10 });
    await instruct(t, match, { id: `rc:${betId}`, kind: 'rollback-cancel', markets: 'all' });
    expect((await t.bets.runJobsOnce()).reopened).toBe(0);
    expect(await rollbackRows(betId)).toEqual([]);
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
  });

  it('a settlement rolled back that the final score decides the same way moves no money', async () => {
    const { who, match, betId } = await setUp();
    await updateMatch(t, match, { status: 'Finished', home: 2, away: 0 });
    await settleMarket(t, match, '1x2', { '1': 'won' });
    await t.bets.runJobsOnce();
    await rollBackSettlement(t, match, '1x2', `rb:${betId}`);
    expect((await t.bets.runJobsOnce()).reopened).toBe(0);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await betTransfers(t, betId)).not.toContainEqual(expect.stringContaining(':rollback'));
  });

  it('a corrected settlement reopens the bets it changes', async () => {
    const { who, match, betId } = await setUp();
    const settle = (id: string, won: boolean) =>
      instruct(t, match, {
        id,
        kind: 'settle',
        certainty: 'live',
        result: null,
        markets: [{ marketKey: '1x2', outcomes: [{ selectionKey: '1', result: won ? 'won' : 'lost', voidFactor: 0, deadHeatFactor: 1 }] }],
      });
    await settleMarket(t, match, '1x2', { '1': 'won' });
    await settle(`s1:${betId}`, true);
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });
    // The feed corrects itself with a new settlement of the market, without a rollback first.
    await settleMarket(t, match, '1x2', { '1': 'lost' });
    await settle(`s2:${betId}`, false);
    expect((await t.bets.runJobsOnce()).reopened).toBe(1);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'rejected', payout: 0 });
    expect(await balances(t, who.id)).toEqual({ cash: 90_00n, bonus: 0n });
  });

  it.runIf(process.env.DATABASE_URL)('a bet settled on another node while the rollback is checked is not missed', async () => {
    const { who, match, betId } = await setUp();
    await settleMarket(t, match, '1x2', { '1': 'won' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    // Node B settles the bet on the market's rows as they were before the rollback...
    const nodeB = t.db.transaction(async (tx) => {
      await lockMatchSettlement(tx, match.id, 'shared');
      await tx.query(`UPDATE bet_selections SET result = 'won' WHERE bet_id = $1`, [betId]);
      begun();
      await gate;
    });
    await started;
    // ...while the feed's rollback arrives and node A checks it against the bets.
    await rollBackSettlement(t, match, '1x2', `rb:${betId}`);
    const nodeA = t.bets.runJobsOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await nodeB;
    await nodeA;
    expect(await rollbackRows(betId)).toEqual([`rb:${betId} legs_reopened 0`]);
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'pending', selections: [{ result: null }] });
  });
});

describe('a cancel after payment, and the cancel taken back', () => {
  it('a wrong price found after the bet was paid voids it; taking the cancel back settles it on the score again', async () => {
    const { who, match, betId } = await setUp();
    await updateMatch(t, match, { status: 'Finished', home: 2, away: 0 });
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });

    const window = { placedFrom: new Date(0).toISOString() };
    await instruct(t, match, { id: `c:${betId}`, kind: 'cancel', reason: 'odds-error', markets: ['1x2'], ...window });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'void', payout: 10 });
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });

    await instruct(t, match, { id: `rc:${betId}`, kind: 'rollback-cancel', markets: ['1x2'], ...window });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });
    expect(await betTransfers(t, betId)).toEqual([
      `bet:${betId}:cash bet_stake pending 1000`,
      `bet:${betId}:cash:post bet_stake post_pending 1000`,
      `bet:${betId}:r1:refund refund single 1000`,
      `bet:${betId}:r1:rollback rollback single 2100`,
      `bet:${betId}:r2:rollback rollback single 1000`,
      `bet:${betId}:r2:win bet_win single 2100`,
      `bet:${betId}:win bet_win single 2100`,
    ]);
    expect(await rollbackRows(betId)).toEqual([`c:${betId} reopened 2100`, `rc:${betId} reopened 1000`]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('a settled bet reopened under an active bonus', () => {
  /** A R$ 10 bet at 2.50 (R$ 4 cash, R$ 6 bonus) under an active sports bonus of R$ 10 with a R$ 50 target. */
  async function bonusBet(code: string) {
    await fixedTestOffer(t.db, code, { product: 'sports' });
    const who = await player(t);
    await fund(t, who.id, 4);
    const claimed = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code } });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5, X: 3.4, '2': 3.6 } }] });
    const placed = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.5)]));
    expect(placed.statusCode, placed.body).toBe(201);
    const betId = placed.json().bet.id as number;
    const bonus = async () =>
      (await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bonuses/current`, headers: who.headers })).json().bonus as {
        status: string;
        wagered: number;
      };
    const steps = async () =>
      (
        await t.db.query<{ kind: string; amount_centavos: bigint; wagered_after_centavos: bigint; source_ref: string | null }>(
          `SELECT kind, amount_centavos, wagered_after_centavos, source_ref FROM bonus_transactions WHERE user_id = $1 AND kind IN ('wagered', 'wagering_reversed') ORDER BY id`,
          [who.id],
        )
      ).rows.map((row) => `${row.kind} ${row.amount_centavos} → ${row.wagered_after_centavos} ${row.source_ref}`);
    return { who, match, betId, bonus, steps };
  }

  it('gives back the wagering its settlement counted, and each later settlement counts its own', async () => {
    const { who, match, betId, bonus, steps } = await bonusBet('rollback-wagering');
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonus()).toMatchObject({ status: 'active', wagered: 10 });

    await rollBackSettlement(t, match, '1x2', `rbw1:${betId}`);
    expect((await t.bets.runJobsOnce()).reopened).toBe(1);
    expect(await bonus()).toMatchObject({ status: 'active', wagered: 0 });

    // Decided again as void: a void bet counts nothing.
    await settleMarket(t, match, '1x2', { '1': 'void', X: 'void', '2': 'void' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'void' });
    expect(await bonus()).toMatchObject({ wagered: 0 });

    // Reopened again and won this time: counted once more, under its own round.
    await rollBackSettlement(t, match, '1x2', `rbw2:${betId}`);
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 25 });
    expect(await bonus()).toMatchObject({ status: 'active', wagered: 10 });
    expect(await steps()).toEqual([`wagered 1000 → 1000 bet:${betId}`, `wagering_reversed 1000 → 0 bet:${betId}`, `wagered 1000 → 1000 bet:${betId}:r2`]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a bet reopened before reopenings gave wagering back counts once when it settles again', async () => {
    const { match, betId, bonus, steps } = await bonusBet('rollback-wagering-legacy');
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    await rollBackSettlement(t, match, '1x2', `rbl1:${betId}`);
    await t.bets.runJobsOnce();
    // As the earlier code left it: reopened, with its first settlement's wagering still counted.
    await t.db.query(`DELETE FROM bonus_transactions WHERE kind = 'wagering_reversed' AND source_ref = $1`, [`bet:${betId}`]);
    await t.db.query(`UPDATE player_bonuses SET wagered_centavos = 1000 WHERE id = (SELECT player_bonus_id FROM bonus_transactions WHERE source_ref = $1)`, [
      `bet:${betId}`,
    ]);
    expect(await bonus()).toMatchObject({ wagered: 10 });

    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonus()).toMatchObject({ status: 'active', wagered: 10 });
    expect(await steps()).toEqual([`wagered 1000 → 1000 bet:${betId}`, `wagering_reversed 1000 → 0 bet:${betId}`, `wagered 1000 → 1000 bet:${betId}:r1`]);
  });
});
