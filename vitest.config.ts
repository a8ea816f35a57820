import { configDefaults, defineConfig } from 'vitest/config';

const frontend = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    // Test files share a worker and its DOM (isolate: false); the setup file gives each fresh
    // copies of our own modules. A full run took 3 min 25 s isolated, 1 min 19 s shared.
    isolate: false,
    setupFiles: ['../shared/src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Room for several 5 s waits (see the setup file) on a slow machine.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  define: {
    __APP_NAME__: JSON.stringify('test'),
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
  },
  test: {
    projects: [
      frontend('shared'),
      frontend('host'),
      frontend('remote-casino'),
      frontend('remote-sports'),
      frontend('remote-account'),
      frontend('remote-wallet'),
      {
        // The server's pure domain (ledger rules, slip maths, settlement, odds, game maths): no
        // database, so CI's second run of the API tests on PostgreSQL and Redis leaves it out.
        extends: true,
        test: {
          name: 'domain',
          root: './api',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
          globalSetup: ['./src/testing/global-setup.ts'],
          // Test files share a worker (isolate: false spares a process per file); the setup file
          // gives each fresh copies of our own modules.
          setupFiles: ['./src/testing/setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
