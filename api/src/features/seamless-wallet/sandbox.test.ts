/**
 * The sandbox provider "Sertão Gaming": its own game maths (exact RTP), and its game played end to
 * end as the site plays it — launch, the provider's session, spins that move money only through
 * our signed seamless-wallet calls, ops free spins used on the external game, demo sessions
 * that never reach the wallet, and the server-rendered game page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, ops, player, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';
import { analyse, lineTenths, SERTAO_STRIP, spin } from './sandbox/game.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const base = () => `${t.prefix}/sandbox-provider/sertao-gaming`;

/** Ops give the player 2 free spins of R$ 1 on the external game, valid for the next hour. */
async function giveTwoFreeSpins(who: TestPlayer) {
  const created = await ops(t, 'POST', '/ops/free-spins', {
    user_id: Number(who.id),
    game_uuid: GAMES.solDoSertao,
    quantity: 2,
    valid_from: new Date(t.clock.now().getTime() - 1000).toISOString(),
    valid_until: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    bet_value: 1,
  });
  expect(created.statusCode, created.body).toBe(201);
}

async function session(who: TestPlayer, mode: 'real' | 'demo' = 'real') {
  const launch = (await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode })).json();
  const started = await t.app.inject({ method: 'POST', url: `${base()}/api/sessions`, payload: { token: launch.token } });
  expect(started.statusCode, started.body).toBe(200);
  return started.json() as { session: string; balance: string; mode: string; free_spins: unknown[] };
}

const spinApi = (sessionToken: string, stake: number | string) =>
  t.app.inject({ method: 'POST', url: `${base()}/api/spin`, payload: { session: sessionToken, stake } });

describe('Sol do Sertão maths', () => {
  it('has RTP 77096/80000 = 96.37% over the full cycle, as the catalogue says, and a top win of 500×', async () => {
    expect(SERTAO_STRIP).toHaveLength(20);
    const figures = analyse();
    expect(figures).toMatchObject({ rtpNumerator: 77_096, rtpDenominator: 80_000, cycle: 8_000, maxTenths: 5_000 });
    const { game } = (await t.app.inject({ method: 'GET', url: `${t.prefix}/games/${GAMES.solDoSertao}` })).json();
    expect(game.rtp).toBeCloseTo((figures.rtpNumerator / figures.rtpDenominator) * 100, 6);
    expect(game.max_win).toBe(figures.maxTenths / 10);
    expect(lineTenths(['estrela', 'vazio', 'estrela'])).toEqual({ win: '2_estrela', tenths: 12 });
    expect(spin(100, () => 0)).toMatchObject({ stops: [0, 0, 0], win: 'three_sol', payoutCentavos: 50_000 });
  });
});

