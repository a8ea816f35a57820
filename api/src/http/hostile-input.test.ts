/**
 * Bad input everywhere gets a clear answer and never a server error: every route of the API,
 * found in the application itself (so a new route is covered without touching this file), is
 * called with hostile path parameters, query strings and bodies, as a visitor, as a player with
 * a verified email and money, and as ops. Any 5xx, or an error answer without a translated message
 * (or with a field error in the validator's own English), fails the test
 * with the list of calls that produced it (game providers' seamless-wallet calls answer in their
 * own protocol, so only their status is checked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REQUEST_TIMEOUT_MS } from '../app.ts';
import { createLedger } from '../ledger/index.ts';
import { fund } from '../testing/money-players.ts';
import { asPlayer, signedUpPlayer } from '../testing/players.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let playerHeaders: Record<string, string>;

/** A player who could deposit, bet and withdraw, so money routes reach their own checks. */
async function fundedPlayer(): Promise<Record<string, string>> {
  const { token, id } = await signedUpPlayer(t);
  await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [id]);
  await fund({ db: t.db, ledger: createLedger({ now: () => new Date() }) }, BigInt(id), 500);
  return asPlayer(token);
}

/** Some calls legitimately end the session (log out, a password change, self-exclusion): each route meets a live one. */
async function ensureLivePlayer(): Promise<void> {
  const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: playerHeaders });
  if (me.statusCode !== 200) playerHeaders = await fundedPlayer();
}

