/** For the release tooling's tests: build folders as rspack writes them, and a real API to talk to. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOptions } from '../../src/testing/test-app.ts';
import { createRegistryClient } from './registry-client.ts';

/** Writes a remote's build into `dir`: remoteEntry.js (whose text is `marker`) and the manifest of a build made as `version`. */
export function writeBuild(dir: string, options: { remote: string; version: string; marker?: string; reactRange?: string }): string {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: options.remote,
    name: options.remote,
    metaData: {
      name: options.remote,
      globalName: options.remote,
      buildInfo: { buildVersion: options.version, buildName: `@palpite/remote-${options.remote}` },
    },
    shared: [{ name: 'react', requiredVersion: options.reactRange ?? '^19.0.0', version: '19.3.1', singleton: true }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${options.marker ?? `${options.remote} ${options.version}`} */`);
  return dir;
}

/** A real API listening on a free local port, with its registry's address and an ops client of it. */
export async function listeningApi(options: TestAppOptions = {}): Promise<{ t: TestApp; apiOrigin: string; client: ReturnType<typeof createRegistryClient> }> {
  const t = await createTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const apiOrigin = `http://127.0.0.1:${port}`;
  return {
    t,
    apiOrigin,
    client: createRegistryClient({ apiOrigin, product: t.config.product, opsToken: t.opsToken, opsTokenSource: 'OPS_TOKEN', actor: 'test' }),
  };
}
