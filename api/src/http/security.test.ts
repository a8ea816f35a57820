import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

async function headersOf(production: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { remoteOrigins: [], realtimeOrigins: ['ws://localhost:8081'], production });
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('forbid framing and sniffing, and pin HTTPS for a year in production only', async () => {
    const production = await headersOf(true);
    expect(production['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(production['x-content-type-options']).toBe('nosniff');
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersOf(false))['strict-transport-security']).toBeUndefined();
  });
});
