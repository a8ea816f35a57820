/**
 * Where the end-to-end suite runs the site. One place for the port, the ops token and the
 * paths, shared by the Playwright config, the server launcher and the specs.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(E2E_DIR, '..');

/**
 * Fixed so that a developer can keep the site running between runs (reused when not CI);
 * E2E_PORT moves it (and the realtime port, one above) for a second checkout on the same machine.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://localhost:${PORT}`;
export const PRODUCT = 'palpite';
export const API_BASE = `${BASE_URL}/api/${PRODUCT}`;

/**
 * The suite's second site: the same build under `JURISDICTION=br` (the Brazilian licence profile),
 * with its own database, two ports above the first (its realtime server one above that).
 */
export const BR_PORT = PORT + 2;
export const BR_BASE_URL = `http://localhost:${BR_PORT}`;
export const BR_API_BASE = `${BR_BASE_URL}/api/${PRODUCT}`;

/** The e2e server's ops token: fixed, test-only, at least 24 characters as the API requires. */
export const OPS_TOKEN = 'e2e-ops-token-not-a-secret-0123456789';

/** Fresh for every server start: the embedded database, the ops token file, the releases (per port: two runs of one checkout do not share them). */
export const DATA_DIR = join(E2E_DIR, '.tmp', `data-${PORT}`);
export const BR_DATA_DIR = join(E2E_DIR, '.tmp', `data-${BR_PORT}`);
export const SCREENSHOTS_DIR = join(E2E_DIR, 'screenshots');
export const HOST_DIST_DIR = join(REPO_ROOT, 'host', 'dist');

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
