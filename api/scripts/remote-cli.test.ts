import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listeningApi, writeBuild } from './lib/testing.ts';

const CLI = fileURLToPath(new URL('./remote-cli.ts', import.meta.url));

describe('npm run remote', () => {
  it('refuses a version the registry would refuse before building anything', () => {
    const run = spawnSync(process.execPath, [CLI, 'publish', 'casino', '--version', '1.x'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('1.x: The version must be a semantic version such as 1.2.0.');
    expect(run.stdout).not.toContain('building');
  });

  it('says there is no ops token before building anything', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'palpite-no-token-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, OPS_TOKEN: '' };
      const run = spawnSync(process.execPath, [CLI, 'publish', 'casino', '--version', '1.3.0'], { encoding: 'utf8', timeout: 20_000, env });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('no ops token: set OPS_TOKEN');
      expect(run.stdout).not.toContain('building');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Runs the CLI without blocking this process (a test's API answers it meanwhile). */
function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('npm run remote -- publish of a folder already built', () => {
  let builds: string;
  beforeEach(() => {
    builds = mkdtempSync(join(tmpdir(), 'palpite-prebuilt-'));
  });
  afterEach(() => {
    rmSync(builds, { recursive: true, force: true });
  });

  it('refuses a --version other than the one the folder was built as, before sending anything', async () => {
    const dir = writeBuild(join(builds, 'casino'), { remote: 'casino', version: '1.0.0' });
    // Nothing listens there: a request would say "cannot reach the registry".
    const run = await runCli(['publish', 'casino', '--from', dir, '--version', '1.4.0'], { PALPITE_API: 'http://127.0.0.1:1', OPS_TOKEN: 'token' });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      `${dir} was built as casino 1.0.0 (its mf-manifest.json and code say so), not 1.4.0: nothing was published. Publish it as built (leave out --version), or build it as 1.4.0: npm run remote -- publish casino --version 1.4.0 (or MF_BUILD_VERSION=1.4.0 where it is built elsewhere).`,
    );
  });

  it('publishes a folder as the version it was built as, which its manifest says', async () => {
    const { t, apiOrigin } = await listeningApi({ loadHostShared: async () => ({ react: '19.3.1' }) });
    try {
      const dir = writeBuild(join(builds, 'casino'), { remote: 'casino', version: '1.3.7-ci.4' });
      const run = await runCli(['publish', 'casino', '--from', dir], { PALPITE_API: apiOrigin, OPS_TOKEN: t.opsToken, OPS_ACTOR: 'ci' });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('published casino 1.3.7-ci.4 (first release: now active)');
      const same = await runCli(['publish', 'casino', '--from', dir, '--version', '1.3.7-ci.4'], { PALPITE_API: apiOrigin, OPS_TOKEN: t.opsToken });
      expect(same.stdout.trim()).toBe('casino 1.3.7-ci.4 was already published with the same content; nothing changed');
      const registry = (await t.app.inject({ method: 'GET', url: `${t.prefix}/registry` })).json();
      expect(registry.remotes.casino.version).toBe('1.3.7-ci.4');
    } finally {
      await t.close();
    }
  });

  it('says what went wrong in its own words when the registry refuses, without the API’s', async () => {
    const { t, apiOrigin } = await listeningApi();
    try {
      const run = await runCli(['activate', 'casino', '1.0.0'], { PALPITE_API: apiOrigin, OPS_TOKEN: 'not-the-token' });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `the API at ${apiOrigin} does not accept the ops token in OPS_TOKEN: nothing was changed. Set OPS_TOKEN to that API's shared token (its OPS_TOKEN) or to your own (from its OPS_TOKENS)`,
      );
    } finally {
      await t.close();
    }
  });
});
