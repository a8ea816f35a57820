/**
 * Whose address a request has: rate limits and the sessions list key on it, so only the proxies
 * the operator names (TRUST_PROXY) may set it through X-Forwarded-For.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { clientIp } from './request-context.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function addressSeen(trustProxy: string | undefined, remoteAddress: string, forwardedFor: string): Promise<string> {
  t = await createTestApp({
    ...(trustProxy === undefined ? {} : { env: { TRUST_PROXY: trustProxy } }),
    register: async (app) => {
      app.get('/test/client-address', async (request) => ({ ip: clientIp(request) }));
    },
  });
  const response = await t.app.inject({ method: 'GET', url: '/test/client-address', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  return (response.json() as { ip: string }).ip;
}

describe('the client address', () => {
  it('is the socket’s by default: a client cannot pick its own through X-Forwarded-For', async () => {
    expect(await addressSeen(undefined, '203.0.113.7', '9.9.9.9')).toBe('203.0.113.7');
  });

  it('behind one trusted hop, is the address that proxy appended, not what the client wrote before it', async () => {
    expect(await addressSeen('1', '10.0.0.2', '9.9.9.9, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('with named proxies, is forwarded only from them', async () => {
    expect(await addressSeen('loopback', '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    await t?.close();
    expect(await addressSeen('loopback', '203.0.113.7', '198.51.100.4')).toBe('203.0.113.7');
  });

  it('refuses TRUST_PROXY=true, which would let anyone choose an address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
  });
});
