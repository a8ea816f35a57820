import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistryClient, defaultClientOptions, NotActiveError, readReleaseFiles, RegistryRequestError } from './registry-client.ts';

const NGINX_502 = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n';

describe('registry client', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = null;
  });

  /** A registry whose every answer is `status` with `body` of `contentType`. */
  async function answering(status: number, contentType: string, body: string) {
    server = createServer((_request, response) => response.writeHead(status, { 'Content-Type': contentType }).end(body));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return createRegistryClient({ apiOrigin: `http://127.0.0.1:${port}`, product: 'palpite', opsToken: 'token', actor: 'test' });
  }

  it('leaves the build report mf-stats.json out of a release (it differs between builds of the same code)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palpite-registry-client-'));
    try {
      mkdirSync(join(dir, 'static'));
      writeFileSync(join(dir, 'remoteEntry.js'), 'x');
      writeFileSync(join(dir, 'mf-manifest.json'), '{}');
      writeFileSync(join(dir, 'mf-stats.json'), '{}');
      writeFileSync(join(dir, 'static', 'mf-stats.json'), 'a chunk of that name is still shipped');
      expect(
        readReleaseFiles(dir)
          .map((file) => file.path)
          .sort(),
      ).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/mf-stats.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports a proxy's HTML error page by its status and start, not as a JSON parse error", async () => {
    const client = await answering(502, 'text/html', NGINX_502);
    const error = await client.document().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryRequestError);
    expect((error as RegistryRequestError).status).toBe(502);
    expect((error as RegistryRequestError).message).toMatch(
      /^the registry at http:\/\/127\.0\.0\.1:\d+\/api\/palpite\/registry answered HTTP 502 Bad Gateway /,
    );
    expect((error as RegistryRequestError).message).toContain(
      "with a page that is not the API's (<html> <head><title>502 Bad Gateway</title></head> <body> <center><h1>502 Bad Gateway</h1></center> </body> </html>): is the API behind it running? Check PALPITE_API",
    );
  });

  it("uses the API's own message for a refusal the CLI has no text for, or one without the values its text needs", async () => {
    const unknown = await answering(
      409,
      'application/json',
      JSON.stringify({ success: false, message_key: 'registry.somethingNew', message: 'a new refusal.' }),
    );
    await expect(unknown.activate('casino', '1.0.0')).rejects.toMatchObject({
      status: 409,
      key: 'registry.somethingNew',
      message: 'cannot read casino: a new refusal (HTTP 409)',
    });
    await new Promise((resolve) => server?.close(resolve));
    const withoutParams = await answering(
      409,
      'application/json',
      JSON.stringify({ success: false, message_key: 'registry.versionConflict', message: 'already published' }),
    );
    await expect(withoutParams.document()).rejects.toMatchObject({ message: 'cannot read the registry: already published (HTTP 409)' });
  });

  it('says what is wrong with each field after the message, naming the file a files.N field is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palpite-registry-client-'));
    try {
      writeFileSync(join(dir, 'remoteEntry.js'), 'x');
      writeFileSync(join(dir, '.DS_Store'), 'x');
      const index = readReleaseFiles(dir).findIndex((file) => file.path === '.DS_Store');
      const refusal = {
        success: false,
        message_key: 'validation.invalid',
        message: 'Check the highlighted fields.',
        errors: {
          version: ['The version must be a semantic version such as 1.2.0.'],
          [`files.${index}.path`]: ['File paths must be relative and stay inside the release.'],
        },
      };
      const client = await answering(400, 'application/json', JSON.stringify(refusal));
      const error = (await client.publish('casino', '1.7', dir).catch((caught: unknown) => caught)) as RegistryRequestError;
      expect(error).toBeInstanceOf(RegistryRequestError);
      expect(error.message).toBe(
        [
          'cannot publish casino 1.7: the registry refused it, nothing was changed:',
          '  version: The version must be a semantic version such as 1.2.0.',
          '  file .DS_Store: File paths must be relative and stay inside the release.',
        ].join('\n'),
      );
      expect(error.message).not.toContain('highlighted');
      // Outside a publish there are no files to name.
      await expect(client.activate('casino', '1.x')).rejects.toThrow(
        new RegExp(`^cannot read casino: the registry refused it, nothing was changed:\\n {2}version: .+\\n {2}files\\.${index}\\.path: File paths`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a successful answer that is not JSON, quoting its start', async () => {
    const client = await answering(200, 'text/html', `<!doctype html>${'x'.repeat(500)}`);
    const error = (await client.document().catch((caught: unknown) => caught)) as RegistryRequestError;
    expect(error.message).toMatch(
      /^the registry at http:\/\/127\.0\.0\.1:\d+\/api\/palpite\/registry answered a page that is not the API's: <!doctype html>x+…$/,
    );
    expect(error.message.length).toBeLessThan(320);
  });

  it('asks for English answers and names its actor percent-encoded', async () => {
    let seen: { language?: string; actor?: string } = {};
    server = createServer((request, response) => {
      seen = { language: request.headers['accept-language'], actor: request.headers['x-ops-actor'] as string };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revision":0,"remotes":{}}');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await createRegistryClient({ apiOrigin: `http://127.0.0.1:${port}`, product: 'palpite', opsToken: 'token', actor: 'João Silva' }).document();
    expect(seen).toEqual({ language: 'en', actor: 'Jo%C3%A3o%20Silva' });
  });

  it('says which address it could not reach', async () => {
    const client = createRegistryClient({ apiOrigin: 'http://127.0.0.1:9', product: 'palpite', opsToken: 'token', actor: 'test' });
    await expect(client.document()).rejects.toThrow(/^cannot reach the registry at http:\/\/127\.0\.0\.1:9\/api\/palpite\/registry/);
  });

  it('reads an empty OPS_ACTOR as unset', () => {
    expect(defaultClientOptions({ OPS_ACTOR: '  ' }).actor).toMatch(/.@./);
    expect(defaultClientOptions({ OPS_ACTOR: 'ana' }).actor).toBe('ana');
  });

  it('reads an empty OPS_TOKEN as unset, as the server does: the data folder’s token is used', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'palpite-ops-token-'));
    try {
      writeFileSync(join(dataDir, 'ops-token'), 'from-the-file\n');
      expect(defaultClientOptions({ OPS_TOKEN: '', DATA_DIR: dataDir }).opsToken).toBe('from-the-file');
      expect(defaultClientOptions({ OPS_TOKEN: 'from-env', DATA_DIR: dataDir }).opsToken).toBe('from-env');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rolls back with --if-active only while that release is live: a second rollback of the same incident changes nothing', async () => {
    const posts: string[] = [];
    let active = '1.5.0-broken.1';
    server = createServer((request, response) => {
      if (request.method === 'POST') {
        posts.push(`${request.url} ${request.headers['if-match']}`);
        const moved = { changed: true, from: active, to: '1.1.0', revision: 8 };
        active = '1.1.0';
        return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(moved));
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ active, revision: active === '1.1.0' ? 8 : 7, versions: [] }));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = createRegistryClient({ apiOrigin: `http://127.0.0.1:${port}`, product: 'palpite', opsToken: 'token', actor: 'alice' });
    await expect(client.rollback('casino', '1.5.0-broken.1')).resolves.toMatchObject({ from: '1.5.0-broken.1', to: '1.1.0' });
    const second = client.rollback('casino', '1.5.0-broken.1');
    await expect(second).rejects.toBeInstanceOf(NotActiveError);
    await expect(second).rejects.toThrow('casino is on 1.1.0, not 1.5.0-broken.1: nothing rolled back (see npm run remote -- history casino)');
    expect(posts).toEqual(['/api/palpite/registry/remotes/casino/rollback "7"']);
  });
});
