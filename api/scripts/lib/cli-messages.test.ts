/**
 * What the release CLI says when the registry refuses: the real API's answers, read by the real
 * client, in a terminal tool's words (what went wrong, whether anything changed, what to do).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../src/testing/test-app.ts';
import { NO_OPS_TOKEN, refusalText } from './cli-messages.ts';
import { createRegistryClient, RegistryUnreachableError } from './registry-client.ts';
import { listeningApi, writeBuild } from './testing.ts';

/** The text a refused call ends with. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the call was refused').toBeInstanceOf(Error);
  return (error as Error).message;
}

describe('the release CLI’s error texts', () => {
  let api: Awaited<ReturnType<typeof listeningApi>>;
  let t: TestApp;
  let builds: string;
  beforeEach(async () => {
    api = await listeningApi({ loadHostShared: async () => ({ react: '19.3.1' }) });
    t = api.t;
    builds = mkdtempSync(join(tmpdir(), 'palpite-cli-messages-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
    rmSync(builds, { recursive: true, force: true });
  });

  const build = (version: string, reactRange = '^19.0.0') => writeBuild(join(builds, version), { remote: 'casino', version, reactRange });
  const clientWith = (opsToken: string | null, opsTokenSource: string | null, actor = 'test') =>
    createRegistryClient({ apiOrigin: api.apiOrigin, product: t.config.product, opsToken, opsTokenSource, actor });

  it('says there is no ops token, and where one comes from, before sending anything', async () => {
    expect(await refusal(clientWith(null, null).activate('casino', '1.0.0'))).toBe(NO_OPS_TOKEN);
    expect(NO_OPS_TOKEN).toBe('no ops token: set OPS_TOKEN, or start the embedded server once, which writes $DATA_DIR/ops-token (default data/ops-token)');
  });

  it('says a token the API does not take by where it came from, not by the API’s header', async () => {
    const fromEnv = await refusal(clientWith('not-the-token', 'OPS_TOKEN').publish('casino', '1.0.0', build('1.0.0')));
    expect(fromEnv).toBe(
      `the API at ${api.apiOrigin} does not accept the ops token in OPS_TOKEN: nothing was changed. Set OPS_TOKEN to that API's shared token (its OPS_TOKEN) or to your own (from its OPS_TOKENS)`,
    );
    const fromFile = await refusal(clientWith('not-the-token', '/srv/data/ops-token').activate('casino', '1.0.0'));
    expect(fromFile).toBe(
      `the API at ${api.apiOrigin} does not accept the ops token read from /srv/data/ops-token (another server's?): nothing was changed. Set OPS_TOKEN to the token of the API you release to, or point PALPITE_API at the server that wrote that file`,
    );
    const badActor = await refusal(clientWith(t.opsToken, 'OPS_TOKEN', 'ana<script>').activate('casino', '1.0.0'));
    expect(badActor).toBe(
      `OPS_ACTOR "ana<script>" cannot name you in the release log: nothing was changed. Set OPS_ACTOR to 1 to 80 letters, digits, spaces or . _ @ + ' - (e.g. OPS_ACTOR=ana.souza)`,
    );
    expect(`${fromEnv}${fromFile}${badActor}`).not.toMatch(/X-Ops-Actor|Bearer|ops\.unauthorized|valid ops token/);
  });

  it('says another operator moved the remote between reading and changing it (412), and what to do', async () => {
    await api.client.publish('casino', '1.0.0', build('1.0.0'));
    await api.client.publish('casino', '1.1.0', build('1.1.0'));
    await api.client.publish('casino', '1.2.0', build('1.2.0'));
    // The client reads the revision, then posts; another operator activates 1.1.0 in between.
    const realFetch = globalThis.fetch;
    let interfered = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!interfered && init?.method === 'POST') {
        interfered = true;
        await realFetch(`${api.apiOrigin}${t.prefix}/registry/remotes/casino/activate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${t.opsToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ version: '1.1.0' }),
        });
      }
      return realFetch(input, init);
    });
    expect(await refusal(api.client.activate('casino', '1.2.0'))).toBe(
      'casino was changed by someone else while this command ran: nothing was changed. See what happened with npm run remote -- history casino, then run the command again if it is still needed',
    );
    expect((await api.client.remote('casino')).active).toBe('1.1.0');
  });

  it('says a release does not fit the host, naming the mismatch, and what to do', async () => {
    await api.client.publish('casino', '1.0.0', build('1.0.0'));
    await api.client.publish('casino', '2.0.0', build('2.0.0', '^20.0.0'));
    expect(await refusal(api.client.activate('casino', '2.0.0'))).toBe(
      'casino 2.0.0 does not fit the host served (react requires ^20.0.0 but the host provides 19.3.1): nothing was changed. Activate a release of casino built for this host (npm run remote -- activate casino <version>), or deploy a host that provides what 2.0.0 needs first',
    );
  });

  it('says an unknown version or remote plainly, and what there is to roll back', async () => {
    await api.client.publish('casino', '1.0.0', build('1.0.0'));
    expect(await refusal(api.client.activate('casino', '1.9.0'))).toBe(
      'casino 1.9.0 is not published: nothing was changed. npm run remote -- list shows the published versions; publish it first with npm run remote -- publish casino --version 1.9.0',
    );
    expect(await refusal(api.client.remote('poker'))).toBe(
      `the API at ${api.apiOrigin} has no remote named poker (is it older than this CLI?): nothing was changed`,
    );
    expect(await refusal(api.client.rollback('casino'))).toBe(
      'casino has no earlier release to roll back to: nothing was changed. To go to another release, activate it: npm run remote -- activate casino <version> (npm run remote -- history casino shows the earlier ones)',
    );
    expect(await refusal(api.client.rollback('sports'))).toBe(
      'sports has no live release, so there is nothing to roll back: make one live with npm run remote -- activate sports <version>',
    );
  });

  it('says a version already published with other content cannot change', async () => {
    await api.client.publish('casino', '1.0.0', build('1.0.0'));
    const rebuilt = writeBuild(join(builds, 'rebuilt'), { remote: 'casino', version: '1.0.0', marker: 'another build' });
    expect(await refusal(api.client.publish('casino', '1.0.0', rebuilt))).toBe(
      'casino 1.0.0 is already published with other content, and a release never changes: nothing was published. Release your change as a new version, built as that version: npm run remote -- publish casino --version <next> builds and publishes it; a build made elsewhere is rebuilt with MF_BUILD_VERSION=<next> (or remote-casino/package.json bumped) first',
    );
  });

  it('lists refused fields by what they are, without the form’s "highlighted fields"', async () => {
    const dir = build('1.0.0');
    expect(await refusal(api.client.publish('casino', '1.x', dir))).toBe(
      'cannot publish casino 1.x: the registry refused it, nothing was changed:\n  version: The version must be a semantic version such as 1.2.0.',
    );
    const other = writeBuild(join(builds, 'sports'), { remote: 'sports', version: '1.0.0' });
    expect(await refusal(api.client.publish('casino', '1.0.0', other))).toBe(
      [
        'cannot publish casino 1.0.0: mf-manifest.json is the manifest of the remote sports, not of casino: publish the build of casino. Publish the folder rspack built for that remote (its dist/, or --from DIR)',
        '  file mf-manifest.json: name, metaData.globalName in mf-manifest.json must be casino.',
      ].join('\n'),
    );
  });

  it('says where it looked when the registry cannot be reached, and which variable points elsewhere', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createRegistryClient({ apiOrigin: `http://127.0.0.1:${port}`, product: 'palpite', opsToken: 'token', actor: 'test' });
    const error = await unreachable.document().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryUnreachableError);
    expect((error as Error).message).toBe(
      `cannot reach the registry at http://127.0.0.1:${port}/api/palpite/registry (connect ECONNREFUSED 127.0.0.1:${port}): is the API running? Start it (npm start), or point PALPITE_API at it (default http://localhost:$PORT, PORT 8080)`,
    );
  });

  it('says a concurrent change (409) as a stale revision (412) is said, and the API’s failure as one', () => {
    const context = { registryUrl: 'http://localhost:8080/api/palpite/registry', opsTokenSource: 'OPS_TOKEN', actor: 'ana', action: 'roll back wallet' };
    const concurrent = refusalText(
      { status: 409, statusText: 'Conflict', key: 'registry.concurrentChange', message: 'wallet was changed…', params: { remote: 'wallet' }, fieldErrors: {} },
      context,
    );
    expect(concurrent).toBe(
      'wallet was changed by someone else while this command ran: nothing was changed. See what happened with npm run remote -- history wallet, then run the command again if it is still needed',
    );
    const failed = refusalText(
      { status: 500, statusText: 'Internal Server Error', key: 'unexpectedError', message: 'Something went wrong.', params: {}, fieldErrors: {} },
      context,
    );
    expect(failed).toBe(
      "the API failed on roll back wallet (HTTP 500): see the API's log. Check with npm run remote -- list whether anything changed before running it again",
    );
  });
});
