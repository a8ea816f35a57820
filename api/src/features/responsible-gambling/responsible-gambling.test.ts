/**
 * Responsible gambling enforced by the API: deposit limits (tighter at once, looser after the
 * cool-down), loss limits on real stakes, breaks and self-exclusion that end every session and
 * refuse depositing and staking (not logging in to withdraw), the reality-check minimum, and the br
 * profile's 30-minute idle session end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusionUntilText } from '@palpite/shared/contract';
import { formatBrl, reaisOf } from '../../domain/money.ts';
import { asPlayer, DESKTOP_CHROME } from '../../testing/players.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, player, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';
import { approveIdentity, casinoRound, deposit, walletPlayer, type WalletTestApp } from '../withdrawals/testing.ts';
import { approvedCardDeposit as card } from '../payments/testing.ts';
import { MAX_LIMIT_CENTAVOS } from './schemas.ts';

let t: CasinoTestApp;
// Building the app migrates a fresh database: give a busy machine time.
beforeAll(async () => {
  t = await createCasinoTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function verified(who: TestPlayer): Promise<TestPlayer> {
  await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [who.id, t.clock.now()]);
  return who;
}

const setLimit = (who: TestPlayer, kind: string, period: string, amount: number | null) =>
  as(t, who).put('/user/responsible-gambling/limits', { kind, period, amount });

describe('deposit limits', () => {
  it('a tighter limit applies at once; a deposit above what is left is refused and creates nothing', async () => {
    const who = await verified(await player(t));
    const saved = await setLimit(who, 'deposit', 'week', 100);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Limit saved. It applies now.');
    expect((await as(t, who).post('/wallet/deposits', card(80))).statusCode).toBe(201);
    const refused = await as(t, who).post('/wallet/deposits', card(30));
    expect(refused.statusCode).toBe(422);
    const text = `This deposit goes over your weekly deposit limit of ${formatBrl(100_00n)}. You can still deposit ${formatBrl(20_00n)} this week.`;
    expect(refused.json()).toMatchObject({
      message_key: 'rg.errors.depositLimit.week',
      message: text,
      // Shown under the amount field, placeholders filled as in the message.
      errors: { amount: [text] },
      details: { kind: 'deposit', period: 'week', limit: 100, remaining: 20 },
    });
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [who.id])).rows).toHaveLength(1);
    const overview = (await as(t, who).get('/user/responsible-gambling')).json();
    expect(overview.limits.find((limit: { kind: string; period: string }) => limit.kind === 'deposit' && limit.period === 'week')).toMatchObject({
      amount: 100,
      used: 80,
      remaining: 20,
      pending_amount: null,
    });
  });

  it('deposits at once cannot together pass the limit: one of eight goes through', async () => {
    const who = await verified(await player(t));
    await setLimit(who, 'deposit', 'day', 100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => as(t, who).post('/wallet/deposits', card(60))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(7);
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [who.id])).rows).toHaveLength(1);
  });

  it('a looser limit waits 24 hours; until then the old one holds', async () => {
    const who = await verified(await player(t));
    await setLimit(who, 'deposit', 'day', 50);
    const raised = await setLimit(who, 'deposit', 'day', 500);
    expect(raised.json().message).toBe('Request saved. A higher limit, or removing a limit, applies only after 24 hours.');
    expect(raised.json().limits.find((limit: { period: string; kind: string }) => limit.kind === 'deposit' && limit.period === 'day')).toMatchObject({
      amount: 50,
      pending_amount: 500,
    });
    expect((await as(t, who).post('/wallet/deposits', card(100))).json().message_key).toBe('rg.errors.depositLimit.day');
    t.clock.advance(24 * 3_600_000);
    expect((await as(t, who).post('/wallet/deposits', card(100))).statusCode).toBe(201);
  });

  it('refuses amounts that are not a positive sum of money', async () => {
    const who = await player(t);
    for (const amount of [0, -5, 'abc']) {
      const response = await setLimit(who, 'deposit', 'day', amount as number);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.amount).toEqual(['Enter an amount above zero.']);
    }
    expect((await setLimit(who, 'deposit', 'year', 10)).json().errors.period).toEqual(['Choose the period: day, week or month.']);
  });

  it('says how large a limit may be, in every language, and takes the largest', async () => {
    const who = await player(t);
    const largest = formatBrl(MAX_LIMIT_CENTAVOS);
    expect(largest).toMatch(/^R\$\s999\.999\.999\.999,99$/);
    const tooLarge = { 'pt-BR': `Informe no máximo ${largest}.`, en: `Enter at most ${largest}.`, tr: `En fazla ${largest} girin.` };
    for (const [language, text] of Object.entries(tooLarge)) {
      for (const amount of [1_000_000_000_000, 1e21, '1000000000000', '0001000000000000,50']) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `${t.prefix}/user/responsible-gambling/limits`,
          headers: { ...who.headers, 'accept-language': language },
          payload: { kind: 'deposit', period: 'day', amount },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.amount).toEqual([text]);
      }
    }
    // Above zero stays the word for what is not a positive amount, however long.
    expect((await setLimit(who, 'deposit', 'day', -1_000_000_000_000)).json().errors.amount).toEqual(['Enter an amount above zero.']);
    const first = await as(t, who).post('/user/responsible-gambling/first-limits', {
      deposit: { day: 2_000_000_000_000, week: null, month: null },
      reality_check_minutes: null,
    });
    expect(first.json().errors['deposit.day']).toEqual([`Enter at most ${largest}.`]);
    const saved = await setLimit(who, 'deposit', 'week', reaisOf(MAX_LIMIT_CENTAVOS));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('loss limits', () => {
  it('refuses a real stake that could lose more than is left, moving nothing', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    await setLimit(who, 'loss', 'day', 10);
    const refused = await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 11 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message_key: 'rg.errors.lossLimit.day', details: { limit: 10, remaining: 10 } });
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 0n });
    const played = await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 5 });
    expect(played.statusCode).toBe(200);
    // Net of wins: what is left is the limit minus (stake − return), never more than the limit.
    const payout = played.json().round.payout as number;
    const remaining = Math.min(10, Math.max(0, 10 - (5 - payout)));
    const overview = (await as(t, who).get('/user/responsible-gambling')).json();
    expect(overview.limits.find((limit: { kind: string; period: string }) => limit.kind === 'loss' && limit.period === 'day').remaining).toBeCloseTo(
      remaining,
      2,
    );
    // Demo play is not gambling with money: no limit applies.
    expect((await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'demo', stake: 50 })).statusCode).toBe(200);
  });
});

describe('breaks and self-exclusion', () => {
  it('a break ends every session; the player may log in again to withdraw, but not deposit or stake until it ends', async () => {
    const who = await walletPlayer(t, { first_name: 'João', last_name: 'da Silva' });
    await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [who.id]);
    await approveIdentity(t, who.id);
    // The wallet helpers need no clock of their own: R$ 1.000 deposited and its rollover staked.
    const wallet = { ...t, setNow: () => undefined } as WalletTestApp;
    await deposit(wallet, who.id, 1000);
    for (let round = 0; round < 3; round += 1) await casinoRound(wallet, who.id, 900);
    const started = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/responsible-gambling/break`,
      headers: asPlayer(who.token),
      payload: { length: { unit: 'hours', value: 24 } },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().exclusion).toMatchObject({ kind: 'break' });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(who.token) })).statusCode).toBe(401);
    const events = await t.db.query<{ payload: { reason: string } }>(`SELECT payload FROM account_events WHERE user_id = $1 AND name = 'force-logout'`, [
      who.id,
    ]);
    expect(events.rows.map((row) => row.payload.reason)).toContain('excluded');

    const login = (language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/login`,
        headers: { 'user-agent': DESKTOP_CHROME, 'accept-language': language },
        remoteAddress: '198.18.0.9',
        payload: { email: who.player.email, password: who.player.password },
      });
    const loggedIn = await login();
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const headers = { ...asPlayer(loggedIn.json().access_token as string), 'accept-language': 'en' };
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `${t.prefix}${url}`, headers, ...(payload ? { payload } : {}) });

    const refusedDeposit = await call('POST', '/wallet/deposits', card(50));
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.json().message_key).toBe('rg.errors.onBreak');
    // The end of the break as the site writes every time, in Brazil's time when the request names no zone…
    const until = refusedDeposit.json().details.until as string;
    expect(refusedDeposit.json().message).toBe(
      `You are on a break until ${exclusionUntilText(Date.parse(until), 'en', 'America/Sao_Paulo')}. Until then you cannot bet or deposit; withdrawals stay open.`,
    );
    expect(exclusionUntilText(Date.parse(until), 'en', 'America/Sao_Paulo')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    // …and in the viewer's when it does (the device's, as the page shows the other times).
    const fromManaus = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/wallet/deposits`,
      headers: { ...headers, 'accept-language': 'pt-BR', 'x-time-zone': 'America/Manaus' },
      payload: card(50),
    });
    expect(fromManaus.json().message).toContain(`em uma pausa até ${exclusionUntilText(Date.parse(until), 'pt-BR', 'America/Manaus')}.`);
    expect(exclusionUntilText(Date.parse(until), 'pt-BR', 'America/Manaus')).not.toBe(exclusionUntilText(Date.parse(until), 'pt-BR', 'America/Sao_Paulo'));
    const refusedSpin = await call('POST', `/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
    expect(refusedSpin.json().message_key).toBe('rg.errors.onBreak');

    // Their money is not held: a withdrawal goes through, as when there is no break.
    const withdrawal = await call('POST', '/wallet/withdrawals', {
      method: 'papara',
      account_number: '1234567890',
      first_name: 'João',
      last_name: 'da Silva',
      amount: 500,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect((await balances(t, BigInt(who.id))).cash).toBe(500_00n);

    t.clock.advance(24 * 3_600_000);
    expect((await call('POST', '/wallet/deposits', card(50))).statusCode).toBe(201);
  });

  it('offers only the configured lengths, and a break between 24 hours and 6 months', async () => {
    const who = await player(t);
    const post = (path: string, length: object) => as(t, who).post(`/user/responsible-gambling/${path}`, { length });
    expect((await post('break', { unit: 'hours', value: 23 })).json().message_key).toBe('rg.errors.breakTooShort');
    expect((await post('break', { unit: 'months', value: 7 })).json().message_key).toBe('rg.errors.breakTooLong');
    expect((await post('self-exclusion', { unit: 'months', value: 3 })).json().message_key).toBe('rg.errors.lengthNotOffered');
    expect((await post('self-exclusion', { unit: 'weeks', value: 3 })).statusCode).toBe(400);
    const excluded = await post('self-exclusion', { unit: 'months', value: 6 });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().exclusion).toMatchObject({ kind: 'self_exclusion' });
  });

  it('a stake or a deposit by a session that outlived an exclusion is refused', async () => {
    const who = await verified(await player(t));
    await fund(t, who.id, 20);
    // As if taken from another channel (back office): the row exists, this session did not end.
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'self_exclusion', $2, NULL, $2)`, [
      who.id,
      t.clock.now(),
    ]);
    const spin = await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 });
    expect(spin.statusCode).toBe(403);
    expect(spin.json().message_key).toBe('rg.errors.selfExcludedIndefinitely');
    expect((await as(t, who).post('/wallet/deposits', card(50))).json().message_key).toBe('rg.errors.selfExcludedIndefinitely');
    expect(await balances(t, who.id)).toEqual({ cash: 20_00n, bonus: 0n });
  });

  it.each([
    ['break', 48, 'rg.errors.onBreak'],
    ['self_exclusion', null, 'rg.errors.selfExcludedIndefinitely'],
  ] as const)('refuses a Pix deposit during a %s for its own reason before asking an unverified player to verify the email', async (kind, hours, key) => {
    const who = await player(t);
    const endsAt = hours === null ? null : new Date(t.clock.now().getTime() + hours * 3_600_000);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $3)`, [
      who.id,
      kind,
      t.clock.now(),
      endsAt,
    ]);
    const pix = () => as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50 });
    const refused = await pix();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_key).toBe(key);
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [who.id])).rows).toHaveLength(0);
    // Verification is still asked for once nothing stronger stands in the way.
    await t.db.query('DELETE FROM player_exclusions WHERE user_id = $1', [who.id]);
    expect((await pix()).json().message_key).toBe('payments.emailNotVerified');
  });
});

describe('limits during a break or self-exclusion', () => {
  const limitOf = (answer: { limits: { kind: string; period: string }[] }, kind: string, period: string) =>
    answer.limits.find((limit) => limit.kind === kind && limit.period === period);

  it('drops a raise or removal asked for just before a break: the old limits hold when the break ends', async () => {
    const who = await verified(await player(t));
    await setLimit(who, 'loss', 'day', 10);
    await setLimit(who, 'deposit', 'day', 50);
    expect((await setLimit(who, 'loss', 'day', 5000)).statusCode).toBe(200);
    expect((await setLimit(who, 'deposit', 'day', null)).statusCode).toBe(200);
    const started = await as(t, who).post('/user/responsible-gambling/break', { length: { unit: 'hours', value: 24 } });
    expect(started.statusCode, started.body).toBe(200);
    expect(limitOf(started.json(), 'loss', 'day')).toMatchObject({ amount: 10, pending_amount: null, pending_from: null });
    expect(limitOf(started.json(), 'deposit', 'day')).toMatchObject({ amount: 50, pending_removal: false, pending_from: null });

    t.clock.advance(48 * 3_600_000);
    const stored = await t.db.query('SELECT kind, amount_centavos, pending_from FROM player_limits WHERE user_id = $1 AND period = $2 ORDER BY kind', [
      who.id,
      'day',
    ]);
    expect(stored.rows).toEqual([
      { kind: 'deposit', amount_centavos: 50_00n, pending_from: null },
      { kind: 'loss', amount_centavos: 10_00n, pending_from: null },
    ]);
  });

  it('refuses raising or removing a limit during a break, lets it be lowered, and the old limits hold the moment the break ends', async () => {
    const who = await verified(await player(t));
    await setLimit(who, 'deposit', 'day', 50);
    await setLimit(who, 'loss', 'day', 10);
    // A break as if taken on another device: this session outlives it.
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 24 * 3_600_000),
    ]);
    const text = 'During a break or self-exclusion you cannot raise or remove limits; lowering them is still possible.';
    for (const [kind, amount] of [
      ['deposit', 1000],
      ['deposit', null],
      ['loss', 500],
      ['loss', null],
    ] as const) {
      const refused = await setLimit(who, kind, 'day', amount);
      expect(refused.statusCode, `${kind} ${amount}`).toBe(403);
      expect(refused.json()).toMatchObject({ message_key: 'rg.errors.noLooseningWhileExcluded', message: text, details: { kind: 'break' } });
    }
    // The first-limits step is no way around it: it cannot remove the deposit limits either.
    const firstLimits = await as(t, who).post('/user/responsible-gambling/first-limits', {
      deposit: { day: null, week: null, month: null },
      reality_check_minutes: null,
    });
    expect(firstLimits.json().message_key).toBe('rg.errors.noLooseningWhileExcluded');
    const portuguese = await t.app.inject({
      method: 'PUT',
      url: `${t.prefix}/user/responsible-gambling/limits`,
      headers: { ...who.headers, 'accept-language': 'pt-BR' },
      payload: { kind: 'deposit', period: 'day', amount: null },
    });
    expect(portuguese.json().message).toBe('Durante uma pausa ou autoexclusão, não é possível aumentar nem remover limites; ainda é possível reduzi-los.');

    const lowered = await setLimit(who, 'deposit', 'day', 30);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().message).toBe('Limit saved. It applies now.');
    expect((await setLimit(who, 'deposit', 'week', 200)).statusCode).toBe(200);
    const overview = (await as(t, who).get('/user/responsible-gambling')).json();
    expect(limitOf(overview, 'deposit', 'day')).toMatchObject({ amount: 30, pending_amount: null, pending_removal: false });
    expect(limitOf(overview, 'loss', 'day')).toMatchObject({ amount: 10, pending_amount: null, pending_removal: false });

    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await as(t, who).post('/wallet/deposits', card(1000))).json().message_key).toBe('rg.errors.depositLimit.day');
    // Once the break is over, loosening waits out its cool-down as usual.
    expect((await setLimit(who, 'deposit', 'day', 1000)).json().message).toBe(
      'Request saved. A higher limit, or removing a limit, applies only after 24 hours.',
    );
  });

  it('refuses removing a limit during a self-exclusion too', async () => {
    const who = await player(t);
    await setLimit(who, 'loss', 'week', 20);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'self_exclusion', $2, NULL, $2)`, [
      who.id,
      t.clock.now(),
    ]);
    const refused = await setLimit(who, 'loss', 'week', null);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message_key: 'rg.errors.noLooseningWhileExcluded', details: { kind: 'self_exclusion' } });
    expect(limitOf((await as(t, who).get('/user/responsible-gambling')).json(), 'loss', 'week')).toMatchObject({ amount: 20, pending_removal: false });
  });
});

describe('a break or self-exclusion shown up front and kept out of demo play', () => {
  /** A break as if taken elsewhere: this player's session outlives it (taking one here would end it). */
  async function onBreak(who: TestPlayer, hours: number): Promise<Date> {
    const endsAt = new Date(t.clock.now().getTime() + hours * 3_600_000);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      endsAt,
    ]);
    return endsAt;
  }

  it('the user answer carries the break with its end, and nothing once it has ended', async () => {
    const who = await player(t);
    expect((await as(t, who).get('/user')).json().user.exclusion).toBeNull();
    const endsAt = await onBreak(who, 48);
    const during = await as(t, who).get('/user');
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().user.exclusion).toEqual({ kind: 'break', starts_at: t.clock.now().toISOString(), ends_at: endsAt.toISOString() });
    t.clock.advance(48 * 3_600_000);
    expect((await as(t, who).get('/user')).json().user.exclusion).toBeNull();
  });

  it('says an indefinite self-exclusion has no end', async () => {
    const who = await player(t);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'self_exclusion', $2, NULL, $2)`, [
      who.id,
      t.clock.now(),
    ]);
    expect((await as(t, who).get('/user')).json().user.exclusion).toMatchObject({ kind: 'self_exclusion', ends_at: null });
  });

  it('refuses demo play and a provider game’s launch during a break with real play’s message, plays nothing, and opens again when the break ends', async () => {
    const who = await player(t);
    await onBreak(who, 24);
    const refusals = [
      await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'demo', stake: 1 }),
      await as(t, who).post('/games/blackjack/hands', { mode: 'demo', stake: 1 }),
      await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: 1, mode: 'demo', bets: [{ type: 'red', amount: 1 }] }),
      await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode: 'demo' }),
      // A provider's game in real mode too: it would load as if playable and refuse only its first debit.
      await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode: 'real' }),
    ];
    const realRefusal = (await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'real', stake: 1 })).json();
    expect(realRefusal.message_key).toBe('rg.errors.onBreak');
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ message_key: 'rg.errors.onBreak', message: realRefusal.message });
    }
    expect((await t.db.query('SELECT 1 FROM casino_rounds WHERE user_id = $1', [who.id])).rows).toEqual([]);
    expect((await as(t, who).get('/user/games/demo-balance')).json()).toEqual({ balance: 1000 });

    t.clock.advance(24 * 3_600_000);
    expect((await as(t, who).post(`/games/${GAMES.sete}/play`, { mode: 'demo', stake: 1 })).statusCode).toBe(200);
  });
});

describe('reality check', () => {
  it('is at least 30 minutes', async () => {
    const who = await player(t);
    const short = await as(t, who).put('/user/responsible-gambling/reality-check', { minutes: 20 });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('The session reminder must be at least 30 minutes.');
    const saved = await as(t, who).put('/user/responsible-gambling/reality-check', { minutes: 45 });
    expect(saved.json()).toMatchObject({ reality_check_minutes: 45, terms: { min_reality_check_minutes: 30 } });
  });
});

describe('success notices', () => {
  it('name their key, as an error answer does, so the page can say them in another language', async () => {
    // The texts are those of the page's language (Accept-Language), the key besides.
    const inPortuguese = async (who: TestPlayer, method: 'PUT' | 'POST', path: string, payload: object) =>
      (
        await t.app.inject({ method, url: `${t.prefix}/user/responsible-gambling/${path}`, headers: { ...who.headers, 'accept-language': 'pt-BR' }, payload })
      ).json();
    const who = await player(t);
    expect(await inPortuguese(who, 'PUT', 'limits', { kind: 'deposit', period: 'day', amount: 50 })).toMatchObject({
      message_key: 'rg.limitSaved',
      message: 'Limite salvo. Ele já está em vigor.',
    });
    expect(await inPortuguese(who, 'PUT', 'limits', { kind: 'deposit', period: 'day', amount: 500 })).toMatchObject({
      message_key: 'rg.limitPending',
      message: 'Pedido registrado. Um limite maior ou a remoção de um limite só vale depois de 24 horas.',
    });
    expect(await inPortuguese(who, 'PUT', 'reality-check', { minutes: 60 })).toMatchObject({
      message_key: 'rg.realityCheckSaved',
      message: 'Lembrete de sessão salvo.',
    });
    expect(
      await inPortuguese(await player(t), 'POST', 'first-limits', { deposit: { day: 100, week: null, month: null }, reality_check_minutes: 60 }),
    ).toMatchObject({
      message_key: 'rg.firstLimitsSaved',
      message: 'Seus limites foram salvos. Você pode alterá-los quando quiser em Jogo responsável.',
    });
    expect(await inPortuguese(who, 'POST', 'break', { length: { unit: 'hours', value: 24 } })).toMatchObject({
      message_key: 'rg.breakStarted',
      message: 'Sua pausa começou. Você foi desconectado de todos os dispositivos.',
    });
    expect(await inPortuguese(await player(t), 'POST', 'self-exclusion', { length: { unit: 'months', value: 6 } })).toMatchObject({
      message_key: 'rg.selfExclusionStarted',
      message: 'Sua autoexclusão começou. Você foi desconectado de todos os dispositivos.',
    });
  });
});

describe('the br profile', () => {
  it('ends a session after 30 idle minutes', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const who = await player(br);
      expect((await as(br, who).get('/user')).statusCode).toBe(200);
      br.clock.advance(29 * 60_000);
      expect((await as(br, who).get('/user')).statusCode).toBe(200);
      br.clock.advance(30 * 60_000 + 1);
      expect((await as(br, who).get('/user')).statusCode).toBe(401);
    } finally {
      await br.close();
    }
  });

  it('takes money in only by Pix or bank transfer and pays out only by bank transfer', async () => {
    const br = await createCasinoTestApp({ jurisdiction: 'br' });
    try {
      const who = await player(br);
      await br.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [who.id, br.clock.now()]);
      await as(br, who).post('/user/responsible-gambling/first-limits', { deposit: { day: null, week: null, month: null }, reality_check_minutes: null });
      const methods = (await as(br, who).get('/wallet/deposit-methods')).json().methods.map((entry: { method: string }) => entry.method);
      expect(methods).toEqual(['pix', 'bank_transfer']);
      const card = await as(br, who).post('/wallet/deposits', {
        method: 'card',
        amount: 50,
        number: '4111 1111 1111 1111',
        expiry_month: 12,
        expiry_year: 2030,
        cvv: '123',
        holder: 'Ana Souza',
      });
      expect(card.statusCode).toBe(422);
      expect(card.json().message_key).toBe('payments.methodDisabled');
      expect((await as(br, who).post('/wallet/deposits', { method: 'pix', amount: 50 })).statusCode).toBe(201);
      const payouts = (await as(br, who).get('/wallet/withdrawal-methods')).json().methods.map((entry: { method: string }) => entry.method);
      expect(payouts).toEqual(['bank_transfer']);
    } finally {
      await br.close();
    }
  });
});
