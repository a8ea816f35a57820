import { defineConfig } from 'vitest/config';

const frontend = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
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
        extends: true,
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
