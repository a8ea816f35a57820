/**
 * Frame-level behaviour the ably client hides: resume keys and takeovers, the server's AUTH and
 * expiry DISCONNECTED, heartbeats, echo, duplicate publishes, lost continuity, and the REST edge.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Action, Flag } from '../protocol/constants.ts';
import { action, RawClient, type Frame } from '../testing/raw-client.ts';
import { BACKENDS, capabilityTokens, playerTokens, restClient, startTestServer, TEST_KEY_STRING, visitorTokens } from '../testing/harness.ts';
import { MAX_CHANNELS_PER_CONNECTION } from './attach.ts';
import { ChannelRegistry } from './channels.ts';
import type { RealtimeServer } from './index.ts';
import type { RealtimeServerOptions } from './options.ts';

const details = (frame: Frame) => frame.connectionDetails as { connectionKey: string; clientId?: string; maxIdleInterval: number };
const errorCode = (frame: Frame) => (frame.error as { code: number } | undefined)?.code;

describe.each(BACKENDS)('realtime protocol details ($name)', (backend) => {
  let server: RealtimeServer;
  const sockets: RawClient[] = [];
  const start = async (overrides: Partial<RealtimeServerOptions> = {}) => {
    server = await startTestServer({ ...backend.options(), ...overrides });
  };
  const connect = async (params: Record<string, string>) => {
    const client = await RawClient.connect(server.port, params);
    sockets.push(client);
    return client;
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    for (const socket of sockets.splice(0)) socket.close();
    await server.close();
  });

  it('greets with CONNECTED and the connection details the client requires', async () => {
    await start();
    const client = await connect({ access_token: playerTokens(12)() });
    const connected = await client.next(action(Action.CONNECTED));
    expect(connected.connectionId).toEqual(expect.any(String));
    expect(details(connected)).toMatchObject({
      connectionKey: expect.any(String),
      clientId: '12',
      maxIdleInterval: 2_000,
      connectionStateTtl: 10_000,
      maxMessageSize: 65_536,
    });
  });

  it('refuses bad credentials: a wrong key for good (40101), a forged token as a token error (4014x)', async () => {
    await start();
    const badKey = await connect({ key: 'palpite-test.key1:wrong' });
    expect(errorCode(await badKey.next(action(Action.ERROR)))).toBe(40101);
    await badKey.closed;
    const forged = await connect({ access_token: `${playerTokens(1)().slice(0, -4)}AAAA` });
    expect(errorCode(await forged.next(action(Action.ERROR)))).toBe(40144);
    const keyed = await connect({ key: TEST_KEY_STRING });
    await keyed.next(action(Action.CONNECTED));
  });

  it('answers an unknown resume key with a new connection and an error', async () => {
    await start();
    const client = await connect({ access_token: visitorTokens()(), resume: 'no-such-key' });
    const connected = await client.next(action(Action.CONNECTED));
    expect(errorCode(connected)).toBe(80008);
    expect(connected.connectionId).toEqual(expect.any(String));
  });

  it('lets a resume take over a connection whose old socket is still open, and the old close does not end it', async () => {
    await start();
    const first = await connect({ access_token: playerTokens(4)() });
    const greeting = await first.next(action(Action.CONNECTED));
    const second = await connect({ access_token: playerTokens(4)(), resume: details(greeting).connectionKey });
    const resumed = await second.next(action(Action.CONNECTED));
    expect(resumed.connectionId).toBe(greeting.connectionId);
    expect(resumed.error).toBeUndefined();
    expect(details(resumed).connectionKey).not.toBe(details(greeting).connectionKey);
    await first.closed;

    second.send({ action: Action.ATTACH, channel: 'private:user.4' });
    await second.next(action(Action.ATTACHED));
    await restClient(server.port).channels.get('private:user.4').publish('n', 'still here');
    const message = await second.next(action(Action.MESSAGE));
    expect(message.messages).toEqual([expect.objectContaining({ name: 'n', data: 'still here' })]);
    expect(server.connectionCount()).toBe(1);
  });

  it('refuses a resume by another clientId without ending the connection it names', async () => {
    await start();
    const owner = await connect({ access_token: playerTokens(4)() });
    const greeting = await owner.next(action(Action.CONNECTED));
    owner.send({ action: Action.ATTACH, channel: 'private:user.4' });
    await owner.next(action(Action.ATTACHED));

    const intruder = await connect({ access_token: playerTokens(5)(), resume: details(greeting).connectionKey });
    const refused = await intruder.next(action(Action.CONNECTED));
    expect(errorCode(refused)).toBe(80008);
    expect(refused.connectionId).not.toBe(greeting.connectionId);

    await restClient(server.port).channels.get('private:user.4').publish('n', 'still yours');
    const message = await owner.next(action(Action.MESSAGE));
    expect(message.messages).toEqual([expect.objectContaining({ data: 'still yours' })]);
    expect(server.connectionCount()).toBe(2);
  });

  it('asks for a new token (AUTH) ahead of expiry and disconnects with 40142 at expiry; a resume continues', async () => {
    await start({ authRenewLeadMs: 500 });
    const client = await connect({ access_token: playerTokens(6, 2)() });
    const greeting = await client.next(action(Action.CONNECTED));
    await client.next(action(Action.AUTH), 3_000);
    const disconnected = await client.next(action(Action.DISCONNECTED), 3_000);
    expect(disconnected.error).toMatchObject({ code: 40142, statusCode: 401 });
    await client.closed;

    const again = await connect({ access_token: playerTokens(6)(), resume: details(greeting).connectionKey });
    expect((await again.next(action(Action.CONNECTED))).connectionId).toBe(greeting.connectionId);
  });

  it('re-authenticates in place and refuses a token for another clientId', async () => {
    await start();
    const client = await connect({ access_token: playerTokens(8)() });
    const greeting = await client.next(action(Action.CONNECTED));
    client.send({ action: Action.AUTH, auth: { accessToken: playerTokens(8)() } } as Frame);
    const renewed = await client.next(action(Action.CONNECTED), 5_000, 1);
    expect(renewed.connectionId).toBe(greeting.connectionId);
    expect(details(renewed).connectionKey).toBe(details(greeting).connectionKey);

    client.send({ action: Action.AUTH, auth: { accessToken: playerTokens(9)() } } as Frame);
    expect(errorCode(await client.next(action(Action.ERROR)))).toBe(40102);
    await client.closed;
  });

  it('sends protocol heartbeats to clients that ask for them and answers pings', async () => {
    await start({ maxIdleIntervalMs: 200 });
    const client = await connect({ access_token: visitorTokens()(), heartbeats: 'true' });
    await client.next(action(Action.CONNECTED));
    await client.next(action(Action.HEARTBEAT), 1_000);
    client.send({ action: Action.HEARTBEAT, id: 'ping-1' });
    await client.next((frame) => frame.action === Action.HEARTBEAT && frame.id === 'ping-1');
  });

  it('grants only the modes the capability allows and honours echo=false', async () => {
    await start();
    const tokens = capabilityTokens({ 'chat:*': ['publish', 'subscribe'] }, 'dealer');
    const client = await connect({ access_token: tokens(), echo: 'false' });
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.ATTACH, channel: 'chat:1', flags: Flag.SUBSCRIBE | Flag.PRESENCE });
    const attached = await client.next(action(Action.ATTACHED));
    expect(attached.flags).toBe(Flag.SUBSCRIBE);

    client.send({ action: Action.MESSAGE, channel: 'chat:1', msgSerial: 0, messages: [{ name: 'mine', data: 'x' }] });
    await client.next(action(Action.ACK));
    await restClient(server.port).channels.get('chat:1').publish('theirs', 'y');
    const delivered = await client.next(action(Action.MESSAGE));
    expect(delivered.messages).toEqual([expect.objectContaining({ name: 'theirs' })]);
  });

  it('publishes a re-sent msgSerial once and acknowledges both', async () => {
    await start();
    const tokens = capabilityTokens({ 'chat:*': ['publish', 'subscribe'] });
    const listener = await connect({ access_token: tokens() });
    await listener.next(action(Action.CONNECTED));
    listener.send({ action: Action.ATTACH, channel: 'chat:2' });
    await listener.next(action(Action.ATTACHED));

    const writer = await connect({ access_token: tokens() });
    await writer.next(action(Action.CONNECTED));
    const publish = { action: Action.MESSAGE, channel: 'chat:2', msgSerial: 0, messages: [{ name: 'once', data: { n: 1 } }] };
    writer.send(publish);
    writer.send(publish);
    writer.send({ ...publish, msgSerial: 1, messages: [{ name: 'twice' }] });
    await writer.next((frame) => frame.action === Action.ACK && frame.msgSerial === 1);
    expect(writer.frames.filter(action(Action.ACK)).map((frame) => frame.msgSerial)).toEqual([0, 0, 1]);

    await listener.next((frame) => frame.action === Action.MESSAGE && JSON.stringify(frame.messages).includes('twice'));
    const names = listener.frames.filter(action(Action.MESSAGE)).map((frame) => (frame.messages as { name: string }[])[0]?.name);
    expect(names).toEqual(['once', 'twice']);
    expect(listener.frames.find(action(Action.MESSAGE))?.messages).toEqual([expect.objectContaining({ data: '{"n":1}', encoding: 'json' })]);
  });

  it('answers publishes and (unsupported) presence in msgSerial order', async () => {
    await start();
    const client = await connect({ access_token: capabilityTokens({ 'chat:*': ['*'] })() });
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.MESSAGE, channel: 'chat:3', msgSerial: 0, messages: [{ name: 'a' }] });
    client.send({ action: Action.PRESENCE, channel: 'chat:3', msgSerial: 1, presence: [{ action: 2 }] } as Frame);
    client.send({ action: Action.MESSAGE, channel: 'chat:3', msgSerial: 2, messages: [{ name: 'b' }] });
    await client.next((frame) => frame.action === Action.ACK && frame.msgSerial === 2);
    const answers = client.frames.filter((frame) => frame.action === Action.ACK || frame.action === Action.NACK);
    expect(answers.map((frame) => [frame.action, frame.msgSerial])).toEqual([
      [Action.ACK, 0],
      [Action.NACK, 1],
      [Action.ACK, 2],
    ]);
  });

  it('replays what is left and says so when continuity is lost; a foreign serial attaches from now', async () => {
    await start({ historyMaxMessages: 2 });
    const rest = restClient(server.port).channels.get('public:odds');
    const first = await rest.publish('odds', '1');
    for (const value of ['2', '3', '4']) await rest.publish('odds', value);
    const firstSerial = first.serials[0]?.split(':')[0] ?? '';

    const client = await connect({ access_token: visitorTokens()() });
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.ATTACH, channel: 'public:odds', channelSerial: firstSerial });
    const attached = await client.next(action(Action.ATTACHED));
    expect((attached.flags as number) & Flag.RESUMED).toBe(0);
    expect(errorCode(attached)).toBe(90003);
    await client.next((frame) => frame.action === Action.MESSAGE && JSON.stringify(frame.messages).includes('"data":"4"'));
    expect(client.frames.filter(action(Action.MESSAGE)).map((frame) => (frame.messages as { data: string }[])[0]?.data)).toEqual(['3', '4']);

    const other = await connect({ access_token: visitorTokens()() });
    await other.next(action(Action.CONNECTED));
    other.send({ action: Action.ATTACH, channel: 'public:odds', channelSerial: '99999999999999-1' });
    const fresh = await other.next(action(Action.ATTACHED));
    expect(errorCode(fresh)).toBe(90003);
    expect(fresh.channelSerial).not.toBe('99999999999999-1');
  });

  it('answers a temporary failure during attach with DETACHED (the client retries), not a channel ERROR', async () => {
    await start();
    const client = await connect({ access_token: visitorTokens()() });
    await client.next(action(Action.CONNECTED));
    vi.spyOn(ChannelRegistry.prototype, 'add').mockRejectedValueOnce(new Error('redis unavailable'));
    client.send({ action: Action.ATTACH, channel: 'public:general' });
    const detached = await client.next((frame) => frame.action === Action.DETACHED || frame.action === Action.ERROR);
    expect(detached).toMatchObject({ action: Action.DETACHED, channel: 'public:general', error: { code: 50000, statusCode: 503 } });

    client.send({ action: Action.ATTACH, channel: 'public:general' });
    await client.next(action(Action.ATTACHED));
    await restClient(server.port).channels.get('public:general').publish('announcement', 'after the retry');
    await client.next(action(Action.MESSAGE));
  });

  it(`refuses an attach beyond ${MAX_CHANNELS_PER_CONNECTION} channels on one connection with a channel ERROR (90010)`, async () => {
    await start();
    const client = await connect({ access_token: visitorTokens()() });
    await client.next(action(Action.CONNECTED));
    for (let index = 0; index < MAX_CHANNELS_PER_CONNECTION; index += 1) client.send({ action: Action.ATTACH, channel: `public:match.${index}` });
    await client.next((frame) => frame.action === Action.ATTACHED && frame.channel === `public:match.${MAX_CHANNELS_PER_CONNECTION - 1}`);
    expect(client.frames.filter(action(Action.ATTACHED))).toHaveLength(MAX_CHANNELS_PER_CONNECTION);

    client.send({ action: Action.ATTACH, channel: 'public:match.extra' });
    const refused = await client.next(action(Action.ERROR));
    expect(refused).toMatchObject({ channel: 'public:match.extra', error: { code: 90010, statusCode: 400 } });
    // A repeated ATTACH of a channel it holds is still confirmed; the connection itself is untouched.
    const mark = client.frames.length;
    client.send({ action: Action.ATTACH, channel: 'public:match.0' });
    await client.next((frame) => frame.action === Action.ATTACHED && frame.channel === 'public:match.0', 5_000, mark);

    // Detaching one makes room for another.
    client.send({ action: Action.DETACH, channel: 'public:match.1' });
    await client.next(action(Action.DETACHED));
    client.send({ action: Action.ATTACH, channel: 'public:match.extra' });
    await client.next((frame) => frame.action === Action.ATTACHED && frame.channel === 'public:match.extra');
    expect(server.connectionCount()).toBe(1);
  });

  it('detaches on request and refuses malformed frames', async () => {
    await start();
    const client = await connect({ access_token: visitorTokens()() });
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.ATTACH, channel: 'public:general' });
    await client.next(action(Action.ATTACHED));
    client.send({ action: Action.DETACH, channel: 'public:general' });
    await client.next(action(Action.DETACHED));
    client.socket.send('not json');
    expect(errorCode(await client.next(action(Action.ERROR)))).toBe(40000);
    await client.closed;
  });

  it('answers REST errors the way the ably client reads them', async () => {
    await start();
    const base = server.url;
    expect(await (await fetch(`${base}/time`)).json()).toEqual([expect.any(Number)]);
    const unauthorised = await fetch(`${base}/channels/public%3Ageneral/messages`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ error: expect.objectContaining({ code: 40101, statusCode: 401 }) });
    const basic = `Basic ${Buffer.from(TEST_KEY_STRING).toString('base64')}`;
    const msgpack = await fetch(`${base}/channels/x/messages`, {
      method: 'POST',
      body: 'x',
      headers: { authorization: basic, 'content-type': 'application/x-msgpack' },
    });
    expect(msgpack.status).toBe(415);
    const visitorBearer = `Bearer ${Buffer.from(visitorTokens()()).toString('base64')}`;
    const forbidden = await fetch(`${base}/channels/public%3Ageneral/messages`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
      headers: { authorization: visitorBearer, 'content-type': 'application/json' },
    });
    expect((await forbidden.json()) as unknown).toEqual({ error: expect.objectContaining({ code: 40160 }) });
    const preflight = await fetch(`${base}/channels/x/messages`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('does not publish an idempotent REST retry twice', async () => {
    await start();
    const client = await connect({ access_token: visitorTokens()() });
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.ATTACH, channel: 'public:general' });
    await client.next(action(Action.ATTACHED));
    const basic = `Basic ${Buffer.from(TEST_KEY_STRING).toString('base64')}`;
    const post = () =>
      fetch(`${server.url}/channels/public%3Ageneral/messages`, {
        method: 'POST',
        body: JSON.stringify([{ id: 'retry-1:0', name: 'announcement', data: 'once' }]),
        headers: { authorization: basic, 'content-type': 'application/json' },
      });
    expect((await post()).status).toBe(201);
    expect(await (await post()).json()).toEqual({ serials: [null] });
    await restClient(server.port).channels.get('public:general').publish('marker', 'end');
    await client.next((frame) => frame.action === Action.MESSAGE && JSON.stringify(frame.messages).includes('marker'));
    expect(client.frames.filter(action(Action.MESSAGE))).toHaveLength(2);
  });
});
