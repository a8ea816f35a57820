/**
 * `npm start`: the whole site on the embedded defaults. Builds the host and the remotes, starts
 * the API (PGlite, in-memory store) which also serves the host and the releases, then publishes
 * each remote's build as the version it was built as (its package.json's). A remote's first
 * release goes live at once.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { appDir, buildApp, packageVersion, REMOTES, REPO_ROOT } from './lib/apps.ts';
import { outcomeText, publishRemotes } from './lib/publish-remotes.ts';
import { createRegistryClient, defaultClientOptions } from './lib/registry-client.ts';

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
// One remote's refusal (a version already published with other content) or failure does not keep
// the others from being published, nor the site from running.
await publishRemotes(client, REMOTES, {
  dirOf: (remote) => join(appDir(remote), 'dist'),
  fallbackVersion: packageVersion,
  onOutcome: (outcome) => {
    if (outcome.status === 'unchanged' && !outcome.notActivated) return;
    const text = outcomeText(outcome);
    if (outcome.status === 'published' && !outcome.notActivated) console.log(text);
    else console.warn(outcome.status === 'conflict' ? `${text}; the live release keeps serving` : text);
  },
});
console.log(`\nPalpite is running at ${origin}\n`);