beforeAll(async () => {
  t = await createTestApp();
  playerHeaders = await fundedPlayer();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Route {
  method: string;
  url: string;
}

/** Every route the app serves, read from Fastify's own route tree (HEAD and OPTIONS are Fastify's). */
function routesOf(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

const HOSTILE_PARAMS = ['0', '-1', '99999999999999999999999999', 'abc', '1.5', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(600), '%F0%9F%92%A5', "1'--"];
const HOSTILE_QUERIES = [
  'page=-1&per_page=99999999&limit=abc&offset=-5',
  'from=2026-13-45&to=yesterday&date=99%2F99%2F9999&day=-1',
  'product=%3Cscript%3E&sport=%00&status=nope&type=%27--&category=x&search=' + 'a'.repeat(2000),
  'page=1&page=2&limit[]=1&status[]=pending',
  'search=a%00b&q=%00&email=%00&code=%00&provider=%00&category=%00',
  // Well-formed days the database cannot hold (year 0; 9999-12-31 + 1 day), a day that does not exist, a cursor in year 33658.
  'from=0000-01-01&to=9999-12-31&date=0000-01-01',
  'from=2026-02-30&to=2026-02-30&date=9999-12-31&cursor=999999999999999.1',
  'search=%ED%A0%80&q=%ED%A0%80',
];
const HOSTILE_BODIES: Array<{ label: string; payload: string; contentType: string }> = [
  { label: 'broken JSON', payload: '{"amount": ', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { label: 'JSON string', payload: '"hello"', contentType: 'application/json' },
  {
    label: 'wrong types',
    payload: JSON.stringify({
      amount: 'lots',
      stake: -5,
      code: { $gt: '' },
      email: ['a@b.c'],
      password: 12345678,
      method: 'teleport',
      bets: 'all',
      bet_details: [{ fixture_id: 'x', odd: 'NaN' }],
      odds: 1e308,
      mode: null,
      limit: 'none',
      period: 'forever',
      frontend_id: -1,
      selections: [{}],
      id: '../../etc',
      version: '999.999.999',
      token: 'a'.repeat(5000),
    }),
    contentType: 'application/json',
  },
  {
    label: 'NUL characters',
    payload: JSON.stringify(
      Object.fromEntries(
        [
          'email',
          'password',
          'first_name',
          'last_name',
          'code',
          'search',
          'name',
          'holder',
          'address',
          'city',
          'reason',
          'client_seed',
          'pix_key',
          'title',
        ].map((field) => [field, 'a\u0000b']),
      ),
    ),
    contentType: 'application/json',
  },
  {
    // Half of a character (a lone UTF-16 surrogate): valid JSON, not storable as text or JSON in PostgreSQL.
    label: 'lone surrogates',
    payload: `{${['email', 'first_name', 'reason', 'title', 'message', 'payout_reference', 'client_seed', 'pix_key', 'home_team_name']
      .map((field) => `"${field}":"a\\ud800b"`)
      .join(',')},"translation_params":{"a":"\\udc00"},"bet_details":[{"fixture_id":1,"outcome":"\\ud800","bet_type":"1x2","odd":2}],"stake":1}`,
    contentType: 'application/json',
  },
  { label: 'deep nesting', payload: '{"a":'.repeat(200) + '1' + '}'.repeat(200), contentType: 'application/json' },
  { label: 'form body', payload: 'amount=10&stake=5', contentType: 'application/x-www-form-urlencoded' },
];

/** Headers a client controls, each garbled (with the player's session where that session survives them). */
const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { authorization: 'Bearer' },
  { authorization: `Basic ${'x'.repeat(3000)}` },
  { 'accept-language': '../../etc;q=abc, *;q=-1, zz-ZZ' },
  { 'user-agent': '' },
  { 'user-agent': 'Mozilla/5.0 '.repeat(400) },
  { 'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1, 10.0.0.1' },
  { 'x-current-url': 'javascript:alert(1)' },
];

type Who = 'visitor' | 'player' | 'ops';
const headersOf = (who: Who): Record<string, string> =>
  who === 'player' ? playerHeaders : who === 'ops' ? { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'fuzz.ops' } : {};

const withParams = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

interface Call {
  method: string;
  url: string;
  who: Who;
  body?: { payload: string; contentType: string; label: string };
  headers?: Record<string, string>;
}

function callsFor(route: Route): Call[] {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const who: Who[] = route.url.includes('/ops') ? ['visitor', 'ops'] : ['visitor', 'player'];
  const calls: Call[] = [];
  for (const person of who) {
    for (const value of HOSTILE_PARAMS) calls.push({ method: route.method, url: withParams(route.url, value), who: person });
    for (const query of HOSTILE_QUERIES) calls.push({ method: route.method, url: `${withParams(route.url, '1')}?${query}`, who: person });
    if (hasBody) for (const body of HOSTILE_BODIES) calls.push({ method: route.method, url: withParams(route.url, '1'), who: person, body });
  }
  for (const headers of HOSTILE_HEADERS) {
    // Another user agent with the player's token ends that session (a stolen token): those go as a visitor.
    const as = 'user-agent' in headers ? 'visitor' : (who[1] ?? 'visitor');
    calls.push({ method: route.method, url: withParams(route.url, '1'), who: as, headers });
  }
  return calls;
}

/** Game providers' seamless-wallet calls answer in the provider's protocol (status, code, reason), not to a player. */
const speaksProviderProtocol = (url: string) => url.includes('/seamless/');

/** What is wrong with an answer: a server error, or an error without a message a player can read. */
function problemWith(call: Call, status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (status < 400 || speaksProviderProtocol(call.url) || !contentType?.includes('application/json')) return null;
  const parsed = JSON.parse(body) as { message?: unknown; message_key?: unknown; errors?: Record<string, unknown[]> };
  if (typeof parsed.message !== 'string' || parsed.message.length === 0) return `answered ${status} without a message: ${body.slice(0, 200)}`;
  if (typeof parsed.message_key !== 'string') return `answered ${status} without a message key: ${body.slice(0, 200)}`;
  // The calls ask in pt-BR (no Accept-Language): an English validator default under a field was never translated.
  const untranslated = Object.values(parsed.errors ?? {})
    .flat()
    .find((message) => typeof message !== 'string' || VALIDATOR_DEFAULT.test(message));
  return untranslated === undefined ? null : `answered ${status} with an untranslated field error: ${String(untranslated).slice(0, 120)}`;
}

/** zod's own English messages ("Invalid input: …", "Too big: …"), which a player must never get. */
const VALIDATOR_DEFAULT = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/;

describe('hostile input on every route', () => {
  it('finds the routes of every feature', () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(100);
    for (const expected of ['POST /user/bet', 'POST /wallet/deposits', 'GET /bonuses/offers', 'POST /games/:uuid/play', 'GET /sports/matches/:id']) {
      const [method, path] = expected.split(' ');
      expect(routes, expected).toContainEqual({ method, url: `${t.prefix}${path}` });
    }
  });

  it('gives a request a minute to arrive, not for ever (Fastify turns Node’s timeout off)', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('answers every hostile call with a 4xx or a success, never a server error, and every error with a message', async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routesOf(t.app)) {
      await ensureLivePlayer();
      for (const call of callsFor(route)) {
        const response = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: { ...headersOf(call.who), ...call.headers, ...(call.body ? { 'content-type': call.body.contentType } : {}) },
          ...(call.body ? { payload: call.body.payload } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemWith(call, response.statusCode, response.headers['content-type'] as string | undefined, response.body);
        const extra = call.body ? ` with ${call.body.label}` : call.headers ? ` with ${JSON.stringify(call.headers).slice(0, 80)}` : '';
        if (problem) problems.push(`${call.method} ${call.url.slice(0, 160)} as ${call.who}${extra}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The calls reached the handlers' own checks, not only the authentication in front of them.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }, 600_000);
});

describe('requests that fuzzing found answered with a server error (2026-11-29)', () => {
  const SETE = '64190c38-439b-4608-a538-a5134ce454c2';
  const SOL_DO_SERTAO = '9bba3606-517f-4396-be93-c646d949050e';
  const post = (url: string, payload: unknown, who: Who) =>
    t.app.inject({
      method: 'POST',
      url: `${t.prefix}${url}`,
      headers: { ...headersOf(who), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `${t.prefix}${url}`, headers: headersOf(who) });

  it('refuses days and instants the database cannot hold, and days that do not exist, as invalid input', async () => {
    await ensureLivePlayer();
    for (const url of [
      '/user/bets?from=0000-01-01',
      '/user/bets?to=9999-12-31',
      '/user/bets?from=2026-02-30',
      '/user/bets?cursor=999999999999999.1',
      '/wallet/transactions?from=0000-01-01',
      '/wallet/transactions/export?to=9999-12-31',
    ]) {
      const answer = await get(url, 'player');
      expect(answer.statusCode, url).toBe(400);
    }
    for (const url of ['/sports/results?date=0000-01-01', '/sports/results/filters?date=9999-12-31', '/sports/results?date=2026-02-30']) {
      const answer = await get(url, 'visitor');
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message_key, url).toBe('validation.invalid');
    }
    const { id } = await signedUpPlayer(t, {}, '198.51.100.77');
    const campaign = { user_id: id, game_uuid: SETE, quantity: 5, bet_value: 1, valid_until: '2026-12-21T00:00:00Z' };
    const yearZero = await post('/ops/free-spins', { ...campaign, valid_from: '0000-01-01T00:00:00Z' }, 'ops');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors.valid_from).toBeDefined();
    const provider = { player_id: String(id), game_uuid: SOL_DO_SERTAO, quantity: 3, bet_value: '1.00', valid_until: '2026-12-21T00:00:00Z' };
    for (const validFrom of ['yesterday', '', '1e5']) {
      expect((await post('/sandbox-provider/sertao-gaming/api/freespins', { ...provider, valid_from: validFrom }, 'visitor')).statusCode).toBe(400);
    }
  });

  it('answers the router’s own refusals (a broken escape, an over-long path parameter) like any bad request, translated', async () => {
    for (const [url, status] of [
      [`/games/${'y'.repeat(101)}`, 414],
      ['/games/%E0%A4%A', 400],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url: `${t.prefix}${url}`, headers: { 'accept-language': 'pt-BR' } });
      expect(answer.statusCode, url).toBe(status);
      expect(answer.json(), url).toMatchObject({ success: false, message_key: 'http.badRequest' });
      expect(answer.body, url).not.toContain('yyyy');
    }
  });
});
