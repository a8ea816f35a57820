/**
 * Starts the whole site for the end-to-end suite (Playwright's `webServer`): a fresh data
 * directory (e2e/.tmp/data-<port>, removed again when the site stops), then `api/scripts/start.ts` on
 * the already built apps (`npm run e2e` builds them first). The API answers its health check
 * before the remotes are published; the suite's global setup waits until the registry lists
 * every remote. `node e2e/server.ts br` starts the second site: the Brazilian licence profile on
 * BR_PORT with its own data directory, and no sports feed (its specs do not bet, and the two
 * cores are shared).
 *
 * With E2E_DATABASE_URL (a PostgreSQL server, as in CI) each site gets a fresh database of its own,
 * `palpite_e2e_<port>`, instead of the embedded one: the API then waits on a server process rather
 * than running its queries on its own thread, and the suite also exercises the production database.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BR_DATA_DIR, BR_PORT, DATA_DIR, HOST_DIST_DIR, OPS_TOKEN, PORT, REPO_ROOT } from './support/env.ts';

if (!existsSync(join(HOST_DIST_DIR, 'index.html'))) {
  console.error('e2e: host/dist is missing; run `npm run build` first (`npm run e2e` does)');
  process.exit(1);
}

const br = process.argv[2] === 'br';
const site = br
  ? { port: BR_PORT, dataDir: BR_DATA_DIR, env: { JURISDICTION: 'br', SPORTS_FEED: 'none' } }
  : {
      port: PORT,
      dataDir: DATA_DIR,
      // Live matches move visibly while a spec watches (a match lasts about 9 minutes); the sports
      // spec kicks off and finishes matches itself with the sandbox controls.
      env: { SPORTS_SIM_SPEED: process.env.SPORTS_SIM_SPEED ?? '10' },
    };

rmSync(site.dataDir, { recursive: true, force: true });
mkdirSync(site.dataDir, { recursive: true });

/** Runs statements on the server E2E_DATABASE_URL names, as its administrator. */
async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database for this site on that server; its URL. */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const serverUrl = process.env.E2E_DATABASE_URL;
const databaseName = `palpite_e2e_${site.port}`;
const databaseUrl = serverUrl ? await freshDatabase(serverUrl, databaseName) : undefined;

const api = spawn(process.execPath, [join(REPO_ROOT, 'api', 'scripts', 'start.ts')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    SKIP_BUILD: 'true',
    PORT: String(site.port),
    HOST: '127.0.0.1',
    DATA_DIR: site.dataDir,
    OPS_TOKEN,
    LOG_LEVEL: 'warn',
    // The suite plays the load balancer on loopback: each test's X-Forwarded-For gives it an address of its own.
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl ?? '',
    ...site.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => {
  // Published releases are minified JavaScript under e2e/: leave nothing for lint and format checks to trip on.
  rmSync(site.dataDir, { recursive: true, force: true });
  const dropped = serverUrl ? onServer(serverUrl, [`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`]).catch(() => undefined) : Promise.resolve();
  void dropped.then(() => process.exit(code ?? (signal ? 1 : 0)));
});
