import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../src/testing/test-app.ts';
import { anyFailed, outcomeText, publishRemotes, type PublishOutcome } from './publish-remotes.ts';
import type { createRegistryClient } from './registry-client.ts';
import { listeningApi, writeBuild } from './testing.ts';

const REMOTES = ['casino', 'sports', 'account', 'wallet'] as const;

describe('publishing every remote at start-up', () => {
  let api: { t: TestApp; apiOrigin: string; client: ReturnType<typeof createRegistryClient> };
  let builds: string;
  beforeEach(async () => {
    api = await listeningApi({ loadHostShared: async () => ({ react: '19.3.1' }) });
    builds = mkdtempSync(join(tmpdir(), 'palpite-publish-all-'));
  });
  afterEach(async () => {
    await api.t.close();
    rmSync(builds, { recursive: true, force: true });
  });

  const dirOf = (remote: string) => join(builds, remote);
  const publishAll = (onOutcome?: (outcome: PublishOutcome) => void) =>
    publishRemotes(api.client, REMOTES, { dirOf, fallbackVersion: () => '9.9.9', ...(onOutcome ? { onOutcome } : {}) });
  const active = async (remote: string) => (await api.client.remote(remote)).active;

  it('publishes the remotes after one that holds its version with other content and one that fails, and says what happened to each', async () => {
    // casino 1.0.0 was published by an earlier image whose build differs: a 409 from the registry.
    await api.client.publish('casino', '1.0.0', writeBuild(join(builds, 'earlier-casino'), { remote: 'casino', version: '1.0.0', marker: 'earlier build' }));
    writeBuild(dirOf('casino'), { remote: 'casino', version: '1.0.0', marker: 'this build' });
    // sports was not built. account was published by an earlier run with the same build.
    writeBuild(dirOf('account'), { remote: 'account', version: '1.2.0' });
    await api.client.publish('account', '1.2.0', dirOf('account'));
    writeBuild(dirOf('wallet'), { remote: 'wallet', version: '1.1.0' });

    const heard: string[] = [];
    const outcomes = await publishAll((outcome) => heard.push(outcome.remote));

    expect(heard).toEqual(['casino', 'sports', 'account', 'wallet']);
    expect(outcomes.map((outcome) => [outcome.remote, outcome.status])).toEqual([
      ['casino', 'conflict'],
      ['sports', 'failed'],
      ['account', 'unchanged'],
      ['wallet', 'published'],
    ]);
    expect(outcomes.map(outcomeText)).toEqual([
      'skipped casino 1.0.0: casino 1.0.0 is already published with other content, and a release never changes: nothing was published. Release your change as a new version, built as that version: npm run remote -- publish casino --version <next> builds and publishes it; a build made elsewhere is rebuilt with MF_BUILD_VERSION=<next> (or remote-casino/package.json bumped) first',
      `FAILED sports: no build of sports at ${dirOf('sports')}: build it first (npm run build), or publish without --no-build`,
      'account 1.2.0 was already published with the same content; nothing changed',
      'published wallet 1.1.0 (first release: now live)',
    ]);
    expect(anyFailed(outcomes)).toBe(true);
    expect(await active('casino')).toBe('1.0.0');
    expect(await active('wallet')).toBe('1.1.0');
  });

  it('is a no-op the second time, and a conflict alone is not a failure', async () => {
    for (const remote of REMOTES) writeBuild(dirOf(remote), { remote, version: '1.0.0' });
    const first = await publishAll();
    expect(first.map((outcome) => outcome.status)).toEqual(['published', 'published', 'published', 'published']);
    const again = await publishAll();
    expect(again.map((outcome) => outcome.status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(anyFailed(again)).toBe(false);

    writeBuild(dirOf('sports'), { remote: 'sports', version: '1.0.0', marker: 'rebuilt without a new version' });
    const rebuilt = await publishAll();
    expect(rebuilt.map((outcome) => outcome.status)).toEqual(['unchanged', 'conflict', 'unchanged', 'unchanged']);
    expect(anyFailed(rebuilt)).toBe(false);
  });

  it('publishes each build as the version it was built as, not package.json’s', async () => {
    writeBuild(dirOf('casino'), { remote: 'casino', version: '2.0.0-rc.1' });
    const [casino] = await publishRemotes(api.client, ['casino'], { dirOf, fallbackVersion: () => '2.0.0' });
    expect(casino).toMatchObject({ status: 'published', version: '2.0.0-rc.1' });
    expect(await active('casino')).toBe('2.0.0-rc.1');
  });
});
