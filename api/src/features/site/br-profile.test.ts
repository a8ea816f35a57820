/**
 * The br profile end to end through the API: every account is opened with its holder's CPF (one
 * account per CPF); deposit limits and a session reminder are chosen before the first deposit; a Pix
 * payment from an account in another CPF is refused and credits nothing; a bank payout goes only
 * to the player's own CPF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf } from '@palpite/shared/contract';
import { checkLedger } from '../../ledger/index.ts';
import { ibanCheckDigits } from '../../domain/withdrawals/payout-details.ts';
import { DESKTOP_CHROME, asPlayer, login, newPlayer } from '../../testing/players.ts';
import { balances, createCasinoTestApp, type CasinoTestApp } from '../casino/testing.ts';
import { approveIdentity } from '../withdrawals/testing.ts';

const OWN_CPF = '529.982.247-25';
const OTHER_CPF = '111.444.777-35';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp({ jurisdiction: 'br' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
async function signUp(extra: Record<string, unknown>) {
  addressCounter += 1;
  const player = newPlayer();
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/register`,
    headers: { 'user-agent': DESKTOP_CHROME, 'accept-language': 'en' },
    remoteAddress: `198.51.100.${addressCounter}`,
    payload: { ...player, password_confirmation: player.password, ...extra },
  });
  return { player, response };
}

async function playerWithCpf(cpf: string) {
  const { player, response } = await signUp({ cpf });
  expect(response.statusCode, response.body).toBe(201);
  const token = await login(t, player, DESKTOP_CHROME, `198.51.100.${addressCounter}`);
  const me = (await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).json().user;
  await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [me.id, t.clock.now()]);
  return { token, id: BigInt(me.id), cpf: me.cpf as string };
}

describe('the br idle session', () => {
  it('ends after 30 minutes without the player doing anything: the open tab’s activity ping does not keep it alive', async () => {
    const { token } = await playerWithCpf(completeCpf('290345618'));
    const ping = () => t.app.inject({ method: 'POST', url: `${t.prefix}/user/update-activity`, headers: asPlayer(token), payload: {} });
    const me = () => t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    t.clock.advance(20 * 60_000);
    expect((await ping()).statusCode).toBe(200);
    t.clock.advance(5 * 60_000);
    // A real request does count: the 30 minutes start again here.
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await ping()).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await ping()).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('is not kept alive by the page’s realtime token renewals nor its visit tracking either', async () => {
    const { token } = await playerWithCpf(completeCpf('318204577'));
    const renew = () => t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe`, headers: asPlayer(token) });
    const track = () =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/visitor-track`, headers: asPlayer(token), payload: { fingerprint: 'f'.repeat(32), url: '/' } });
    const me = () => t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect((await me()).statusCode).toBe(200);
    for (let minutes = 0; minutes < 27; minutes += 9) {
      t.clock.advance(9 * 60_000);
      expect((await renew()).statusCode).toBe(200);
      expect((await track()).statusCode).toBeLessThan(300);
    }
    t.clock.advance(4 * 60_000);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('sign-up under the br profile', () => {
  it('asks for a valid CPF, keeps one account per CPF, and shows it on the profile', async () => {
    const missing = await signUp({});
    expect(missing.response.statusCode).toBe(400);
    expect(missing.response.json().errors).toEqual({ cpf: ['CPF is required.'] });
    const invalid = await signUp({ cpf: '123.456.789-00' });
    expect(invalid.response.json().errors).toEqual({ cpf: ['Enter a valid CPF.'] });

    const first = await playerWithCpf('52998224725');
    expect(first.cpf).toBe(OWN_CPF);
    const again = await signUp({ cpf: OWN_CPF });
    expect(again.response.statusCode).toBe(422);
    expect(again.response.json().errors).toEqual({ cpf: ['This CPF already has an account.'] });
    const rows = await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM users WHERE cpf = $1', ['52998224725']);
    expect(Number(rows.rows[0]!.count)).toBe(1);
  });
});

describe('limits chosen before the first deposit', () => {
  it('refuses a deposit until the limits and the reminder are chosen, then applies them', async () => {
    const who = await playerWithCpf('15350946056');
    const rg = (method: 'GET' | 'POST', path = '', payload?: object) =>
      t.app.inject({
        method,
        url: `${t.prefix}/user/responsible-gambling${path}`,
        headers: { ...asPlayer(who.token), 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    expect((await rg('GET')).json().first_limits_pending).toBe(true);
    const early = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/wallet/deposits`,
      headers: { ...asPlayer(who.token), 'accept-language': 'en' },
      payload: { method: 'pix', amount: 50 },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      message_key: 'rg.errors.chooseLimitsFirst',
      message: 'Before your first deposit, choose your deposit limits and session reminder.',
    });

    expect((await rg('POST', '/first-limits', { deposit: { day: 100, week: null, month: 100 }, reality_check_minutes: 20 })).json().message_key).toBe(
      'rg.errors.realityCheckTooShort',
    );
    const chosen = await rg('POST', '/first-limits', { deposit: { day: 100, week: null, month: 1000 }, reality_check_minutes: 60 });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const overview = chosen.json();
    expect(overview.first_limits_pending).toBe(false);
    expect(overview.reality_check_minutes).toBe(60);
    const deposit = (period: string) => overview.limits.find((limit: { kind: string; period: string }) => limit.kind === 'deposit' && limit.period === period);
    expect([deposit('day').amount, deposit('week').amount, deposit('month').amount]).toEqual([100, null, 1000]);
    const over = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/wallet/deposits`,
      headers: asPlayer(who.token),
      payload: { method: 'pix', amount: 150 },
    });
    expect(over.json().message_key).toBe('rg.errors.depositLimit.day');
    expect(
      (await t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/deposits`, headers: asPlayer(who.token), payload: { method: 'pix', amount: 50 } }))
        .statusCode,
    ).toBe(201);
  });
});

describe('money in and out only through accounts in the player’s CPF', () => {
  let who: Awaited<ReturnType<typeof playerWithCpf>>;
  beforeAll(async () => {
    who = await playerWithCpf('39053344705');
    const chosen = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/responsible-gambling/first-limits`,
      headers: asPlayer(who.token),
      payload: { deposit: { day: null, week: null, month: null }, reality_check_minutes: null },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });

  const pix = async (amount: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/wallet/deposits`,
      headers: asPlayer(who.token),
      payload: { method: 'pix', amount },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().deposit.id as string;
  };
  const approve = (depositId: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/approve`, ...(payload ? { payload } : {}) });
  const depositOf = async (depositId: string) =>
    (await t.app.inject({ method: 'GET', url: `${t.prefix}/wallet/deposits/${depositId}`, headers: asPlayer(who.token) })).json().deposit;

  it('a Pix payment from another CPF is refused and credits nothing; one from the player’s own is credited', async () => {
    const foreign = await pix(50);
    expect((await approve(foreign, { payer_document: OTHER_CPF })).statusCode).toBe(200);
    expect(await depositOf(foreign)).toMatchObject({ status: 'failed', failure_reason: 'payer_not_holder' });
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });

    const own = await pix(50);
    expect((await approve(own)).statusCode).toBe(200);
    expect(await depositOf(own)).toMatchObject({ status: 'completed' });
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a bank payout must name the player’s own CPF', async () => {
    await approveIdentity(t, who.id);
    const bban = '00360305000010009795493C1';
    const bank = (cpf: string) => ({
      method: 'bank_transfer',
      bank: 'Banco do Brasil',
      account_number: '12345-6',
      iban: `BR${ibanCheckDigits('BR', bban)}${bban}`,
      first_name: 'Ana',
      last_name: 'Souza',
      amount: 20,
      city: 'Recife',
      cpf,
      id_expiry_date: '2035-01-01',
      birth_date: '1990-05-20',
    });
    const request = (cpf: string) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/withdrawals`, headers: { ...asPlayer(who.token), 'accept-language': 'en' }, payload: bank(cpf) });
    const foreign = await request(OTHER_CPF);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ cpf: ['Withdrawals go only to an account in your own CPF: use the CPF of your Palpite account.'] });
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    // Past the CPF check, the withdrawal terms decide (here the deposit's 2.5× wagering is not met).
    const own = await request(who.cpf);
    expect(own.json().errors?.cpf).toBeUndefined();
  });
});
