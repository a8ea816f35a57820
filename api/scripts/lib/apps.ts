/** Front-end apps of the repository and how to build them. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const REMOTES = ['casino', 'sports', 'account', 'wallet'] as const;
export type Remote = (typeof REMOTES)[number];

export function appDir(app: 'host' | Remote): string {
  return join(REPO_ROOT, app === 'host' ? 'host' : `remote-${app}`);
}

export function packageVersion(app: 'host' | Remote): string {
  return (JSON.parse(readFileSync(join(appDir(app), 'package.json'), 'utf8')) as { version: string }).version;
}

const rspackPackageJson = createRequire(import.meta.url).resolve('@rspack/cli/package.json');
const rspackBin = join(dirname(rspackPackageJson), 'bin', 'rspack.js');

export interface BuildOptions {
  /** Release version baked into the build (Module Federation manifest, __APP_VERSION__). */
  version?: string;
  /** Output folder; the app's dist/ by default. */
  outDir?: string;
}

/** Builds one app with rspack in production mode; rejects with rspack's output on failure. */
export function buildApp(app: 'host' | Remote, options: BuildOptions = {}): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (options.version) env.MF_BUILD_VERSION = options.version;
  if (options.outDir) env.BUILD_OUT_DIR = options.outDir;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [rspackBin, 'build'], { cwd: appDir(app), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`building ${app} failed:\n${output}`))));
  });
}
