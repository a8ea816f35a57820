/**
 * The player's realtime token through the whole app: short-lived, and not renewed for a session
 * that ended, so an ended session stops hearing the player's private channel soon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_TOKEN_TTL_SECONDS } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { asPlayer, signedUpPlayer } from '../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a player's realtime token", () => {
  it('lives 10 minutes at most, and is not given again once the session ended', async () => {
    const { token } = await signedUpPlayer(t);
    const ask = () => t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe`, headers: asPlayer(token) });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json().expires_in).toBe(REALTIME_TOKEN_TTL_SECONDS);
    expect(REALTIME_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(600);
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/logout`, headers: asPlayer(token), payload: {} })).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(401);
  });
});
