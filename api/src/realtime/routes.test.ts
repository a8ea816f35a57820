import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAblyJwt } from './jwt.ts';
import { realtimeRoutes } from './routes.ts';
import { AppError, unauthenticated } from '../http/errors.ts';

const key = { keyName: 'appId.keyId', keySecret: 'route-secret' };

describe('token endpoints', () => {
  const app = Fastify();

  beforeAll(async () => {
    realtimeRoutes(app, {
      requireUser: async (request) => {
        if (request.headers.authorization === 'Bearer good') return { user: { id: 77n }, session: { id: 5n } };
        throw request.headers.authorization === 'Bearer banned' ? new AppError({ status: 401, key: 'auth.banned', message: 'banned' }) : unauthenticated();
      },
      ...key,
      ttlSeconds: 3600,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives a logged-in player a token for the public channels and its own private channel', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/ably-subscribe', headers: { authorization: 'Bearer good' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string; expires_in: number; clientId: string; capability: string }>();
    expect(body).toMatchObject({ expires_in: 3600, clientId: '77', keyName: 'appId.keyId', issued: expect.any(Number), expires: expect.any(Number) });
    const check = verifyAblyJwt(body.token, key, Date.now());
    expect(check).toMatchObject({ ok: true, claims: { 'x-ably-clientId': '77', 'x-ably-revocation-key': 'session.5' } });
    expect(JSON.parse(body.capability)).toEqual({ 'public:*': ['subscribe'], 'private:user.77': ['subscribe'] });
  });

  it('answers 401 in the API error shape without a valid session', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/ably-subscribe', headers: { authorization: 'Bearer stale' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message_key: 'auth.unauthenticated' });
    // A banned account's token is told so, as by every other call.
    const banned = await app.inject({ method: 'GET', url: '/auth/ably-subscribe', headers: { authorization: 'Bearer banned' } });
    expect(banned.statusCode).toBe(401);
    expect(banned.json()).toMatchObject({ success: false, message_key: 'auth.banned' });
  });

  it('gives a visitor an anonymous token for the public channels', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/ably-subscribe-public' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; capability: string; clientId?: string }>();
    expect(body.clientId).toBeUndefined();
    expect(JSON.parse(body.capability)).toEqual({ 'public:*': ['subscribe'] });
  });
});
