/**
 * `npm start`: the whole site on the embedded defaults. Builds the host and the remotes, starts
 * the API (PGlite, in-memory store) which also serves the host and the releases, then publishes
 * each remote's build as its package.json version. A remote's first release goes live at once.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { appDir, buildApp, packageVersion, REMOTES, REPO_ROOT } from './lib/apps.ts';
import { createRegistryClient, defaultClientOptions, RegistryRequestError } from './lib/registry-client.ts';

const port = process.env.PORT ?? '8080';
const origin = `http://localhost:${port}`;

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/${process.env.PRODUCT ?? 'palpite'}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs} ms`);
}

if (process.env.SKIP_BUILD !== 'true') {
  console.log('building the host and the remotes…');
  await Promise.all([buildApp('host'), ...REMOTES.map((remote) => buildApp(remote))]);
}

const server = spawn(process.execPath, [join(REPO_ROOT, 'api', 'src', 'server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: process.env.HOST ?? '0.0.0.0' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

await waitForHealth(60_000);
const client = createRegistryClient({ ...defaultClientOptions(), apiOrigin: origin });
for (const remote of REMOTES) {
  const version = packageVersion(remote);
  try {
    const result = await client.publish(remote, version, join(appDir(remote), 'dist'));
    if (result.created) console.log(`published ${remote} ${version}${result.activated ? ' (active)' : ''}`);
    if (result.notActivated) console.warn(`${remote} ${version} is not live: ${result.notActivated.message}`);
  } catch (error) {
    if (error instanceof RegistryRequestError && error.status === 409) {
      console.warn(
        `${remote} ${version} is already published with other content; the active release keeps serving. Bump ${remote}'s version to release your change.`,
      );
    } else {
      throw error;
    }
  }
}
console.log(`\nPalpite is running at ${origin}\n`);
