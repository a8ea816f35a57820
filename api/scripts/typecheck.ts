/**
 * `npm run typecheck`: every workspace's own typecheck script (`tsc --noEmit`), as many at once
 * as there are cores. The workspaces check their sources independently (none reads another's
 * output) and one tsc keeps one core busy, so in turn they took twice as long on two cores.
 * Each workspace's output is printed whole when it finishes; the exit code is 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './lib/apps.ts';

const workspaces = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((workspace) => {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return manifest.scripts?.typecheck !== undefined;
});

function check(workspace: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '-s', 'typecheck'], { cwd: join(REPO_ROOT, workspace) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${workspace} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let workspace = queue.shift(); workspace !== undefined; workspace = queue.shift()) results.push(await check(workspace));
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
