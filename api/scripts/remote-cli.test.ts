import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
