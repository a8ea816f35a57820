import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepVisitorTracks, VISITOR_TRACKS_PER_IP } from '../visitors/routes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, DESKTOP_CHROME, IPHONE_SAFARI, login, newPlayer, register, signedUpPlayer } from '../../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: { 'user-agent': DESKTOP_CHROME, ...headers }, payload: payload as object, remoteAddress });

describe('POST /register (spec §5 signup rules)', () => {
  const valid = () => {
    const player = newPlayer();
    return { ...player, password_confirmation: player.password, registration_code: '' };
  };

  it('creates the account', async () => {
    const response = await post('/register', valid(), {}, '198.51.100.50');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each([
    ['first_name', { first_name: '' }, 'First name is required.'],
    ['last_name', { last_name: '   ' }, 'Last name is required.'],
    // Only characters that show nothing (a zero-width space, a direction mark): a blank name.
    ['first_name', { first_name: '\u200b' }, 'First name is required.'],
    ['last_name', { last_name: ' \u200e\u2060 ' }, 'Last name is required.'],
    // A control character or a direction override makes a name read as something else.
    ['first_name', { first_name: 'a\u0007b\u001b[31m\r\nc' }, 'This value is not valid.'],
    ['last_name', { last_name: '\u202eSilva' }, 'This value is not valid.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: 'ana@' }, 'Invalid email format.'],
    ['email', { email: 'ana maria@example.com' }, 'Invalid email format.'],
    ['password', { password: '', password_confirmation: '' }, 'Password is required.'],
    ['password', { password: 'short', password_confirmation: 'short' }, 'Password must be at least 8 characters long.'],
    ['password_confirmation', { password_confirmation: 'something else' }, 'Passwords do not match.'],
  ])('reports %s as errors.%s[0]: %s, and no message twice', async (field, change, message) => {
    const response = await post('/register', { ...valid(), ...change }, { 'accept-language': 'en' }, '198.51.100.51');
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors[field] as string[];
    expect(messages[0]).toBe(message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('never repeats a message under a field, in any language', async () => {
    for (const language of ['pt-BR', 'en', 'tr']) {
      const response = await post('/register', { ...valid(), first_name: '', last_name: ' ' }, { 'accept-language': language }, '198.51.100.51');
      const errors = response.json().errors as Record<string, string[]>;
      expect(errors.first_name, language).toHaveLength(1);
      expect(errors.last_name, language).toHaveLength(1);
    }
    expect((await post('/register', { ...valid(), first_name: '' }, { 'accept-language': 'tr' }, '198.51.100.51')).json().errors.first_name).toEqual([
      'Ad zorunludur.',
    ]);
  });

  it('answers a blank email or password with its required message alone, in every language', async () => {
    const required = {
      'pt-BR': { email: ['O e-mail é obrigatório.'], password: ['A senha é obrigatória.'] },
      en: { email: ['Email is required.'], password: ['Password is required.'] },
      tr: { email: ['E-posta zorunludur.'], password: ['Şifre zorunludur.'] },
    };
    for (const [language, messages] of Object.entries(required)) {
      const blank = { ...valid(), email: ' ', password: '', password_confirmation: '' };
      const response = await post('/register', blank, { 'accept-language': language }, '198.51.100.55');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors, language).toEqual(messages);
    }
  });

  it('answers in the player language', async () => {
    const response = await post('/register', { ...valid(), first_name: '' }, { 'accept-language': 'pt-BR,pt;q=0.9' }, '198.51.100.52');
    expect(response.json().errors.first_name[0]).toBe('O nome é obrigatório.');
    const turkish = await post('/register', { ...valid(), password: 'x', password_confirmation: 'x' }, { 'accept-language': 'tr' }, '198.51.100.52');
    expect(turkish.json().errors.password[0]).toBe('Şifre en az 8 karakter olmalıdır.');
  });

  it('refuses an email already registered, whatever its case', async () => {
    const body = valid();
    expect((await post('/register', body, {}, '198.51.100.53')).statusCode).toBe(201);
    const again = await post('/register', { ...body, email: body.email.toUpperCase() }, { 'accept-language': 'en' }, '198.51.100.53');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toBe('This email is already registered.');
    const count = await t.db.query('SELECT count(*) AS n FROM users WHERE email_normalized = $1', [body.email.toLowerCase()]);
    expect(count.rows[0]).toEqual({ n: 1n });
  });

  it('never stores the password itself, only an argon2id hash', async () => {
    const body = valid();
    await post('/register', body, {}, '198.51.100.54');
    const row = (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email_normalized = $1', [body.email])).rows[0]!;
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(body.password);
  });
});

describe('POST /login', () => {
  it('returns an opaque token of at least 30 characters, stored only as a hash', async () => {
    const player = newPlayer();
    await register(t, player);
    const response = await post('/login', { email: player.email, password: player.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requires_2fa).toBe(false);
    expect(body.access_token.length).toBeGreaterThanOrEqual(30);
    const stored = await t.db.query('SELECT 1 FROM sessions WHERE token_hash::text LIKE $1', [`%${body.access_token}%`]);
    expect(stored.rowCount).toBe(0);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const player = newPlayer();
    await register(t, player);
    const wrong = await post('/login', { email: player.email, password: 'not the password' }, { 'accept-language': 'en' }, '198.51.100.60');
    const unknown = await post('/login', { email: 'nobody@example.com', password: 'whatever123' }, { 'accept-language': 'en' }, '198.51.100.60');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message_key: 'auth.invalidCredentials', message: 'Invalid credentials. Please try again!' });
    }
  });

  it('requires email and password', async () => {
    const response = await post('/login', { email: '', password: '' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('locks an account after 20 failed logins in an hour, even with the right password', async () => {
    const player = newPlayer();
    await register(t, player);
    for (let attempt = 0; attempt < 20; attempt++) {
      // Spread over addresses so only the per-account limit is in play.
      expect((await post('/login', { email: player.email, password: 'wrong password' }, {}, `192.0.2.${attempt + 1}`)).statusCode).toBe(401);
    }
    const locked = await post('/login', { email: player.email, password: player.password }, { 'accept-language': 'en' }, '192.0.2.100');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message_key).toBe('auth.tooManyRequests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts guesses sent in parallel one by one: no more than 20 get a verdict', async () => {
    const player = newPlayer();
    await register(t, player);
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, attempt) => post('/login', { email: player.email, password: 'wrong password' }, {}, `192.0.3.${attempt + 1}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });

  it('limits login attempts per address', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt++)
      last = (await post('/login', { email: `x${attempt}@example.com`, password: 'whatever123' }, {}, '198.51.100.77')).statusCode;
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /user answers with the player and balances; 401 without a valid token', async () => {
    const { token, player } = await signedUpPlayer(t);
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: player.email,
      first_name: 'Ana',
      balance: 0,
      bonus_balance: 0,
      frontend_id: 1,
      banned: false,
      two_factor_enabled: false,
    });
    expect(typeof me.json().user.id).toBe('number');
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer('x'.repeat(43)) })).statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const { token } = await signedUpPlayer(t);
    expect((await post('/logout', {}, asPlayer(token))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(401);
    // Logging out again, or without a token, is harmless.
    expect((await post('/logout', {})).statusCode).toBe(200);
  });

  it('a token presented from another device ends that session and records a forced logout', async () => {
    const { token, id } = await signedUpPlayer(t);
    const stolen = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token, IPHONE_SAFARI) });
    expect(stolen.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(401);
    const events = await t.db.query<{ name: string; payload: { reason: string } }>('SELECT name, payload FROM account_events WHERE user_id = $1', [id]);
    expect(events.rows).toEqual([{ name: 'force-logout', payload: expect.objectContaining({ reason: 'other_device' }) }]);
  });

  it('update-activity answers 200 for a session and 401 without', async () => {
    const { token } = await signedUpPlayer(t);
    expect((await post('/user/update-activity', {}, asPlayer(token))).statusCode).toBe(200);
    expect((await post('/user/update-activity', {})).statusCode).toBe(401);
  });

  it('a second login from a phone gives a second, independent session', async () => {
    const { token, player } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    const list = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/sessions`, headers: asPlayer(phone, IPHONE_SAFARI) });
    expect(list.json().sessions).toHaveLength(2);
    expect(list.json().sessions.find((session: { current: boolean }) => session.current)).toMatchObject({ os: 'iOS', browser: 'Safari', device: 'mobile' });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(200);
  });
});

describe('POST /visitor-track', () => {
  it('stores the visit and answers at once', async () => {
    const response = await post('/visitor-track', {
      fingerprint: 'fp-123',
      userAgent: 'UA',
      language: 'pt-BR',
      platform: 'Linux',
      timezone: 'America/Sao_Paulo',
      screenWidth: 375,
      screenHeight: 812,
      referrer: '',
      url: 'http://localhost/',
    });
    expect(response.statusCode).toBe(202);
    const stored = await t.db.query('SELECT fingerprint, screen_width FROM visitor_tracks WHERE fingerprint = $1', ['fp-123']);
    expect(stored.rows).toEqual([{ fingerprint: 'fp-123', screen_width: 375 }]);
  });

  it('rejects a malformed payload without storing it', async () => {
    expect((await post('/visitor-track', { screenWidth: 'wide' })).statusCode).toBe(400);
  });

  it('keeps at most 120 visits an hour from one address: a loop cannot fill the table', async () => {
    const visit = () => post('/visitor-track', { fingerprint: 'fp-loop', url: '/' }, {}, '198.51.100.77');
    for (let n = 0; n <= VISITOR_TRACKS_PER_IP.limit; n++) expect((await visit()).statusCode).toBe(202);
    const stored = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM visitor_tracks WHERE fingerprint = 'fp-loop'`);
    expect(stored.rows[0]!.n).toBe(VISITOR_TRACKS_PER_IP.limit);
  });

  it('forgets visits after 90 days', async () => {
    const now = new Date();
    const day = 86_400_000;
    await t.db.query(`INSERT INTO visitor_tracks (fingerprint, created_at) VALUES ('fp-old', $1), ('fp-recent', $2)`, [
      new Date(now.getTime() - 91 * day),
      new Date(now.getTime() - 89 * day),
    ]);
    expect(await sweepVisitorTracks(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ fingerprint: string }>(`SELECT fingerprint FROM visitor_tracks WHERE fingerprint IN ('fp-old', 'fp-recent')`);
    expect(left.rows.map((row) => row.fingerprint)).toEqual(['fp-recent']);
  });
});
