import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { RemoteId } from '../../domain/registry/release.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createRegistryService } from './service.ts';
import { LIVE_RELEASE_CHECK_WAIT_MS } from './startup-check.ts';

const HOST_19 = { react: '19.3.1' };
const HOST_20 = { react: '20.0.0' };
const PINO_WARN = 40;

function release(remote: RemoteId, reactRange: string) {
  const manifest = { id: remote, name: remote, shared: [{ name: 'react', requiredVersion: reactRange, version: '0.0.0', singleton: true }] };
  return [
    { path: 'mf-manifest.json', content: Buffer.from(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', content: Buffer.from(`/* ${remote} ${reactRange} */`) },
  ];
}

type SeedStep = { host: Record<string, string> } & ({ publish: [RemoteId, string, string] } | { activate: [RemoteId, string] });

/** What an earlier server did to the registry, each step against the host of its day. */
async function seed(db: Database, steps: SeedStep[]): Promise<void> {
  const mfeDir = mkdtempSync(join(tmpdir(), 'palpite-startup-check-'));
  let host: Record<string, string> = {};
  const earlier = createRegistryService({ db, mfeDir, mfePublicPath: '/mfe', loadHostShared: async () => host });
  try {
    for (const step of steps) {
      host = step.host;
      if ('publish' in step) {
        const [remote, version, reactRange] = step.publish;
        await earlier.publish(remote, version, release(remote, reactRange), 'team');
      } else {
        await earlier.activate(step.activate[0], step.activate[1], 'ops');
      }
    }
  } finally {
    rmSync(mfeDir, { recursive: true, force: true });
  }
}

describe('start-up check of the live releases', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** Starts the API over a registry seeded by `steps`, serving `host`; what it warned of. */
  async function startWith(host: Record<string, string> | null, steps: SeedStep[]) {
    const lines: string[] = [];
    t = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
      loadHostShared: async () => {
        if (host === null) throw new AppError({ status: 409, key: 'registry.hostNotBuilt', message: 'the host build is missing' });
        return host;
      },
      register: (_app, db) => seed(db, steps),
    });
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string; remote?: string }).filter((entry) => entry.level === PINO_WARN);
  }

  it('warns of each live release that does not fit the host served, saying what does not fit and the command that fixes it', async () => {
    const warnings = await startWith(HOST_19, [
      // casino moved to React 20 with a host that provided it; the host served now is back on 19.
      { host: HOST_19, publish: ['casino', '1.0.0', '^19.0.0'] },
      { host: HOST_20, publish: ['casino', '2.0.0', '^20.0.0'] },
      { host: HOST_20, activate: ['casino', '2.0.0'] },
      // sports is live on its only release, which needs React 20.
      { host: HOST_20, publish: ['sports', '1.0.0', '^20.0.0'] },
      // wallet's live release fits: nothing to say.
      { host: HOST_19, publish: ['wallet', '1.0.0', '^19.0.0'] },
    ]);
    expect(warnings.map((warning) => warning.remote)).toEqual(['casino', 'sports']);
    expect(warnings[0]).toMatchObject({ version: '2.0.0', problems: 'react requires ^20.0.0 but the host provides 19.3.1', fittingVersions: ['1.0.0'] });
    expect(warnings[0]?.msg).toBe(
      "live release casino 2.0.0 does not fit the host served (react requires ^20.0.0 but the host provides 19.3.1): players' pages may fail to load casino. Fix: roll it back to 1.0.0: npm run remote -- rollback casino --if-active 2.0.0",
    );
    expect(warnings[1]?.msg).toBe(
      "live release sports 1.0.0 does not fit the host served (react requires ^20.0.0 but the host provides 19.3.1): players' pages may fail to load sports. Fix: no published release of sports fits this host: publish one built against it and activate it (npm run remote -- publish sports --version <next>), or serve a host that provides what 1.0.0 needs",
    );
  });

  it('names a published release that fits when a rollback would not help', async () => {
    const warnings = await startWith(HOST_20, [
      { host: HOST_19, publish: ['account', '1.0.0', '^19.0.0'] },
      { host: HOST_19, publish: ['account', '1.1.0', '^19.0.0 || ^20.0.0'] },
      { host: HOST_19, publish: ['account', '1.2.0', '^20.0.0'] },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(
      /^live release account 1\.0\.0 does not fit the host served \(react requires \^19\.0\.0 but the host provides 20\.0\.0\): .* Fix: activate a release that fits \(1\.2\.0, 1\.1\.0; there is nothing to roll back to\): npm run remote -- activate account 1\.2\.0$/,
    );
  });

  it('says nothing when every live release fits, or when there is no host build to check against', async () => {
    const steps: SeedStep[] = [{ host: HOST_19, publish: ['casino', '1.0.0', '^19.0.0'] }];
    expect(await startWith(HOST_19, steps)).toEqual([]);
    await t?.close();
    t = null;
    expect(await startWith(null, steps)).toEqual([]);
  });

  it('starts even when the check cannot finish, waiting for it no longer than its bound', async () => {
    const startedAtMs = Date.now();
    t = await createTestApp({ loadHostShared: () => new Promise<Record<string, string>>(() => undefined) });
    const waitedMs = Date.now() - startedAtMs;
    expect(waitedMs).toBeGreaterThanOrEqual(LIVE_RELEASE_CHECK_WAIT_MS - 50);
    expect((await t.app.inject({ method: 'GET', url: '/api/palpite/health' })).statusCode).toBe(200);
  });
});