describe('playing through the provider', () => {
  it('spins: the provider bets and wins through our wallet; balances and recall agree', async () => {
    const who = await player(t);
    await fund(t, who.id, 20);
    const started = await session(who);
    expect(started).toMatchObject({ mode: 'real', balance: '20.00', free_spins: [] });
    let expected = 2_000n;
    for (let i = 0; i < 10; i++) {
      const response = await spinApi(started.session, '1.00');
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result.error).toBeNull();
      expected += BigInt(result.spin.payoutCentavos) - 100n;
      expect(result.balance).toBe((Number(expected) / 100).toFixed(2));
    }
    expect(await balances(t, who.id)).toEqual({ cash: expected, bonus: 0n });
    const rounds = (await as(t, who).get(`/user/games/rounds?game=${GAMES.solDoSertao}&limit=50`)).json().data;
    expect(rounds).toHaveLength(10);
    expect(rounds.every((round: { status: string; stake: number }) => round.status === 'settled' && round.stake === 1)).toBe(true);
    // One real more than the balance: a 500× top win may have lifted it past any fixed stake.
    const broke = (await spinApi(started.session, (Number(expected + 100n) / 100).toFixed(2))).json();
    expect(broke.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(broke.error.message).toContain('Insufficient funds. Balance:');
    expect((await spinApi('forged.session', '1.00')).statusCode).toBe(422);
  });

  it('uses free spins ops gave on the external game, stake 0, the wins added to the campaign', async () => {
    const who = await player(t);
    await fund(t, who.id, 5);
    await giveTwoFreeSpins(who);
    const started = await session(who);
    expect(started.free_spins).toHaveLength(1);
    let wins = 0;
    for (let i = 0; i < 2; i++) {
      const result = (await spinApi(started.session, '2.00')).json();
      expect(result).toMatchObject({ stake: '0.00', free_spin: { quantity_left: 1 - i } });
      wins += result.spin.payoutCentavos;
    }
    const paid = (await spinApi(started.session, '2.00')).json();
    expect(paid).toMatchObject({ stake: '2.00', free_spin: null });
    expect((await as(t, who).get('/user/free-spins')).json().data[0]).toMatchObject({ quantity_left: 0, state: 'used_up', total_win: wins / 100 });
    expect((await balances(t, who.id)).cash).toBe(500n + BigInt(wins) - 200n + BigInt(paid.spin.payoutCentavos));
  });

  it('plays demo sessions with the provider play money, never calling the wallet', async () => {
    const who = await player(t);
    const before = Number((await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers')).rows[0]!.count);
    const started = await session(who, 'demo');
    expect(started).toMatchObject({ mode: 'demo', balance: '1000.00' });
    let sessionToken = started.session;
    for (let i = 0; i < 3; i++) sessionToken = (await spinApi(sessionToken, 5)).json().session;
    expect(Number((await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transfers')).rows[0]!.count)).toBe(before);
    expect((await as(t, who).get('/user/games/rounds')).json().data).toEqual([]);
  });

  it('serves the game page at the launch URL and plays by form posts', async () => {
    const who = await player(t);
    await fund(t, who.id, 1314.19);
    const launch = (await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode: 'real' })).json();
    const page = await t.app.inject({ method: 'GET', url: launch.launch_url, headers: { 'accept-language': 'pt-BR' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sol do Sertão');
    // In the site's language of the player who launched it (the launch URL's lang), not the browser's.
    expect(page.body).toContain('Sandbox provider');
    // Money as the rest of the site shows it, in every language (spec §1).
    expect(page.body).toContain('Balance: <strong>R$\u00a01.314,19</strong>');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const sessionToken = /name="session" value="([^"]+)"/.exec(page.body)![1]!;
    const played = await t.app.inject({
      method: 'POST',
      url: `${base()}/play`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({
        session: sessionToken.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        stake: '1.00',
      }).toString(),
    });
    expect(played.statusCode).toBe(200);
    expect(played.body).toMatch(/<p class="result">(You won R\$\u00a0\d+,\d{2}!|No win this time\.)<\/p>/);
    expect(played.body).toMatch(/Balance: <strong>R\$\u00a01\.\d{3},\d{2}<\/strong>/);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/launch?token=${'x'.repeat(43)}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/game.css` })).headers['content-type']).toContain('text/css');
  });

  it('counts the free spins left on the button, in the plural the number needs', async () => {
    const who = await player(t);
    await giveTwoFreeSpins(who);
    const launch = (await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode: 'real' })).json();
    const launchUrl = launch.launch_url.replace(/lang=[^&]*/, 'lang=pt-BR');
    const page = await t.app.inject({ method: 'GET', url: launchUrl });
    expect(page.body).toContain('<button type="submit">Rodada grátis (restam 2)</button>');
    const sessionToken = /name="session" value="([^"]+)"/.exec(page.body)![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const played = await t.app.inject({
      method: 'POST',
      url: `${base()}/play`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session: sessionToken, stake: '1.00', lang: 'pt-BR' }).toString(),
    });
    expect(played.body).toContain('<button type="submit">Rodada grátis (resta 1)</button>');
  });

  it("says what went wrong in the player's language, never in the wallet's or the provider's own words", async () => {
    const who = await player(t);
    const launch = (await as(t, who).post(`/games/${GAMES.solDoSertao}/launch`, { mode: 'real' })).json();
    // The site's language travels in the launch URL and then the form, whatever the browser prefers.
    const launchUrl = launch.launch_url.replace(/lang=[^&]*/, 'lang=tr');
    const page = await t.app.inject({ method: 'GET', url: launchUrl, headers: { 'accept-language': 'pt-BR' } });
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('<input type="hidden" name="lang" value="tr">');
    const sessionToken = /name="session" value="([^"]+)"/.exec(page.body)![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const broke = await t.app.inject({
      method: 'POST',
      url: `${base()}/play`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
      payload: new URLSearchParams({ session: sessionToken, stake: '1.00', lang: 'tr' }).toString(),
    });
    expect(broke.body).toContain('<p class="notice" role="alert">Bu bahis için bakiye yetersiz.</p>');
    expect(broke.body).not.toMatch(/Saldo insuficiente|Insufficient funds/);
    // A lang that is none of the site's (here given twice) falls back to the browser's language.
    const stale = await t.app.inject({ method: 'GET', url: `${base()}/launch?token=${'x'.repeat(43)}&lang=xx&lang=yy`, headers: { 'accept-language': 'en' } });
    expect(stale.statusCode).toBe(401);
    expect(stale.body).toContain('Open the game again from the casino.');
  });
});
