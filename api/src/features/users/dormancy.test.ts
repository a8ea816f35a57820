import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TERMS } from '@palpite/shared/contract';
import { createLedger } from '../../ledger/index.ts';
import { fund } from '../../testing/money-players.ts';
import { asPlayer, DESKTOP_CHROME, signedUpPlayer } from '../../testing/players.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { closeDormantAccounts } from './dormancy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ledger = createLedger({ now: () => new Date() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A player who signed up and last used the site `days` ago. */
async function lastSeenDaysAgo(days: number) {
  const signedUp = await signedUpPlayer(t);
  const then = new Date(Date.now() - days * DAY_MS);
  await t.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [signedUp.id, then]);
  await t.db.query('UPDATE sessions SET created_at = $2, last_active_at = $2 WHERE user_id = $1', [signedUp.id, then]);
  return { ...signedUp, userId: BigInt(signedUp.id) };
}

const sweep = async () => (await closeDormantAccounts(t.db, new Date())).map(Number);

const logIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}/login`,
    headers: { 'user-agent': DESKTOP_CHROME, 'accept-language': 'en' },
    payload: { email, password },
  });

const ops = (path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: { authorization: `Bearer ${t.opsToken}` }, ...(payload ? { payload } : {}) });

describe('accounts without a login for the terms’ period', () => {
  const days = ACCOUNT_TERMS.inactiveAccountClosedAfterDays;

  it('are closed, their sessions ended and their login refused with the reason; the money stays theirs', async () => {
    const dormant = await lastSeenDaysAgo(days + 1);
    const recent = await lastSeenDaysAgo(days - 1);
    await fund({ db: t.db, ledger }, dormant.userId, 50);
    const before = await ledger.balances(t.db, dormant.userId);

    const closed = await sweep();
    expect(closed).toContain(dormant.id);
    expect(closed).not.toContain(recent.id);
    expect(await sweep()).not.toContain(dormant.id);

    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(dormant.token) });
    expect(me.statusCode).toBe(401);
    const login = await logIn(dormant.player.email, dormant.player.password);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      success: false,
      message_key: 'auth.accountClosed',
      message: `This account was closed after ${days} days without a login. Your balance is still yours: contact support to reopen the account or withdraw it.`,
    });
    expect(await ledger.balances(t.db, dormant.userId)).toEqual(before);
    const audit = await t.db.query('SELECT actor FROM ops_audit_log WHERE action = $1 AND subject = $2', ['user.close_inactive', `user:${dormant.id}`]);
    expect(audit.rows).toEqual([{ actor: 'system' }]);
    expect((await logIn(recent.player.email, recent.player.password)).statusCode).toBe(200);
  });

  it('count from the end of a break; an open-ended self-exclusion or a ban is left as it is', async () => {
    const backFromBreak = await lastSeenDaysAgo(days + 20);
    const selfExcluded = await lastSeenDaysAgo(days + 20);
    const banned = await lastSeenDaysAgo(days + 20);
    const exclude = (userId: bigint, kind: 'break' | 'self_exclusion', endsAt: Date | null) =>
      t.db.query('INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $3)', [
        userId,
        kind,
        new Date(Date.now() - (days + 19) * DAY_MS),
        endsAt,
      ]);
    await exclude(backFromBreak.userId, 'break', new Date(Date.now() - 10 * DAY_MS));
    await exclude(selfExcluded.userId, 'self_exclusion', null);
    expect((await ops(`/ops/users/${banned.id}/ban`, { reason: 'bonus abuse' })).statusCode).toBe(200);

    const closed = await sweep();
    for (const player of [backFromBreak, selfExcluded, banned]) expect(closed).not.toContain(player.id);
  });

  it('support reopens one: the player logs in again and the clock restarts', async () => {
    const dormant = await lastSeenDaysAgo(days + 1);
    expect(await sweep()).toContain(dormant.id);

    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/ops/users/${dormant.id}/reopen` })).statusCode).toBe(401);
    expect((await ops('/ops/users/999999999/reopen')).statusCode).toBe(404);
    expect((await ops(`/ops/users/${dormant.id}/reopen`)).json()).toEqual({ success: true, reopened: true });
    expect((await ops(`/ops/users/${dormant.id}/reopen`)).json()).toEqual({ success: true, reopened: false });

    expect(await sweep()).not.toContain(dormant.id);
    expect((await logIn(dormant.player.email, dormant.player.password)).statusCode).toBe(200);
  });
});
