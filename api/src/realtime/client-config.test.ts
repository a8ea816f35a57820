import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RealtimeConfig } from '../config.ts';
import { registerSecurityHeaders } from '../http/security.ts';
import { realtimeCspOrigins } from './client-config.ts';

const local: RealtimeConfig = { mode: 'external', port: 8081, host: 'realtime', publicHost: '', publicPort: 8081, publicTls: false, ablyKey: undefined };

async function connectSrc(config: RealtimeConfig, host: string): Promise<string | undefined> {
  const app = Fastify();
  await registerSecurityHeaders(app, { remoteOrigins: [], realtimeOrigins: realtimeCspOrigins(config), production: true });
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/', headers: { host } });
  await app.close();
  expect(response.statusCode).toBe(200);
  return String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('connect-src'));
}

describe('realtime CSP origins', () => {
  it('allow the page’s own host when no public host is configured (browsers connect there)', async () => {
    expect(await connectSrc(local, 'casino.example.com:8080')).toBe("connect-src 'self' ws://casino.example.com:8081");
    expect(await connectSrc(local, 'Palpite.Example')).toBe("connect-src 'self' ws://palpite.example:8081");
    expect(await connectSrc(local, '192.168.1.20:8080')).toBe("connect-src 'self' ws://192.168.1.20:8081");
    expect(await connectSrc({ ...local, publicTls: true, publicPort: 443 }, 'palpite.example')).toBe("connect-src 'self' wss://palpite.example:443");
  });

  it('fall back to localhost for a Host header that is no plain hostname, never injecting it', async () => {
    expect(await connectSrc(local, 'evil.example;script-src *')).toBe("connect-src 'self' ws://localhost:8081");
    expect(await connectSrc(local, '[::1]:8080')).toBe("connect-src 'self' ws://localhost:8081");
  });

  it('use the configured public host whatever the request’s host', async () => {
    expect(await connectSrc({ ...local, publicHost: 'rt.palpite.example', publicTls: true, publicPort: 443 }, 'other.example')).toBe(
      "connect-src 'self' wss://rt.palpite.example:443",
    );
  });
});
