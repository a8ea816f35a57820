import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, login, signedUpPlayer } from '../../testing/players.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';

let t: TestApp;
let clockMs = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clockMs) });
});
afterAll(async () => {
  await t.close();
});

const ops = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}${url}`,
    headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'lia@ops' },
    payload: payload as object,
  });
const asUser = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url: `${t.prefix}${url}`, headers: asPlayer(token) });

describe('notifications', () => {
  it('ops send one to a player: listed newest first, unread, and published on their private channel', async () => {
    const { token, id } = await signedUpPlayer(t);
    await ops('/ops/notifications', { kind: 'service', user_id: id, title: 'Bem-vindo', message: 'Seu primeiro depósito tem bônus.' });
    await ops('/ops/notifications', {
      kind: 'service',
      user_id: id,
      message: 'Segunda mensagem',
      translation_key: 'notifications.promo',
      translation_params: { amount: 50 },
    });
    const list = (await asUser(token, 'GET', '/user/notifications')).json();
    expect(list.unread_count).toBe(2);
    expect(list.notifications.map((n: { message: string }) => n.message)).toEqual(['Segunda mensagem', 'Seu primeiro depósito tem bônus.']);
    expect(list.notifications[0]).toMatchObject({ translation_key: 'notifications.promo', translation_params: { amount: 50 }, read_at: null, title: null });
    expect(list.notifications[1]).toMatchObject({ translation_key: 'notifications.default', title: 'Bem-vindo' });

    expect(await t.realtime.notifier.relayAccountEvents()).toBeGreaterThanOrEqual(2);
    const mine = t.realtime.publisher.published.filter((entry) => entry.userId === String(id) && entry.name === 'new-notification');
    expect(mine.map((entry) => (entry.data as { message: string }).message)).toEqual(['Seu primeiro depósito tem bônus.', 'Segunda mensagem']);
    // The event is the listed notification, field for field.
    const listed = list.notifications[0] as { id: number; title: null; message: string; created_at: string };
    expect(mine[1]!.data).toEqual({
      id: listed.id,
      title: null,
      message: 'Segunda mensagem',
      key: 'notifications.promo',
      params: { amount: 50 },
      created_at: listed.created_at,
    });
    expect(await t.realtime.notifier.relayAccountEvents()).toBe(0);
  });

  it('marks one read, then all read, then clears', async () => {
    const { token, id } = await signedUpPlayer(t);
    for (const message of ['a', 'b', 'c']) await ops('/ops/notifications', { kind: 'service', user_id: id, message });
    const [first] = (await asUser(token, 'GET', '/user/notifications')).json().notifications;
    const read = (await asUser(token, 'POST', `/user/notifications/${first.id}/read`)).json().notification;
    expect(read.read_at).not.toBeNull();
    expect((await asUser(token, 'GET', '/user/notifications')).json().unread_count).toBe(2);
    await asUser(token, 'POST', '/user/notifications/mark-all-read');
    expect((await asUser(token, 'GET', '/user/notifications')).json().unread_count).toBe(0);
    await asUser(token, 'DELETE', '/user/notifications/clear');
    expect((await asUser(token, 'GET', '/user/notifications')).json()).toEqual({ notifications: [], unread_count: 0, next_cursor: null });
  });

  it("cannot read another player's notification", async () => {
    const alice = await signedUpPlayer(t);
    const bob = await signedUpPlayer(t);
    await ops('/ops/notifications', { kind: 'service', user_id: alice.id, message: 'only for alice' });
    const [note] = (await asUser(alice.token, 'GET', '/user/notifications')).json().notifications;
    expect((await asUser(bob.token, 'POST', `/user/notifications/${note.id}/read`)).statusCode).toBe(404);
    expect((await asUser(alice.token, 'GET', '/user/notifications')).json().unread_count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user/notifications` })).statusCode).toBe(401);
  });

  it('sends to everyone except banned players', async () => {
    const active = await signedUpPlayer(t);
    const banned = await signedUpPlayer(t);
    await ops(`/ops/users/${banned.id}/ban`, { reason: 'test' });
    const result = (await ops('/ops/notifications', { all: true, kind: 'service', message: 'Manutenção às 3h' })).json();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const count = await t.db.query<{ n: bigint }>("SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND message = 'Manutenção às 3h'", [banned.id]);
    expect(count.rows[0]!.n).toBe(0n);
    expect((await asUser(active.token, 'GET', '/user/notifications')).json().notifications[0].message).toBe('Manutenção às 3h');
  });

  it('sends nothing to one banned or closed player: 200 with sent 0, audited; 404 only for an id no account has', async () => {
    const banned = await signedUpPlayer(t, {}, '203.0.113.131');
    const closed = await signedUpPlayer(t, {}, '203.0.113.132');
    expect((await ops(`/ops/users/${banned.id}/ban`, { reason: 'test' })).statusCode).toBe(200);
    // The dormancy job closes an account this way (features/users/dormancy.ts).
    await t.db.query("UPDATE users SET closed_at = now(), closed_reason = 'inactive' WHERE id = $1", [closed.id]);
    for (const who of [banned, closed]) {
      for (const kind of ['service', 'marketing']) {
        const response = await ops('/ops/notifications', { user_id: who.id, kind, message: 'Só para você' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ sent: 0, kind });
      }
      const received = await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [who.id]);
      expect(received.rowCount).toBe(0);
      const audit = await t.db.query<{ detail: { sent: number } }>("SELECT detail FROM ops_audit_log WHERE action = 'notification.send' AND subject = $1", [
        `user:${who.id}`,
      ]);
      expect(audit.rows.map((row) => row.detail.sent)).toEqual([0, 0]);
    }
    const unknown = await ops('/ops/notifications', { user_id: 99999999, kind: 'service', message: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message_key: 'http.notFound' });
  });

  it('keeps what is decided on a banned player’s account for the bell once the ban is lifted; a closed account gets none', async () => {
    const banned = await signedUpPlayer(t, {}, '203.0.113.133');
    const closed = await signedUpPlayer(t, {}, '203.0.113.134');
    expect((await ops(`/ops/users/${banned.id}/ban`, { reason: 'test' })).statusCode).toBe(200);
    await t.db.query("UPDATE users SET closed_at = now(), closed_reason = 'inactive' WHERE id = $1", [closed.id]);
    // A bet settled and a withdrawal decided while the ban holds (settlement and ops' decisions notify this way).
    await t.db.transaction(async (tx) => {
      for (const who of [banned, closed]) {
        await notifyPlayer(tx, BigInt(who.id), 'notifications.betWon', { bet: '77', amount: 'R$ 50,00' });
        await notifyPlayer(tx, BigInt(who.id), 'notifications.depositCredited', { amount: 'R$ 20,00' });
      }
    });
    expect((await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [closed.id])).rowCount).toBe(0);

    expect((await ops(`/ops/users/${banned.id}/unban`, {})).statusCode).toBe(200);
    const token = await login(t, banned.player, undefined, '203.0.113.133');
    const bell = (await asUser(token, 'GET', '/user/notifications')).json();
    expect(bell.unread_count).toBe(2);
    expect(bell.notifications.map((row: { translation_key: string }) => row.translation_key)).toEqual([
      'notifications.depositCredited',
      'notifications.betWon',
    ]);
  });

  it('sends marketing to nobody on a break or self-excluded, until the break ends; service messages reach them', async () => {
    const [active, resting, excluded] = [
      await signedUpPlayer(t, {}, '203.0.113.121'),
      await signedUpPlayer(t, {}, '203.0.113.122'),
      await signedUpPlayer(t, {}, '203.0.113.123'),
    ];
    const exclude = (who: { token: string }, path: string, length: object) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/user/responsible-gambling/${path}`, headers: asPlayer(who.token), payload: { length } });
    expect((await exclude(resting, 'break', { unit: 'hours', value: 24 })).statusCode).toBe(200);
    expect((await exclude(excluded, 'self-exclusion', { unit: 'indefinite' })).statusCode).toBe(200);
    const received = async (id: number, message: string) =>
      Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND message = $2', [id, message])).rows[0]!.n);

    const promo = (await ops('/ops/notifications', { all: true, kind: 'marketing', message: 'Odds turbinadas hoje' })).json();
    expect(promo.kind).toBe('marketing');
    expect([
      await received(active.id, 'Odds turbinadas hoje'),
      await received(resting.id, 'Odds turbinadas hoje'),
      await received(excluded.id, 'Odds turbinadas hoje'),
    ]).toEqual([1, 0, 0]);
    const service = (await ops('/ops/notifications', { all: true, kind: 'service', message: 'Manutenção às 4h' })).json();
    expect(service.sent - promo.sent).toBe(2);
    expect([await received(resting.id, 'Manutenção às 4h'), await received(excluded.id, 'Manutenção às 4h')]).toEqual([1, 1]);

    const toOne = await ops('/ops/notifications', { user_id: resting.id, kind: 'marketing', message: 'Bônus de recarga' });
    expect(toOne.statusCode).toBe(200);
    expect(toOne.json()).toEqual({ sent: 0, kind: 'marketing' });
    clockMs += 25 * 60 * 60 * 1000;
    expect((await ops('/ops/notifications', { user_id: resting.id, kind: 'marketing', message: 'Bônus de recarga' })).json()).toEqual({
      sent: 1,
      kind: 'marketing',
    });
    expect((await ops('/ops/notifications', { user_id: excluded.id, kind: 'marketing', message: 'Bônus de recarga' })).json()).toEqual({
      sent: 0,
      kind: 'marketing',
    });
    const audit = await t.db.query<{ detail: { kind: string; sent: number } }>(
      "SELECT detail FROM ops_audit_log WHERE action = 'notification.send' AND subject = 'users:all' ORDER BY id DESC LIMIT 2",
    );
    expect(audit.rows.map((row) => row.detail.kind)).toEqual(['service', 'marketing']);
  });

  it('refuses bad ops input and players without the ops token', async () => {
    const { token, id } = await signedUpPlayer(t);
    expect((await ops('/ops/notifications', { kind: 'service', message: 'who?' })).statusCode).toBe(400);
    expect((await ops('/ops/notifications', { kind: 'service', user_id: id, all: true, message: 'both' })).statusCode).toBe(400);
    expect((await ops('/ops/notifications', { kind: 'service', user_id: 99999999, message: 'nobody' })).statusCode).toBe(404);
    expect((await ops('/ops/notifications', { user_id: 99999999, kind: 'marketing', message: 'nobody' })).statusCode).toBe(404);
    const noKind = await ops('/ops/notifications', { all: true, message: 'to everyone, of which kind?' });
    expect(noKind.statusCode).toBe(400);
    expect(Object.keys(noKind.json().errors)).toEqual(['kind']);
    expect((await ops('/ops/notifications', { user_id: id, kind: 'promo', message: 'x' })).statusCode).toBe(400);
    expect((await ops('/ops/notifications', { user_id: id, message: 'which kind?' })).statusCode).toBe(400);
    const asPlayerOps = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/ops/notifications`,
      headers: asPlayer(token),
      payload: { user_id: id, kind: 'service', message: 'x' },
    });
    expect(asPlayerOps.statusCode).toBe(401);
  });

  it('refuses a title, message or param with a direction override or a control character: 400, nothing sent', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.41');
    // The player's bell showed "$R 1000,00" for this text: the override reverses what follows it.
    const reversed = 'Saque recusado: \u202E00,0001 R$';
    for (const [field, payload] of [
      ['title', { title: reversed, message: 'x' }],
      ['title', { title: 'Bônus\nde boas-vindas', message: 'x' }],
      ['message', { message: reversed }],
      ['message', { message: 'Seu bônus \u2066chegou\u2069' }],
      ['message', { message: 'Seu bônus chegou\u0007' }],
      ['translation_params.amount', { message: 'x', translation_key: 'notifications.promo', translation_params: { amount: '\u202E00,0001 R$' } }],
    ] as const) {
      const refused = await ops('/ops/notifications', { kind: 'service', user_id: id, ...payload });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors[field], field).toEqual(['Este valor não é válido.']);
    }
    expect((await asUser(token, 'GET', '/user/notifications')).json()).toEqual({ notifications: [], unread_count: 0, next_cursor: null });

    // A message may still run over several lines: the dialog keeps its line breaks.
    const multiLine = 'Copa do Brasil hoje.\r\nOdds turbinadas até as 20h.';
    expect((await ops('/ops/notifications', { kind: 'service', user_id: id, title: 'Copa do Brasil', message: multiLine })).statusCode).toBe(200);
    expect((await asUser(token, 'GET', '/user/notifications')).json().notifications).toMatchObject([{ title: 'Copa do Brasil', message: multiLine }]);
  });

  it('takes only a key of the notifications section, and no i18next option among its params', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.42');
    // The bell translates any key the catalogue has: "auth.banned" showed the player "Sua conta foi banida.".
    for (const key of [
      'auth.banned',
      'validation.fieldInvalid',
      'notifications',
      'notifications.',
      'notifications.titles',
      'notifications.titles.betWon',
      'common:auth.banned',
    ]) {
      const refused = await ops('/ops/notifications', { kind: 'service', user_id: id, message: 'x', translation_key: key });
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json().errors.translation_key, key).toEqual(['Este valor não é válido.']);
    }
    for (const name of [
      'lng',
      'lngs',
      'ns',
      'context',
      'count',
      'defaultValue',
      'returnObjects',
      'interpolation',
      'postProcess',
      'fallbackLng',
      'keySeparator',
      'nsSeparator',
      'replace',
    ]) {
      const refused = await ops('/ops/notifications', {
        kind: 'service',
        user_id: id,
        message: 'x',
        translation_key: 'notifications.withdrawalPaid',
        translation_params: { amount: 'R$ 10,00', [name]: 'en' },
      });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors[`translation_params.${name}`], name).toEqual(['Este valor não é válido.']);
    }
    expect((await asUser(token, 'GET', '/user/notifications')).json().unread_count).toBe(0);

    const sent = await ops('/ops/notifications', {
      kind: 'service',
      user_id: id,
      message: 'Seu saque de R$ 10,00 foi pago.',
      translation_key: 'notifications.withdrawalPaid',
      translation_params: { amount: 'R$ 10,00' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await asUser(token, 'GET', '/user/notifications')).json().notifications).toMatchObject([
      { translation_key: 'notifications.withdrawalPaid', translation_params: { amount: 'R$ 10,00' } },
    ]);
  });
});

