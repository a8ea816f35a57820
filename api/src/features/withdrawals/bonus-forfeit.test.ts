/**
 * A withdrawal with an active bonus, through the API: the player is asked to give the bonus up
 * (409) only for a withdrawal the terms would accept; one the terms refuse answers its refusals
 * (422) at once and leaves the bonus as it was.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { asPlayer } from '../../testing/players.ts';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { approveIdentity, casinoRound, createWalletTestApp, deposit, walletPlayer, type WalletTestApp } from './testing.ts';

const BONUS_CODE = 'withdrawal-forfeit-100';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp();
  await fixedTestOffer(t.db, BONUS_CODE, { maxBonusCentavos: 100_00n, redemptionsPerPlayer: 5 });
}, 180_000);
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const walletForm = (amount: number, extra: Record<string, unknown> = {}) => ({
  method: 'papara',
  account_number: '1234567890',
  first_name: 'João',
  last_name: 'da Silva',
  amount,
  ...extra,
});

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}${url}`, headers: { ...asPlayer(token), 'accept-language': 'pt-BR' }, payload });

/** A verified player named João da Silva with an active R$ 100 bonus; `cash` sets up the cash wallet. */
async function playerWithBonus(cash: (id: number) => Promise<void>) {
  const player = await walletPlayer(t, { first_name: 'João', last_name: 'da Silva' });
  await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [player.id]);
  await approveIdentity(t, player.id);
  await cash(player.id);
  const claimed = await post(player.token, '/user/bonuses/claim', { code: BONUS_CODE });
  expect(claimed.statusCode, claimed.body).toBe(201);
  return player;
}

async function bonusStatus(userId: number): Promise<string | undefined> {
  const { rows } = await t.db.query<{ status: string }>('SELECT status FROM player_bonuses WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [userId]);
  return rows[0]?.status;
}

async function withdrawalCount(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM withdrawals WHERE user_id = $1', [userId]);
  return Number(rows[0]!.count);
}

describe('a withdrawal with an active bonus', () => {
  it('the terms refuse first: R$ 600 beyond cash, rollover and deposit cap answers its refusals, never the forfeit question', async () => {
    // R$ 50 deposited, R$ 10 staked (of the R$ 125 rollover) and R$ 197,63 won back: R$ 237,63 cash, a R$ 500 cap.
    const { id, token } = await playerWithBonus(async (userId) => {
      await deposit(t, userId, 50);
      await casinoRound(t, userId, 10, 197.63);
    });
    for (const forfeitBonus of [false, true]) {
      const refused = await post(token, '/wallet/withdrawals', walletForm(600, forfeitBonus ? { forfeit_bonus: true } : {}));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message_key).not.toBe('bonus.errors.withdrawalForfeitsBonus');
      expect(refused.json().details.refusals.map((refusal: { code: string }) => refusal.code)).toEqual([
        'insufficient_cash',
        'wagering_required',
        'above_deposit_cap',
      ]);
    }
    expect(await bonusStatus(id)).toBe('active');
    expect(await withdrawalCount(id)).toBe(0);
  });

  it('a withdrawal the terms accept still asks to give the bonus up first, and goes through once agreed', async () => {
    const { id, token } = await playerWithBonus(async (userId) => {
      await deposit(t, userId, 2_000);
      for (let round = 0; round < 3; round++) await casinoRound(t, userId, 2_000);
    });
    const asked = await post(token, '/wallet/withdrawals', walletForm(500));
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({ message_key: 'bonus.errors.withdrawalForfeitsBonus', details: { bonus_balance: 100 } });
    expect(await bonusStatus(id)).toBe('active');
    expect(await withdrawalCount(id)).toBe(0);

    const agreed = await post(token, '/wallet/withdrawals', walletForm(500, { forfeit_bonus: true }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(await bonusStatus(id)).not.toBe('active');
    expect(await withdrawalCount(id)).toBe(1);
  });
});
