/**
 * End-to-end suite: the built host, remotes and API (one process, embedded PostgreSQL) driven
 * in Debian's Chromium; a second site runs the Brazilian licence profile for the `*.br.spec.ts`
 * specs. `npm run e2e` builds everything, then runs this config.
 */
import { defineConfig, devices } from '@playwright/test';
import { API_BASE, BASE_URL, BR_API_BASE, BR_BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env.ts';

const isCI = Boolean(process.env.CI);
const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
const webServer = {
  cwd: '..',
  reuseExistingServer: !isCI,
  timeout: 120_000,
  stdout: 'pipe',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // The machines have 2 cores; the server, the browsers and a release build share them.
  workers: 2,
  // Two-browser and login-heavy flows take 40–50 s on a slow 2-core machine during a full run.
  timeout: 60_000,
  // A full CI run on a slow 2-core machine took 16 s to show a remote's page after navigating (2026-11-28).
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: isCI ? [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs every test about a quarter of its time on a 2-core machine (routes:
    // 2.4 → 1.7 min without); CI records the retry of a failed test, a local run every failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /\.br\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // The Brazilian licence profile (JURISDICTION=br): its specs end in `.br.spec.ts`.
      name: 'chromium-br',
      testMatch: /\.br\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: BR_BASE_URL },
    },
  ],
  webServer: [
    { ...webServer, command: 'node e2e/server.ts', url: `${API_BASE}/health` },
    { ...webServer, command: 'node e2e/server.ts br', url: `${BR_API_BASE}/health` },
  ],
});