describe('notifications page by page', () => {
  const asPlayerWith = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${t.prefix}${url}`, headers: asPlayer(token), ...(payload ? { payload } : {}) });
  /** `count` notifications straight in the table, several to an instant and a microsecond apart (within one millisecond). */
  const insertNotifications = async (userId: number, count: number, label: string, from = new Date('2026-01-20T12:00:00Z')) => {
    await t.db.query(
      `INSERT INTO notifications (user_id, message, created_at)
       SELECT $1, $2 || n, $4::timestamptz + (n / 3) * interval '1 microsecond' FROM generate_series(1, $3::int) AS n`,
      [userId, label, count, from],
    );
  };
  type Page = { notifications: { id: number; message: string; read_at: string | null }[]; unread_count: number; next_cursor: string | null };
  const pageOf = async (token: string, cursor: string | null): Promise<Page> => {
    const response = await asPlayerWith(token, 'GET', `/user/notifications${cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const unreadOf = async (userId: number) =>
    Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId])).rows[0]!.n);

  it('reads 120 notifications in pages of 50, newest first, with no gap nor repeat, though new ones arrive between pages', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.51');
    await insertNotifications(id, 120, 'old ');
    const stored = await t.db.query<{ id: bigint }>('SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [id]);

    const first = await pageOf(token, null);
    expect(first.notifications).toHaveLength(50);
    expect(first.unread_count).toBe(120);
    expect(first.next_cursor).toEqual(expect.any(String));
    // Arrive after the first page was read: newer than all, they do not push the older ones into the next page twice.
    await ops('/ops/notifications', { kind: 'service', user_id: id, message: 'new while reading' });
    await insertNotifications(id, 4, 'new ', new Date(Date.now() + 60_000));
    const second = await pageOf(token, first.next_cursor);
    expect(second.notifications).toHaveLength(50);
    expect(second.unread_count).toBe(125);
    const third = await pageOf(token, second.next_cursor);
    expect(third.notifications).toHaveLength(20);
    expect(third.next_cursor).toBeNull();

    const read = [...first.notifications, ...second.notifications, ...third.notifications].map((notification) => notification.id);
    expect(read).toEqual(stored.rows.map((row) => Number(row.id)));
    // Nothing was marked read by reading.
    expect(await unreadOf(id)).toBe(125);
  });

  it('ends without a cursor on a page that holds the last one, and answers the spec’s call without parameters as before', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.52');
    await insertNotifications(id, 50, 'n');
    const only = await pageOf(token, null);
    expect(only.notifications).toHaveLength(50);
    expect(only.next_cursor).toBeNull();
    expect(only.unread_count).toBe(50);
  });

  it('marks read only the ids it is given, of this player, and answers what stays unread', async () => {
    const alice = await signedUpPlayer(t, {}, '198.51.100.53');
    const bob = await signedUpPlayer(t, {}, '198.51.100.54');
    await insertNotifications(alice.id, 60, 'alice ');
    await insertNotifications(bob.id, 3, 'bob ');
    const page = await pageOf(alice.token, null);
    const shown = page.notifications.map((notification) => notification.id);
    const [bobsNote] = (await pageOf(bob.token, null)).notifications;

    const marked = await asPlayerWith(alice.token, 'POST', '/user/notifications/mark-all-read', { ids: [...shown, bobsNote!.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, updated: 50, unread_count: 10 });
    const after = await pageOf(alice.token, null);
    expect(after.notifications.every((notification) => notification.read_at !== null)).toBe(true);
    expect((await pageOf(alice.token, after.next_cursor)).notifications.every((notification) => notification.read_at === null)).toBe(true);
    expect(await unreadOf(bob.id)).toBe(3);

    // Again: nothing left to mark among them.
    expect((await asPlayerWith(alice.token, 'POST', '/user/notifications/mark-all-read', { ids: shown.slice(0, 3) })).json()).toMatchObject({
      updated: 0,
      unread_count: 10,
    });
    // Without ids, every one, as the spec's call always did.
    expect((await asPlayerWith(alice.token, 'POST', '/user/notifications/mark-all-read')).json()).toEqual({ success: true, updated: 10, unread_count: 0 });
    expect(await unreadOf(bob.id)).toBe(3);
  });

  it('marks read every unread one up to the newest the bell showed, not one that came after', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.56');
    await insertNotifications(id, 60, 'n');
    const shown = await pageOf(token, null);
    await insertNotifications(id, 2, 'later ', new Date('2026-01-21T12:00:00Z'));
    const newestShown = Math.max(...shown.notifications.map((notification) => notification.id));

    const marked = await asPlayerWith(token, 'POST', '/user/notifications/mark-all-read', { up_to_id: newestShown });
    expect(marked.json()).toEqual({ success: true, updated: 60, unread_count: 2 });
    const after = await pageOf(token, null);
    expect(after.notifications.filter((notification) => notification.read_at === null).map((notification) => notification.message)).toEqual([
      'later 2',
      'later 1',
    ]);
  });

  it('refuses a body of null, and ids with up_to_id, marking nothing', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.57');
    await insertNotifications(id, 3, 'n');
    const [note] = (await pageOf(token, null)).notifications;
    const nullBody = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/notifications/mark-all-read`,
      headers: { ...asPlayer(token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    expect(nullBody.json()).toMatchObject({ message_key: 'validation.invalid' });
    const both = await asPlayerWith(token, 'POST', '/user/notifications/mark-all-read', { ids: [note!.id], up_to_id: note!.id });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message_key: 'validation.invalid', message: 'Verifique os campos destacados.' });
    for (const payload of [{ up_to_id: 0 }, { up_to_id: 'x' }, { up_to_id: null }]) {
      expect((await asPlayerWith(token, 'POST', '/user/notifications/mark-all-read', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await unreadOf(id)).toBe(3);
  });

  it('refuses bad ids and a bad cursor with a translated 400, marking nothing', async () => {
    const { token, id } = await signedUpPlayer(t, {}, '198.51.100.55');
    await insertNotifications(id, 3, 'n');
    const [note] = (await pageOf(token, null)).notifications;
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    for (const payload of [{ ids: [0] }, { ids: [-1] }, { ids: [1.5] }, { ids: ['x'] }, { ids: [true] }, { ids: note!.id }, { ids: null }, { ids: tooMany }]) {
      const refused = await asPlayerWith(token, 'POST', '/user/notifications/mark-all-read', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json(), JSON.stringify(payload)).toMatchObject({ message_key: 'validation.invalid', message: 'Verifique os campos destacados.' });
      expect(Object.values(refused.json().errors as Record<string, string[]>).flat(), JSON.stringify(payload)).toEqual(['Este valor não é válido.']);
    }
    expect(await unreadOf(id)).toBe(3);

    const valid = Buffer.from(`1795000000000000.${note!.id}`).toString('base64url');
    expect((await asPlayerWith(token, 'GET', `/user/notifications?cursor=${valid}`)).statusCode).toBe(200);
    for (const cursor of [
      'not-a-cursor',
      Buffer.from('1795000000000000').toString('base64url'),
      Buffer.from('-1.5').toString('base64url'),
      Buffer.from('1795000000000000.0').toString('base64url'),
      // Past the supported years: it would overflow the database's timestamps.
      Buffer.from(`99999999999999999.${note!.id}`).toString('base64url'),
      Buffer.from(`1795000000000000.${'9'.repeat(19)}`).toString('base64url'),
      'a'.repeat(65),
      '%00',
    ]) {
      const refused = await asPlayerWith(token, 'GET', `/user/notifications?cursor=${encodeURIComponent(cursor)}`);
      expect(refused.statusCode, cursor).toBe(400);
      expect(refused.json(), cursor).toMatchObject({ message_key: 'validation.invalid', errors: { cursor: ['Este valor não é válido.'] } });
    }
    expect((await asPlayerWith(token, 'GET', '/user/notifications?cursor=a&cursor=b')).statusCode).toBe(400);
    expect((await asPlayerWith(token, 'GET', '/user/notifications?limit=51')).statusCode).toBe(400);
  });
});

describe('announcement', () => {
  it('is inactive until ops set one, which is announced on public:general', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/announcement` })).json()).toEqual({ is_active: false, message: '' });
    await ops('/ops/announcements', { message: 'Copa do Brasil: odds turbinadas hoje!' });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/announcement` })).json()).toEqual({
      is_active: true,
      message: 'Copa do Brasil: odds turbinadas hoje!',
    });
    expect(t.realtime.publisher.publicMessages).toContainEqual({ channel: 'public:general', name: 'announcement', data: {} });
  });

  it('refuses a message with a direction override or a control character: 400, the announcement unchanged', async () => {
    await ops('/ops/announcements', { message: 'Copa do Brasil:\nodds turbinadas hoje!' });
    const announced = t.realtime.publisher.publicMessages.length;
    for (const message of ['Bônus de \u202E00,0001 R$ hoje', 'Odds \u2068turbinadas\u2069', 'Odds turbinadas\u001b[2J']) {
      const refused = await ops('/ops/announcements', { message });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.message).toEqual(['Este valor não é válido.']);
    }
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/announcement` })).json()).toEqual({
      is_active: true,
      message: 'Copa do Brasil:\nodds turbinadas hoje!',
    });
    expect(t.realtime.publisher.publicMessages).toHaveLength(announced);
  });
});

