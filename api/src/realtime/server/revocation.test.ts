/**
 * Ably's token revocation on the local server: `POST /keys/{keyName}/revokeTokens` (through the
 * `ably` REST client and our publisher) refuses tokens carrying a revoked `x-ably-revocation-key`
 * at connect and at renewal (40141), and disconnects the connections holding one — and only those:
 * the same player's other session goes on.
 */
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { Action } from '../protocol/constants.ts';
import { createRealtimePublisher } from '../publisher.ts';
import { BACKENDS, REDIS_URL, restClient, startTestServer, TEST_KEY, TEST_KEY_STRING, uniquePrefix } from '../testing/harness.ts';
import { action, RawClient, type Frame } from '../testing/raw-client.ts';
import { mintPlayerToken, sessionRevocationKey } from '../tokens.ts';
import type { RealtimeServer } from './index.ts';
import type { RealtimeServerOptions } from './options.ts';

const errorCode = (frame: Frame) => (frame.error as { code: number } | undefined)?.code;
/** A token of player 7 minted for one of their sessions. */
const sessionToken = (sessionId: number, now?: () => number) => mintPlayerToken(TEST_KEY, 7, 60, { sessionId, now }).token;
const publisherFor = (server: RealtimeServer) => createRealtimePublisher({ key: TEST_KEY_STRING, endpoint: '127.0.0.1', port: server.port });

describe.each(BACKENDS)('token revocation ($name)', (backend) => {
  let server: RealtimeServer;
  const sockets: RawClient[] = [];
  const start = async (overrides: Partial<RealtimeServerOptions> = {}) => {
    server = await startTestServer({ ...backend.options(), ...overrides });
  };
  const connect = async (token: string) => {
    const client = await RawClient.connect(server.port, { access_token: token });
    sockets.push(client);
    return client;
  };
  const attached = async (token: string) => {
    const client = await connect(token);
    await client.next(action(Action.CONNECTED));
    client.send({ action: Action.ATTACH, channel: 'private:user.7' });
    await client.next(action(Action.ATTACHED));
    return client;
  };

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await server.close();
  });

  it('disconnects a connection whose session was revoked (40141) and refuses its token, while the player’s other session goes on', async () => {
    await start();
    const ended = await attached(sessionToken(1));
    const other = await attached(sessionToken(2));

    await publisherFor(server).revokeTokens([sessionRevocationKey(1)]);

    expect(errorCode(await ended.next(action(Action.DISCONNECTED)))).toBe(40141);
    await ended.closed;
    const again = await connect(sessionToken(1));
    const refused = await again.next((frame) => frame.action === Action.ERROR || frame.action === Action.CONNECTED);
    expect(refused).toMatchObject({ action: Action.ERROR, error: { code: 40141, statusCode: 401 } });

    // The other device still hears the player's private channel.
    await restClient(server.port).channels.get('private:user.7').publish('balance-updated', { newBalance: 5 });
    expect(await other.next(action(Action.MESSAGE))).toMatchObject({ channel: 'private:user.7' });
    expect(other.frames.some(action(Action.DISCONNECTED))).toBe(false);
    await (await connect(sessionToken(2))).next(action(Action.CONNECTED));
  });

  it('refuses a revoked token offered at renewal (AUTH), and accepts one issued after the revocation', async () => {
    await start();
    const client = await attached(sessionToken(3));
    await publisherFor(server).revokeTokens([sessionRevocationKey(4)]);
    client.send({ action: Action.AUTH, auth: { accessToken: sessionToken(4) } } as Frame);
    expect(errorCode(await client.next(action(Action.DISCONNECTED)))).toBe(40141);

    // issuedBefore: a token of the same revocation key minted later is not revoked.
    const later = await connect(sessionToken(4, () => Date.now() + 2_000));
    await later.next(action(Action.CONNECTED));
  });

  it('with allowReauthMargin asks open connections for a new token at once instead of dropping them', async () => {
    await start();
    const client = await attached(sessionToken(5));
    const from = client.frames.length;
    const answer = await restClient(server.port).auth.revokeTokens([{ type: 'revocationKey', value: sessionRevocationKey(5) }], { allowReauthMargin: true });
    expect(answer).toMatchObject({ successCount: 1, failureCount: 0, results: [{ target: 'revocationKey:session.5' }] });
    const [result] = answer.results as { issuedBefore: number; appliesAt: number }[];
    expect(result!.appliesAt - result!.issuedBefore).toBeGreaterThanOrEqual(29_000);
    await client.next(action(Action.AUTH), 2_000, from);
    client.send({ action: Action.AUTH, auth: { accessToken: sessionToken(6) } } as Frame);
    await client.next(action(Action.CONNECTED), 2_000, from);
    expect(client.frames.slice(from).some(action(Action.DISCONNECTED))).toBe(false);
  });

  it('takes revocations only from the key itself, for revocationKey targets', async () => {
    await start();
    const request = (path: string, authorization: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const basic = `Basic ${Buffer.from(TEST_KEY_STRING).toString('base64')}`;
    const path = `/keys/${TEST_KEY.keyName}/revokeTokens`;
    const byToken = await request(path, `Bearer ${sessionToken(8)}`, { targets: ['revocationKey:session.8'] });
    expect(byToken.status).toBe(401);
    expect(await byToken.json()).toMatchObject({ error: { code: 40162 } });
    expect((await request('/keys/other.key/revokeTokens', basic, { targets: ['revocationKey:session.8'] })).status).toBe(401);
    expect((await request(path, basic, { targets: [] })).status).toBe(400);
    expect((await request(path, basic, { targets: ['revocationKey:session.8'], issuedBefore: Date.now() + 60_000 })).status).toBe(400);
    const mixed = await request(path, basic, { targets: ['clientId:7', 'revocationKey:session.8'] });
    expect(mixed.status).toBe(201);
    expect(await mixed.json()).toMatchObject({
      successCount: 1,
      failureCount: 1,
      results: [{ target: 'clientId:7', error: { code: 40000 } }, { target: 'revocationKey:session.8' }],
    });
  });
});

describe.skipIf(!REDIS_URL)('token revocation across instances', () => {
  it('disconnects on one instance the connections of a token revoked through the other, and both refuse it', async () => {
    const prefix = uniquePrefix();
    const [first, second] = await Promise.all([
      startTestServer({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
      startTestServer({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
    ]);
    try {
      const client = await RawClient.connect(first.port, { access_token: sessionToken(11) });
      await client.next(action(Action.CONNECTED));
      await publisherFor(second).revokeTokens([sessionRevocationKey(11)]);
      expect(errorCode(await client.next(action(Action.DISCONNECTED)))).toBe(40141);
      for (const server of [first, second]) {
        const again = await RawClient.connect(server.port, { access_token: sessionToken(11) });
        expect(errorCode(await again.next(action(Action.ERROR)))).toBe(40141);
        again.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
      const redis = new Redis(REDIS_URL ?? '');
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
