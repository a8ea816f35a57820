/**
 * Starts the whole site for the end-to-end suite (Playwright's `webServer`): a fresh data
 * directory (e2e/.tmp/data, removed again when the site stops), then `api/scripts/start.ts` on
 * the already built apps (`npm run e2e` builds them first). The API answers its health check
 * before the remotes are published; the suite's global setup waits until the registry lists
 * every remote.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, HOST_DIST_DIR, OPS_TOKEN, PORT, REPO_ROOT } from './support/env.ts';

if (!existsSync(join(HOST_DIST_DIR, 'index.html'))) {
  console.error('e2e: host/dist is missing; run `npm run build` first (`npm run e2e` does)');
  process.exit(1);
}

rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });

const site = spawn(process.execPath, [join(REPO_ROOT, 'api', 'scripts', 'start.ts')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    SKIP_BUILD: 'true',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    OPS_TOKEN,
    LOG_LEVEL: 'warn',
    // Live matches move visibly while a spec watches (a match lasts about 9 minutes); the sports
    // spec kicks off and finishes matches itself with the sandbox controls.
    SPORTS_SIM_SPEED: process.env.SPORTS_SIM_SPEED ?? '10',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.kill(signal));
site.on('exit', (code, signal) => {
  // Published releases are minified JavaScript under e2e/: leave nothing for lint and format checks to trip on.
  rmSync(DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
