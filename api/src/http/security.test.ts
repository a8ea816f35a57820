import { readFileSync } from 'node:fs';
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

  it('are the ones the web tier’s nginx adds to the files it serves (docker-compose), the realtime source aside', async () => {
    const snippet = readFileSync(new URL('../../../host/nginx-security-headers.conf', import.meta.url), 'utf8');
    const nginx = Object.fromEntries(
      [...snippet.matchAll(/^add_header ([\w-]+) (?:"([^"]*)"|(\S+)) always;$/gm)].map(([, name, quoted, bare]) => [name!.toLowerCase(), quoted ?? bare]),
    );
    const api = await headersOf(true);
    const directives = (policy: string) => policy.split(';').map((directive) => directive.trim().replace(/ +/g, ' '));
    const withoutConnect = (policy: string) => directives(policy).filter((directive) => !directive.startsWith('connect-src'));
    const { 'content-security-policy': apiPolicy, ...apiRest } = api;
    const { 'content-security-policy': nginxPolicy, ...nginxRest } = nginx;
    expect(withoutConnect(nginxPolicy ?? '')).toEqual(withoutConnect(String(apiPolicy)));
    expect(directives(nginxPolicy ?? '')).toContain("connect-src 'self' $realtime_connect_src");
    const securityHeaders = Object.fromEntries(
      Object.entries(apiRest).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name)),
    );
    expect(nginxRest).toEqual(securityHeaders);
  });
});