describe('realtime delivery', () => {
  it('relays a ban as force-logout with reason banned', async () => {
    const { id } = await signedUpPlayer(t);
    await ops(`/ops/users/${id}/ban`, { reason: 'fraud' });
    await t.realtime.notifier.relayAccountEvents();
    expect(t.realtime.publisher.published).toContainEqual({ userId: String(id), name: 'force-logout', data: expect.objectContaining({ reason: 'banned' }) });
  });

  it('publishes balance-updated with the ledger balances in reais', async () => {
    const { id } = await signedUpPlayer(t);
    await createLedger().transfer(t.db, {
      id: `test-deposit-${id}`,
      kind: 'deposit',
      debit: { system: 'clearing:pix' },
      credit: { userId: BigInt(id), purpose: 'cash' },
      amountCentavos: 12_345n,
    });
    await t.realtime.notifier.balanceChanged(BigInt(id));
    expect(t.realtime.publisher.published).toContainEqual({ userId: String(id), name: 'balance-updated', data: { newBalance: 123.45, bonusBalance: 0 } });
  });
});

describe('realtime tokens and config', () => {
  it('gives a player a token for their own channel and a visitor a public one', async () => {
    const { token, id } = await signedUpPlayer(t);
    const player = (await asUser(token, 'GET', '/auth/ably-subscribe')).json();
    expect(player.expires_in).toBeGreaterThan(60);
    const claims = JSON.parse(Buffer.from(String(player.token).split('.')[1]!, 'base64url').toString());
    expect(JSON.parse(claims['x-ably-capability'])).toEqual({ 'public:*': ['subscribe'], [`private:user.${id}`]: ['subscribe'] });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe` })).statusCode).toBe(401);
    const visitor = (await t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe-public` })).json();
    expect(JSON.parse(JSON.parse(Buffer.from(String(visitor.token).split('.')[1]!, 'base64url').toString())['x-ably-capability'])).toEqual({
      'public:*': ['subscribe'],
    });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/realtime/config` })).json()).toEqual({ mode: 'local', host: null, port: 8081, tls: false });
  });
});
