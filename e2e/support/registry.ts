/**
 * The release side of the site, driven the way an operator does it: the release CLI
 * (`npm run remote -- …`) against the e2e server, and the registry document the host reads.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_BASE, BASE_URL, OPS_TOKEN, REPO_ROOT } from './env.ts';
import { REMOTE_NAMES, type RemoteName } from './routes.ts';

const run = promisify(execFile);

export interface RegistryDocument {
  revision: number;
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
}

/** Runs `npm run remote -- <args>` against the e2e server; rejects with its output on failure. */
export async function remoteCli(args: readonly string[], timeoutMs = 180_000): Promise<string> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'remote', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, PALPITE_API: BASE_URL, OPS_TOKEN, OPS_ACTOR: 'e2e' },
      timeout: timeoutMs,
      maxBuffer: 16 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`npm run remote -- ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`, { cause: error });
  }
}

export async function registryDocument(apiBase = API_BASE): Promise<RegistryDocument> {
  const response = await fetch(`${apiBase}/registry`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /registry answered ${response.status}`);
  return (await response.json()) as RegistryDocument;
}

/** Active version of every remote. */
export async function activeVersions(apiBase = API_BASE): Promise<Record<RemoteName, string | undefined>> {
  const { remotes } = await registryDocument(apiBase);
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, remotes[remote]?.version])) as Record<RemoteName, string | undefined>;
}

/** Waits until the registry names an active release for every remote (the server publishes them after it starts). */
export async function waitForEveryRemote(timeoutMs: number, apiBase = API_BASE): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const versions = await activeVersions(apiBase);
      const missing = REMOTE_NAMES.filter((remote) => !versions[remote]);
      if (missing.length === 0) return;
      last = `no active release for ${missing.join(', ')}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site at ${apiBase} is not ready after ${timeoutMs} ms: ${last}`);
}
