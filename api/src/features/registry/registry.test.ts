import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hostSharedFromDist } from './service.ts';

function manifest(shared: Array<{ name: string; requiredVersion: string }>, remote = 'casino') {
  return JSON.stringify({ id: remote, name: remote, shared: shared.map((entry) => ({ ...entry, version: '0.0.0', singleton: true })) });
}

function releaseFiles(marker: string, shared = [{ name: 'react', requiredVersion: '^19.0.0' }], remote = 'casino') {
  return [
    { path: 'mf-manifest.json', contentBase64: Buffer.from(manifest(shared, remote)).toString('base64') },
    { path: 'remoteEntry.js', contentBase64: Buffer.from(`/* ${marker} */`).toString('base64') },
  ];
}

describe('remote registry', () => {
  let t: TestApp;
  const hostShared = { react: '19.3.1', '@palpite/shared': '1.0.0' };
  let loadHostShared: () => Promise<Record<string, string>>;

  beforeEach(async () => {
    loadHostShared = async () => hostShared;
    t = await createTestApp({ loadHostShared: () => loadHostShared() });
  });
  afterEach(async () => {
    await t.close();
  });

  const ops = () => ({ authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'ana@ops' });
  const publish = (remote: string, version: string, marker = version, shared?: Array<{ name: string; requiredVersion: string }>) =>
    t.app.inject({
      method: 'POST',
      url: `${t.prefix}/registry/remotes/${remote}/releases`,
      headers: ops(),
      payload: { version, files: releaseFiles(marker, shared, remote) },
    });
  const activate = (remote: string, version: string, ifMatch?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.prefix}/registry/remotes/${remote}/activate`,
      headers: { ...ops(), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: { version },
    });
  const rollback = (remote: string) => t.app.inject({ method: 'POST', url: `${t.prefix}/registry/remotes/${remote}/rollback`, headers: ops(), payload: {} });
  const document = async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry` })).json();
  const history = async (remote: string) =>
    (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/${remote}/history` }))
      .json()
      .history.map((entry: { action: string; from: string | null; to: string | null }) => [entry.action, entry.from, entry.to]);
  const publishFiles = (files: Array<{ path: string; contentBase64: string }>) =>
    t.app.inject({ method: 'POST', url: `${t.prefix}/registry/remotes/casino/releases`, headers: ops(), payload: { version: '1.0.0', files } });
  const base64 = (text: string) => Buffer.from(text).toString('base64');

  it('refuses a version too long to be a folder name (it failed writing the release, a server error)', async () => {
    const response = await publish('casino', `1.0.0-${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect((await publish('casino', `1.0.0-${'a'.repeat(58)}`)).statusCode).toBe(201);
  });

  it('serves an empty document, uncached, with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/registry` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ revision: 0, remotes: {} });
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: `${t.prefix}/registry`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Weakly compared, as RFC 9110 says: a proxy that gzips the answer hands the browser W/"…"; a list may name it.
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/registry`, headers: { 'if-none-match': header } })).statusCode, header).toBe(304);
    }
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/registry`, headers: { 'if-none-match': '"registry-9-x"' } })).statusCode).toBe(200);
  });

  it('publishes an immutable release; the first one of a remote goes live', async () => {
    const response = await publish('casino', '1.0.0');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ created: true, activated: true });
    expect(await document()).toEqual({ revision: 1, remotes: { casino: { version: '1.0.0', entry: '/mfe/casino/1.0.0/remoteEntry.js' } } });
    const file = join(t.config.mfeDir, 'casino', '1.0.0', 'remoteEntry.js');
    expect(readFileSync(file, 'utf8')).toBe('/* 1.0.0 */');

    expect((await publish('casino', '1.0.0')).statusCode).toBe(200);
    const conflict = await publish('casino', '1.0.0', 'other content');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message_key).toBe('registry.versionConflict');
    expect(readFileSync(file, 'utf8')).toBe('/* 1.0.0 */');
  });

  it('activates one remote without touching the others, and rolls back', async () => {
    await publish('casino', '1.0.0');
    await publish('sports', '1.0.0');
    const second = await publish('casino', '2.0.0');
    expect(second.json()).toMatchObject({ created: true, activated: false });

    const activated = await activate('casino', '2.0.0');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ from: '1.0.0', to: '2.0.0', revision: 2 });
    let current = await document();
    expect(current.remotes.casino.version).toBe('2.0.0');
    expect(current.remotes.sports.version).toBe('1.0.0');

    const rolledBack = await rollback('casino');
    expect(rolledBack.json()).toMatchObject({ from: '2.0.0', to: '1.0.0' });
    current = await document();
    expect(current.remotes.casino.version).toBe('1.0.0');
    expect(current.remotes.sports.version).toBe('1.0.0');

    const nothingLeft = await rollback('casino');
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message_key).toBe('registry.nothingToRollBack');
  });

  it('refuses a stale revision (If-Match) and changes nothing', async () => {
    await publish('casino', '1.0.0');
    await publish('casino', '2.0.0');
    await publish('casino', '3.0.0');
    expect((await activate('casino', '2.0.0', '"1"')).statusCode).toBe(200);
    const stale = await activate('casino', '3.0.0', '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().details).toEqual({ revision: 2 });
    for (const unreadable of ['"99999999999999999999999"', '*', '"x"'])
      expect((await activate('casino', '3.0.0', unreadable)).json()).toMatchObject({ message_key: 'registry.badIfMatch' });
    expect((await document()).remotes.casino.version).toBe('2.0.0');
  });

  it('lets exactly one of two concurrent activations from the same revision win', async () => {
    await publish('casino', '1.0.0');
    await publish('casino', '2.0.0');
    await publish('casino', '3.0.0');
    const results = await Promise.all([activate('casino', '2.0.0', '"1"'), activate('casino', '3.0.0', '"1"')]);
    const codes = results.map((result) => result.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 412]).toContain(codes[1]);
    const history = (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/casino/history` })).json().history;
    expect(history.filter((entry: { action: string }) => entry.action === 'activate')).toHaveLength(2);
  });

  it('refuses to activate a release whose shared ranges do not fit the host', async () => {
    await publish('casino', '1.0.0');
    await publish('casino', '2.0.0', '2.0.0', [{ name: 'react', requiredVersion: '^20.0.0' }]);
    const refused = await activate('casino', '2.0.0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message_key: 'registry.incompatibleRelease' });
    expect(refused.json().message).toContain('react requires ^20.0.0 but the host provides 19.3.1');
    expect((await document()).remotes.casino.version).toBe('1.0.0');
  });

  it('refuses to activate a release built with a newer federation runtime than the host runs', async () => {
    loadHostShared = async () => ({ ...hostShared, '@module-federation/runtime': '2.9.2' });
    const built = (pluginVersion: string) =>
      Buffer.from(JSON.stringify({ id: 'casino', name: 'casino', metaData: { pluginVersion }, shared: [] })).toString('base64');
    const release = (version: string, pluginVersion: string) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/registry/remotes/casino/releases`,
        headers: ops(),
        payload: {
          version,
          files: [
            { path: 'mf-manifest.json', contentBase64: built(pluginVersion) },
            { path: 'remoteEntry.js', contentBase64: Buffer.from(`/* ${version} */`).toString('base64') },
          ],
        },
      });
    expect((await release('1.0.0', '2.9.0')).json()).toMatchObject({ activated: true });
    await release('2.0.0', '2.10.1');
    const refused = await activate('casino', '2.0.0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('@module-federation/runtime requires ^2.10.1 but the host provides 2.9.2');
    expect((await document()).remotes.casino.version).toBe('1.0.0');
  });

  it('logs every action with who, when, from and to', async () => {
    await publish('casino', '1.0.0');
    await publish('casino', '2.0.0');
    await activate('casino', '2.0.0');
    await rollback('casino');
    const history = (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/casino/history` })).json().history;
    expect(history.map((entry: { action: string; from: string | null; to: string | null }) => [entry.action, entry.from, entry.to])).toEqual([
      ['publish', null, '1.0.0'],
      ['activate', null, '1.0.0'],
      ['publish', null, '2.0.0'],
      ['activate', '1.0.0', '2.0.0'],
      ['rollback', '2.0.0', '1.0.0'],
    ]);
    for (const entry of history) {
      // The public history says what moved and when, not who: those names hold ops tokens.
      expect(entry).not.toHaveProperty('actor');
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    const forOps = (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/casino/history`, headers: ops() })).json().history;
    expect(forOps.map((entry: { actor: string }) => entry.actor)).toEqual(Array(5).fill('ana@ops'));
    await expect(t.db.query('DELETE FROM remote_release_log')).rejects.toThrow(/append-only/);
  });

  it('needs the ops token for every change', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/registry/remotes/casino/releases`,
      payload: { version: '1.0.0', files: releaseFiles('x') },
    });
    expect(anonymous.statusCode).toBe(401);
    // Refused before the body is read: a body that is not even JSON gets 401, not 400.
    const unread = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/registry/remotes/casino/releases`,
      headers: { 'content-type': 'application/json' },
      payload: '{"version": "1.0.0", "files": [',
    });
    expect(unread.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/registry/remotes/casino/activate`,
      headers: { authorization: 'Bearer not-the-token' },
      payload: { version: '1.0.0' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await document()).toEqual({ revision: 0, remotes: {} });
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const cases = [
      { version: 'latest', files: releaseFiles('x') },
      { version: '1.0.0', files: [] },
      { version: '1.0.0', files: [{ path: '../escape.js', contentBase64: 'eA==' }] },
      { version: '1.0.0', files: [{ path: 'remoteEntry.js', contentBase64: 'eA==' }] },
      { version: '1.0.0', files: releaseFiles('x').filter((file) => file.path !== 'remoteEntry.js') },
    ];
    for (const payload of cases) {
      const response = await t.app.inject({ method: 'POST', url: `${t.prefix}/registry/remotes/casino/releases`, headers: ops(), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    // Each field says what is wrong with it, in the caller's language (not the generic "not valid").
    const fieldErrors = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.prefix}/registry/remotes/casino/releases`,
          headers: { ...ops(), 'accept-language': 'en' },
          payload,
        })
      ).json().errors;
    expect(await fieldErrors(cases[0]!)).toEqual({ version: ['The version must be a semantic version such as 1.2.0.'] });
    expect(await fieldErrors(cases[1]!)).toEqual({ files: ['A release needs files.'] });
    expect(await fieldErrors(cases[2]!)).toEqual({ 'files.0.path': ['File paths must be relative and stay inside the release.'] });
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/registry/remotes/bingo/releases`, headers: ops(), payload: cases[0] })).statusCode).toBe(
      404,
    );
    expect(existsSync(join(t.config.mfeDir, 'casino'))).toBe(false);
    expect(await document()).toEqual({ revision: 0, remotes: {} });
  });

  it('treats activating the live release as a no-op, so a rollback still goes back to the one before', async () => {
    await publish('casino', '1.0.0');
    await publish('casino', '2.0.0');
    await activate('casino', '2.0.0');
    const again = await activate('casino', '2.0.0', '"2"');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ from: '2.0.0', to: '2.0.0', revision: 2, changed: false });
    expect((await document()).revision).toBe(2);
    expect((await history('casino')).filter(([action]: [string]) => action === 'activate')).toHaveLength(2);

    const rolledBack = await rollback('casino');
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json()).toMatchObject({ from: '2.0.0', to: '1.0.0', changed: true });
    expect((await document()).remotes.casino.version).toBe('1.0.0');
  });

  it('publishes an incompatible first release without making it live, says why, and activates it once asked', async () => {
    const published = await publish('casino', '1.0.0', '1.0.0', [{ name: 'react', requiredVersion: '^20.0.0' }]);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ created: true, activated: false, notActivated: { message_key: 'registry.incompatibleRelease' } });
    expect(published.json().notActivated.message).toBe('casino 1.0.0 não pode rodar no host atual: react requires ^20.0.0 but the host provides 19.3.1.');
    expect(await document()).toEqual({ revision: 0, remotes: {} });
    expect(await history('casino')).toEqual([['publish', null, '1.0.0']]);

    // Still refused while the host does not fit; once it does, the first activation creates the pointer.
    expect((await activate('casino', '1.0.0', '"0"')).json()).toMatchObject({ message_key: 'registry.incompatibleRelease' });
    loadHostShared = async () => ({ ...hostShared, react: '20.1.0' });
    const activated = await activate('casino', '1.0.0', '"0"');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ from: null, to: '1.0.0', revision: 1, changed: true });
    expect((await document()).remotes.casino.version).toBe('1.0.0');
    expect((await rollback('casino')).json().message_key).toBe('registry.nothingToRollBack');
  });

  it('says at publishing that a later release could not be activated in the host served, and why', async () => {
    expect((await publish('casino', '1.0.0')).statusCode).toBe(201);
    const later = await publish('casino', '2.0.0', '2.0.0', [{ name: 'react', requiredVersion: '^20.0.0' }]);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ created: true, activated: false, notActivated: { message_key: 'registry.incompatibleRelease' } });
    expect((await publish('casino', '3.0.0')).json()).toEqual({ remote: 'casino', version: '3.0.0', created: true, activated: false });
    expect((await document()).remotes.casino.version).toBe('1.0.0');
    // The live release published again once the host moved on: nothing to say about activating it.
    loadHostShared = async () => ({ ...hostShared, react: '20.1.0' });
    expect((await publish('casino', '1.0.0')).json()).toEqual({ remote: 'casino', version: '1.0.0', created: false, activated: false });
  });

  it('says when the live release no longer fits a host deployed since, and why', async () => {
    expect((await publish('casino', '1.0.0')).statusCode).toBe(201);
    const detail = async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/casino` })).json();
    expect(await detail()).toMatchObject({ active: '1.0.0', activeFitsHost: true, activeProblems: null });
    loadHostShared = async () => ({ ...hostShared, react: '20.1.0' });
    expect(await detail()).toMatchObject({ active: '1.0.0', activeFitsHost: false, activeProblems: 'react requires ^19.0.0 but the host provides 20.1.0' });
    loadHostShared = hostSharedFromDist(join(t.config.dataDir, 'no-host-build'));
    expect(await detail()).toMatchObject({ activeFitsHost: null, activeProblems: null });
  });

  it('publishes a first release without making it live while the host is not built, and activates it on a second publish', async () => {
    loadHostShared = hostSharedFromDist(join(t.config.dataDir, 'no-host-build'));
    const published = await publish('casino', '1.0.0');
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ created: true, activated: false, notActivated: { message_key: 'registry.hostNotBuilt' } });
    expect(await document()).toEqual({ revision: 0, remotes: {} });

    loadHostShared = async () => hostShared;
    const again = await publish('casino', '1.0.0');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, activated: true });
    expect(await history('casino')).toEqual([
      ['publish', null, '1.0.0'],
      ['activate', null, '1.0.0'],
    ]);
  });

  it('refuses a manifest it cannot read and paths that collide with a 400, writing nothing', async () => {
    const entry = { path: 'remoteEntry.js', contentBase64: base64('/* x */') };
    const manifests = [
      'null',
      '[]',
      '{"shared":5}',
      '{"shared":[null]}',
      '{"shared":[{"requiredVersion":"^19.0.0"}]}',
      '{"shared":[{"name":"react","requiredVersion":7}]}',
    ];
    for (const manifestText of manifests) {
      const response = await publishFiles([{ path: 'mf-manifest.json', contentBase64: base64(manifestText) }, entry]);
      expect(response.statusCode, manifestText).toBe(400);
      expect(response.json().message_key, manifestText).toBe('registry.manifestInvalid');
    }
    const manifestFile = releaseFiles('x')[0]!;
    const collisions = [
      [manifestFile, entry, { path: 'a', contentBase64: 'eA==' }, { path: 'a/b', contentBase64: 'eA==' }],
      [manifestFile, entry, { path: 'chunks/a/b.js', contentBase64: 'eA==' }, { path: 'chunks/a', contentBase64: 'eA==' }],
      [manifestFile, entry, entry],
      // The registry writes remoteEntry.js.gz beside an entry worth compressing: a folder of that name cannot be.
      [
        manifestFile,
        { path: 'remoteEntry.js', contentBase64: base64(`/* ${'x'.repeat(2000)} */`) },
        { path: 'remoteEntry.js.gz/a.txt', contentBase64: 'eA==' },
      ],
    ];
    for (const files of collisions) {
      const response = await publishFiles(files);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message_key: 'registry.pathConflict' });
    }
    expect(existsSync(join(t.config.mfeDir, 'casino'))).toBe(false);
    expect(await document()).toEqual({ revision: 0, remotes: {} });
  });

  it('names who published each release only to ops', async () => {
    await publish('casino', '1.0.0');
    const url = `${t.prefix}/registry/remotes/casino`;
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().versions).toHaveLength(1);
    // The CLI’s default name is the build machine’s user@host: not for the public.
    expect(visitor.json().versions[0]).not.toHaveProperty('publishedBy');
    expect(visitor.json().versions[0]).toMatchObject({ version: '1.0.0', files: 2 });
    const wrongToken = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-the-token' } });
    expect(wrongToken.json().versions[0]).not.toHaveProperty('publishedBy');
    expect(String(visitor.headers.vary)).toMatch(/authorization/i);

    const forOps = await t.app.inject({ method: 'GET', url, headers: ops() });
    expect(forOps.json().versions[0]).toMatchObject({ version: '1.0.0', publishedBy: 'ana@ops' });
  });

  it('refuses a release whose manifest is another remote’s, saying which field, and writes nothing', async () => {
    const manifestOf = (fields: object) => ({ path: 'mf-manifest.json', contentBase64: base64(JSON.stringify({ id: 'x', shared: [], ...fields })) });
    const entry = { path: 'remoteEntry.js', contentBase64: base64('/* x */') };
    const refusal = async (fields: object, language = 'en') =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.prefix}/registry/remotes/casino/releases`,
          headers: { ...ops(), 'accept-language': language },
          payload: { version: '3.0.0', files: [entry, manifestOf(fields)] },
        })
      ).json();

    // As remote-sports/dist/mf-manifest.json is built.
    const sportsBuild = await refusal({ name: 'sports', metaData: { name: 'sports', globalName: 'sports' } });
    expect(sportsBuild).toMatchObject({
      success: false,
      message_key: 'registry.manifestWrongRemote',
      message: 'mf-manifest.json is the manifest of the remote sports, not of casino: publish the build of casino.',
      errors: { 'files.1.contentBase64': ['name, metaData.globalName in mf-manifest.json must be casino.'] },
    });
    expect((await refusal({ name: 'sports' }, 'pt-BR')).message).toBe(
      'mf-manifest.json é o manifesto do remote sports, não do casino: publique a build do casino.',
    );
    expect((await refusal({ name: 'sports' }, 'tr')).message).toBe(
      "mf-manifest.json, casino değil başka bir remote'un manifestidir (sports): casino derlemesini yayımlayın.",
    );
    // The container the page looks for is the global one: casino by name, but under another global.
    expect(await refusal({ name: 'casino', metaData: { globalName: 'sports' } })).toMatchObject({
      message_key: 'registry.manifestWrongRemote',
      errors: { 'files.1.contentBase64': ['metaData.globalName in mf-manifest.json must be casino.'] },
    });
    expect(await refusal({})).toMatchObject({ message_key: 'registry.manifestInvalid' });
    expect(existsSync(join(t.config.mfeDir, 'casino'))).toBe(false);
    expect(await document()).toEqual({ revision: 0, remotes: {} });

    // casino’s own build, as it is built: accepted.
    const own = await refusal({ name: 'casino', metaData: { name: 'casino', globalName: 'casino' } });
    expect(own).toMatchObject({ created: true, activated: true });
  });

  it('refuses a release whose manifest says it was built as another version, and stores nothing', async () => {
    const buildOf = (buildInfo: object | undefined) => [
      { path: 'remoteEntry.js', contentBase64: base64('/* casino */') },
      {
        path: 'mf-manifest.json',
        contentBase64: base64(JSON.stringify({ id: 'casino', name: 'casino', metaData: { name: 'casino', globalName: 'casino', buildInfo }, shared: [] })),
      },
    ];
    const publishAs = (version: string, buildInfo: object | undefined, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/registry/remotes/casino/releases`,
        headers: { ...ops(), 'accept-language': language },
        payload: { version, files: buildOf(buildInfo) },
      });
    const listed = async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry/remotes/casino` })).json().versions;

    expect((await publishAs('1.4.0', { buildVersion: '1.4.0', buildName: '@palpite/remote-casino' })).statusCode).toBe(201);
    const [versionsBefore, historyBefore] = [await listed(), await history('casino')];

    // A build of 1.4.0 (its code reports 1.4.0 to the host) sent as 2.0.0.
    const refused = await publishAs('2.0.0', { buildVersion: '1.4.0', buildName: '@palpite/remote-casino' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message_key: 'registry.manifestVersionMismatch',
      message:
        'mf-manifest.json says this build is casino 1.4.0 (its code says so too), not 2.0.0: nothing was published. Publish it as 1.4.0, or build it as 2.0.0.',
      translation_params: { file: 'mf-manifest.json', remote: 'casino', found: '1.4.0', version: '2.0.0' },
      errors: { 'files.1.contentBase64': ['metaData.buildInfo.buildVersion in mf-manifest.json must be 2.0.0.'] },
    });
    expect((await publishAs('2.0.0', { buildVersion: '1.4.0' }, 'pt-BR')).json().message).toBe(
      'mf-manifest.json diz que esta build é o casino 1.4.0 (o código dela diz o mesmo), não 2.0.0: nada foi publicado. Publique-a como 1.4.0 ou gere a build na versão 2.0.0.',
    );
    expect((await publishAs('2.0.0', { buildVersion: '1.4.0' }, 'tr')).json().message).toBe(
      'mf-manifest.json, bu derlemenin casino 1.4.0 olduğunu söylüyor (kodu da öyle), 2.0.0 değil: hiçbir şey yayımlanmadı. Onu 1.4.0 olarak yayımlayın ya da 2.0.0 sürümüyle yeniden derleyin.',
    );
    expect(await listed()).toEqual(versionsBefore);
    expect(await history('casino')).toEqual(historyBefore);
    expect(existsSync(join(t.config.mfeDir, 'casino', '2.0.0'))).toBe(false);
    expect((await document()).remotes.casino.version).toBe('1.4.0');

    // Built as 2.0.0: taken.
    expect((await publishAs('2.0.0', { buildVersion: '2.0.0' })).statusCode).toBe(201);
    // Builds from before the version was baked in say none, or an empty one: taken as asked.
    expect((await publishAs('2.1.0', undefined)).statusCode).toBe(201);
    expect((await publishAs('2.2.0', { buildVersion: '' })).statusCode).toBe(201);
    expect((await listed()).map((release: { version: string }) => release.version)).toEqual(['1.4.0', '2.0.0', '2.1.0', '2.2.0']);
  });

  it('takes a semantic version with build tags, serves it under its own folder, and refuses what semver forbids', async () => {
    await t.close();
    t = await createTestApp({ env: { SERVE_FRONTEND: 'true' }, loadHostShared: () => loadHostShared() });
    const published = await publish('casino', '1.0.0+build.5');
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: '1.0.0+build.5', activated: true });
    const { entry } = (await document()).remotes.casino;
    expect(entry).toBe('/mfe/casino/1.0.0+build.5/remoteEntry.js');
    // `+` is itself in a URL path: the page fetches the entry by the very URL the document gives.
    const served = await t.app.inject({ method: 'GET', url: new URL(entry, 'http://palpite.test').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('/* 1.0.0+build.5 */');

    expect((await publish('casino', '1.0.0+build.6')).statusCode).toBe(201);
    expect((await activate('casino', '1.0.0+build.6')).json()).toMatchObject({ from: '1.0.0+build.5', to: '1.0.0+build.6' });
    expect((await rollback('casino')).json()).toMatchObject({ from: '1.0.0+build.6', to: '1.0.0+build.5' });

    for (const version of ['1.0.0-01', '1.0.0-..', '1.0.0+', '1.7', 'v1.6', '../../x']) {
      const refused = await publish('casino', version);
      expect(refused.statusCode, version).toBe(400);
      expect(refused.json().errors, version).toEqual({ version: ['A versão deve ser uma versão semântica como 1.2.0.'] });
    }
    for (const version of ['1.x', '1.0.0-01']) {
      expect((await activate('casino', version)).json().errors, version).toEqual({ version: ['A versão deve ser uma versão semântica como 1.2.0.'] });
    }
  });
});
