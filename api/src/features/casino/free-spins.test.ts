/**
 * Free-spin campaigns: ops create one for a player and a slot; spins in that slot use it (no
 * stake, played at the campaign's bet value, the win paid to cash and added to the total) until
 * it is used up, expires or is cancelled; the player lists them with spec §3's fields.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, ops, player, transfersLike, type CasinoTestApp } from './testing.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterEach(async () => {
  t.clock.set(new Date('2026-11-19T15:00:00Z'));
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const campaignBody = (userId: bigint, overrides: Record<string, unknown> = {}) => ({
  user_id: Number(userId),
  game_uuid: GAMES.sete,
  quantity: 3,
  valid_from: new Date(t.clock.now().getTime() - HOUR).toISOString(),
  valid_until: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
  bet_value: 2,
  ...overrides,
});

describe('free-spin campaigns', () => {
  it('refuse a player id that is not a whole number, and give nobody spins', async () => {
    const first = await player(t);
    const before = (await t.db.query<{ count: string }>('SELECT count(*) FROM casino_free_spin_campaigns')).rows[0]!.count;
    // Each of these once named some player: true and [1] as 1, "0x10" as 16, "+5" as 5.
    for (const userId of [true, [Number(first.id)], '0x10', '+5', ' 10 ', '10.', 1.5, 0, '']) {
      const answer = await ops(t, 'POST', '/ops/free-spins', campaignBody(first.id, { user_id: userId }));
      expect(answer.statusCode, JSON.stringify(userId)).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(['user_id']);
    }
    expect((await t.db.query<{ count: string }>('SELECT count(*) FROM casino_free_spin_campaigns')).rows[0]!.count).toBe(before);
    expect((await ops(t, 'GET', '/ops/free-spins?user_id=0x10')).statusCode).toBe(400);
    expect((await ops(t, 'POST', '/ops/free-spins', campaignBody(first.id, { user_id: String(first.id) }))).statusCode).toBe(201);
  });

  it('create → consume (no stake, win to cash) → total win → used up → cancel', async () => {
    const who = await player(t);
    await fund(t, who.id, 20);
    const api = as(t, who);
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/ops/free-spins`, payload: campaignBody(who.id) })).statusCode).toBe(401);
    const created = await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id));
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json().campaign;
    expect(campaign).toMatchObject({
      game_name: 'Sete da Sorte',
      quantity: 3,
      quantity_left: 3,
      status: 'active',
      state: 'active',
      total_win: 0,
      bet_value: 2,
    });
    expect((await api.get('/user/free-spins')).json().data).toEqual([campaign]);

    let totalWin = 0n;
    // The stake sent does not matter for a free spin, one above the game's maximum neither.
    const stakesSent = [1, 600, 0.05];
    for (let spin = 1; spin <= 3; spin++) {
      const response = await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: stakesSent[spin - 1] });
      expect(response.statusCode, response.body).toBe(200);
      const { round, free_spin: freeSpin } = response.json();
      expect(round).toMatchObject({ stake: 0, stake_cash: 0, free_spin_campaign_id: campaign.id, bet: { stake: 2, free_spin: true } });
      totalWin += BigInt(Math.round(round.payout * 100));
      expect(freeSpin).toEqual({ campaign_id: campaign.id, quantity_left: 3 - spin, total_win: Number(totalWin) / 100 });
      const transfers = await transfersLike(t, `casino:${round.id}:`);
      expect(transfers.map((row) => row.kind)).toEqual(round.payout > 0 ? ['casino_win'] : []);
    }
    expect(await balances(t, who.id)).toEqual({ cash: 2_000n + totalWin, bonus: 0n });
    const [used] = (await api.get('/user/free-spins')).json().data;
    expect(used).toMatchObject({ quantity_left: 0, status: 'active', state: 'used_up', total_win: Number(totalWin) / 100 });
    // Used up: a spin asked as a free spin (the button still said so) is refused and costs nothing.
    const cashBefore = (await balances(t, who.id)).cash;
    const refused = await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1, free_spin: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message_key: 'casino.errors.freeSpinUnavailable' });
    expect((await balances(t, who.id)).cash).toBe(cashBefore);
    // Without the flag, the next spin is paid, so its stake is checked again.
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 600 })).json().message_key).toBe('casino.errors.stakeOutOfRange');
    const paid = (await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json();
    expect(paid.round).toMatchObject({ stake: 1, free_spin_campaign_id: null });
    expect(paid.free_spin).toBeNull();

    const cancelled = await ops(t, 'POST', `/ops/free-spins/${campaign.id}/cancel`, { reason: 'test' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().campaign).toMatchObject({ status: 'cancelled', state: 'cancelled', quantity_left: 0 });
    expect((await ops(t, 'POST', `/ops/free-spins/${campaign.id}/cancel`)).json().message_key).toBe('casino.errors.campaignAlreadyCancelled');
    expect((await ops(t, 'POST', '/ops/free-spins/999999/cancel')).statusCode).toBe(404);
  });

  it('stops using a cancelled or expired campaign, and waits for one not started yet', async () => {
    const who = await player(t);
    await fund(t, who.id, 20);
    const api = as(t, who);
    const cancelled = (await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id))).json().campaign;
    await ops(t, 'POST', `/ops/free-spins/${cancelled.id}/cancel`);
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json().round.stake).toBe(1);

    const later = (await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id, { valid_from: new Date(t.clock.now().getTime() + HOUR).toISOString() }))).json()
      .campaign;
    expect(later.state).toBe('scheduled');
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json().round.stake).toBe(1);
    t.clock.advance(2 * HOUR);
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json().round.free_spin_campaign_id).toBe(later.id);
    t.clock.advance(30 * HOUR);
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json().round.stake).toBe(1);
    const states = (await api.get('/user/free-spins')).json().data.map((row: { id: number; state: string }) => [row.id, row.state]);
    expect(states).toEqual([
      [later.id, 'expired'],
      [cancelled.id, 'cancelled'],
    ]);
    // Another slot, and demo mode, never use it.
    const other = (await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id))).json().campaign;
    expect((await api.post(`/games/${GAMES.amazonia}/play`, { mode: 'real', stake: 1 })).json().round.free_spin_campaign_id).toBeNull();
    expect((await api.post(`/games/${GAMES.sete}/play`, { mode: 'demo', stake: 1 })).json().round.free_spin_campaign_id).toBeNull();
    expect((await ops(t, 'GET', `/ops/free-spins?user_id=${who.id}`)).json().data.find((row: { id: number }) => row.id === other.id).quantity_left).toBe(3);
  });

  it('refuses campaigns that cannot work, with the reason', async () => {
    const who = await player(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ game_uuid: GAMES.roulette }, 422, 'game_not_eligible'],
      [{ game_uuid: '00000000-0000-4000-8000-000000000000' }, 422, 'game_not_found'],
      [{ valid_until: new Date(t.clock.now().getTime() - 2 * HOUR).toISOString() }, 422, 'dates_invalid'],
      [{ user_id: 99_999_999 }, 422, 'user_not_found'],
      [{ bet_value: 5000 }, 422, 'bet_value_invalid'],
    ];
    for (const [overrides, status, reason] of cases) {
      const response = await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().details.reason).toBe(reason);
    }
    expect((await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id, { quantity: 0 }))).statusCode).toBe(400);
    expect((await ops(t, 'POST', '/ops/free-spins', campaignBody(who.id, { valid_from: 'tomorrow' }))).statusCode).toBe(400);
  });

  it('refuses a player on a break or self-excluded (free spins are an inducement), and gives them once the break is over', async () => {
    const resting = await player(t);
    const started = await as(t, resting).post('/user/responsible-gambling/break', { length: { unit: 'hours', value: 24 } });
    expect(started.statusCode).toBe(200);
    const refused = await ops(t, 'POST', '/ops/free-spins', campaignBody(resting.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.reason).toBe('player_excluded');
    expect((await t.db.query('SELECT 1 FROM casino_free_spin_campaigns WHERE user_id = $1', [resting.id])).rowCount).toBe(0);
    t.clock.advance(25 * HOUR);
    expect((await ops(t, 'POST', '/ops/free-spins', campaignBody(resting.id))).statusCode).toBe(201);
  });
});
