import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '@palpite/shared/build/rspack-app';

export default defineAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  federationName: 'sports',
  exposes: { './remote': './src/remote.ts' },
  devPort: 3002,
  devHarness: { entry: './src/dev/index.ts', title: 'Palpite · sports (standalone)' },
});
