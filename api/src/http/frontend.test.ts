import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hostCacheControl } from './frontend.ts';

const manifest = JSON.stringify({ id: 'casino', name: 'casino', shared: [{ name: 'react', requiredVersion: '^19.0.0', version: '0.0.0', singleton: true }] });
// Large enough to be worth compressing (≥ 1 KB), and compressible.
const entry = `/* casino entry */\n${Array.from({ length: 200 }, (_, index) => `export const game${index} = 'roleta-${index}';`).join('\n')}\n`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SERVE_FRONTEND: 'true' }, loadHostShared: async () => ({ react: '19.3.1' }) });
  const published = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/registry/remotes/casino/releases`,
    headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'ana@ops' },
    payload: {
      version: '1.0.0',
      files: [
        { path: 'mf-manifest.json', contentBase64: base64(manifest) },
        { path: 'remoteEntry.js', contentBase64: base64(entry) },
        { path: 'tiny.js', contentBase64: base64('export {};') },
      ],
    },
  });
  expect(published.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const release = (file: string) => join(t.config.mfeDir, 'casino', '1.0.0', file);
const download = (path: string, acceptEncoding: string) => t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': acceptEncoding } });

describe('release files are compressed once, when published', () => {
  it('writes a brotli and a gzip copy of each text file worth compressing', () => {
    expect(brotliDecompressSync(readFileSync(release('remoteEntry.js.br'))).toString()).toBe(entry);
    expect(gunzipSync(readFileSync(release('remoteEntry.js.gz'))).toString()).toBe(entry);
    expect(existsSync(release('tiny.js.br'))).toBe(false);
  });

  it('sends the copy the browser accepts, cached forever, and the file itself to one that accepts none', async () => {
    const brotli = await download('/mfe/casino/1.0.0/remoteEntry.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(entry);
    // Brotli at its best quality beats the gzip copy.
    expect(brotli.rawPayload.byteLength).toBeLessThan(readFileSync(release('remoteEntry.js.gz')).byteLength);

    const gzip = await download('/mfe/casino/1.0.0/remoteEntry.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(entry);

    const plain = await download('/mfe/casino/1.0.0/remoteEntry.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(entry);
  });
});

describe("the host build's cache", () => {
  it('keeps content-hashed files forever and revalidates the rest, whichever copy is sent', () => {
    for (const path of ['/srv/host/146.d0fe6399.js', '/srv/host/191.6728ad83.css.br', '/srv/host/main.9b639a59.js.gz', '/srv/host/0123456789abcdef01.webp']) {
      expect(hostCacheControl(path), path).toBe('public, max-age=31536000, immutable');
    }
    // The manifest sent as its brotli copy was cached forever, so a new host build went unseen for a year.
    for (const path of [
      '/srv/host/mf-manifest.json.br',
      '/srv/host/mf-manifest.json',
      '/srv/host/mf-stats.json.gz',
      '/srv/host/favicon.svg',
      '/srv/host/index.html',
    ]) {
      expect(hostCacheControl(path), path).toBe('no-cache');
    }
  });
});

describe('a page address with a broken %-escape', () => {
  const hostPage = '<!doctype html><title>Palpite</title><div id="root"></div>';
  beforeAll(() => {
    mkdirSync(t.config.hostDistDir, { recursive: true });
    writeFileSync(join(t.config.hostDistDir, 'index.html'), hostPage);
  });

  it('gets the host page, revalidated and with the site’s security headers, so its router shows /404', async () => {
    for (const url of ['/sports/%E0%A4%A', '/%', '/cassino/%FF?aba=slots']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pt-BR' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(answer.body, url).toBe(hostPage);
    }
  });

  it('keeps the translated JSON refusal for API calls, release files and anything but a page request', async () => {
    for (const [method, url] of [
      ['GET', `${t.prefix}/%`],
      ['GET', `${t.prefix}/sports/%E0%A4%A`],
      ['GET', '/mfe/casino/%E0%A4%A/remoteEntry.js'],
      ['POST', '/%'],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: { 'accept-language': 'pt-BR' } });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ success: false, message_key: 'http.badRequest', message: expect.not.stringMatching(/FST_ERR/) });
    }
  });
});
