/**
 * `npm run bench:bundle`: how much JavaScript the home route downloads before it is
 * interactive, per app, raw and gzip (level 9), next to the goal (≤ 170 KB gzip).
 *
 * Builds nothing: it measures the apps as `npm run build` left them (host/dist, remote-*\/dist).
 * It starts the site like the e2e suite does (fresh temporary data dir, a free port), opens `/`
 * in Chromium with an empty cache, records every JavaScript response until the page is
 * interactive (its h1 is visible, then the network is idle), prints the figures and rewrites
 * its own section of docs/performance.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import { REMOTES, REPO_ROOT } from './lib/apps.ts';
import { PERFORMANCE_DOC, writePerformanceSection } from './lib/perf-doc.ts';

const GOAL_GZIP_KB = 170;
const KB = 1024;
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const IDLE_MS = 500;
const SECTION_TITLE = 'Bundle: home route JavaScript (npm run bench:bundle)';

type AppName = 'host' | (typeof REMOTES)[number] | 'other';
const APPS: readonly AppName[] = ['host', ...REMOTES, 'other'];

interface ScriptFile {
  app: AppName;
  path: string;
  raw: number;
  gzip: number;
  /** Bytes the browser downloaded: the file as the server sent it (the build's brotli copy). */
  served: number;
  /** What the file is made of, from its source map: the largest packages or app sources. */
  contents: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startSite(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api', 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SKIP_BUILD: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_TOKEN: randomBytes(24).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once the registry names an active release of every remote (start.ts publishes them after the API is up). */
async function waitForSite(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/palpite/registry`);
      if (response.ok) {
        const document = (await response.json()) as { remotes?: Record<string, unknown> };
        if (REMOTES.every((remote) => document.remotes?.[remote])) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site was not ready within ${timeoutMs} ms`);
}

/** Resolves when no request has been in flight for IDLE_MS. */
function networkIdle(page: Page, timeoutMs: number): Promise<void> {
  let inFlight = 0;
  let idleSince = Date.now();
  const started = () => inFlight++;
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) idleSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(() => {
      if (inFlight === 0 && Date.now() - idleSince >= IDLE_MS) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() > deadline) {
        clearInterval(timer);
        reject(new Error(`the network did not become idle within ${timeoutMs} ms`));
      }
    }, 50);
  });
}

function appOf(url: URL, origin: string): AppName {
  if (url.origin !== origin) return 'other';
  const match = /^\/mfe\/([^/]+)\//.exec(url.pathname);
  if (!match) return 'host';
  return (REMOTES as readonly string[]).includes(match[1] ?? '') ? (match[1] as AppName) : 'other';
}

/** The package (or app) a source-map source belongs to. */
function sourceLabel(source: string): string {
  if (source.startsWith('data:')) return 'MF runtime glue';
  const modules = source.split('node_modules/');
  if (modules.length > 1) {
    const parts = (modules.at(-1) ?? '').split('/');
    return (parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0]) ?? 'unknown';
  }
  if (/\/shared\/(src|build)\//.test(source)) return '@palpite/shared';
  const app = /^webpack:\/\/([^/]+)\//.exec(source)?.[1];
  return app ? `${app} code` : 'unknown';
}

/** The three largest contributors to a built file (by original source size), from its `.map`. */
function describeContents(mapFile: string): string {
  if (!existsSync(mapFile)) return '';
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourcesContent?: Array<string | null> };
    const sizes = new Map<string, number>();
    (map.sources ?? []).forEach((source, index) => {
      const label = sourceLabel(source);
      sizes.set(label, (sizes.get(label) ?? 0) + (map.sourcesContent?.[index]?.length ?? 1));
    });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
    return [...sizes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, size]) => `${label} ${Math.round((size / total) * 100)}%`)
      .join(', ');
  } catch {
    return '';
  }
}

/** Where the served file lives on disk: the host's dist, or the release folder in the data dir. */
function fileOnDisk(pathname: string, app: AppName, dataDir: string): string | null {
  if (app === 'host') return join(REPO_ROOT, 'host', 'dist', pathname);
  if (app === 'other') return null;
  return join(dataDir, pathname);
}

async function measure(origin: string, dataDir: string): Promise<{ files: ScriptFile[]; browserVersion: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pending: Array<Promise<ScriptFile | null>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => {
            const app = appOf(url, origin);
            const onDisk = fileOnDisk(decodeURIComponent(url.pathname), app, dataDir);
            return {
              app,
              path: url.pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              served: sizes.responseBodySize,
              contents: onDisk ? describeContents(`${onDisk}.map`) : '',
            };
          },
          () => null,
        ),
      );
    });
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await networkIdle(page, 30_000);
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null);
    return { files, browserVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

interface Row {
  app: string;
  files: number;
  raw: number;
  gzip: number;
  served: number;
}

const sum = (files: readonly ScriptFile[], size: 'raw' | 'gzip' | 'served') => files.reduce((total, file) => total + file[size], 0);

function summarise(files: readonly ScriptFile[]): { rows: Row[]; total: Row } {
  const rows = APPS.map((app) => {
    const own = files.filter((file) => file.app === app);
    return { app, files: own.length, raw: sum(own, 'raw'), gzip: sum(own, 'gzip'), served: sum(own, 'served') };
  }).filter((row) => row.app !== 'other' || row.files > 0);
  const total = { app: 'total', files: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), served: sum(files, 'served') };
  return { rows, total };
}

const APP_LABELS: Record<string, string> = {
  host: 'host (incl. shared SDK + shared libraries)',
  casino: 'casino (/mfe/casino/)',
  sports: 'sports (/mfe/sports/)',
  account: 'account (/mfe/account/)',
  wallet: 'wallet (/mfe/wallet/)',
  other: 'other origins',
  total: 'total',
};

function markdownTable(rows: readonly Row[], total: Row): string {
  const lines = ['| app | files | raw KB | gzip KB | served KB |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const row of [...rows, total]) {
    const label = row.app === 'total' ? '**total**' : (APP_LABELS[row.app] ?? row.app);
    const gzip = row.app === 'total' ? `**${kb(row.gzip)}**` : kb(row.gzip);
    lines.push(`| ${label} | ${row.files} | ${kb(row.raw)} | ${gzip} | ${kb(row.served)} |`);
  }
  return lines.join('\n');
}

function consoleTable(rows: readonly Row[], total: Row): string {
  const header = ['app', 'files', 'raw KB', 'gzip KB', 'served KB'];
  const body = [...rows, total].map((row) => [APP_LABELS[row.app] ?? row.app, String(row.files), kb(row.raw), kb(row.gzip), kb(row.served)]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(header), rule, ...body.slice(0, -1).map(format), rule, format(body.at(-1) ?? [])].join('\n');
}

function largest(files: readonly ScriptFile[], count: number): ScriptFile[] {
  return [...files].sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

async function main(): Promise<number> {
  const missing = ['host', ...REMOTES.map((remote) => `remote-${remote}`)].filter((app) => !existsSync(join(REPO_ROOT, app, 'dist')));
  if (!existsSync(join(REPO_ROOT, 'host', 'dist', 'index.html')) || missing.length > 0) {
    console.error(`bench:bundle measures the built apps and builds nothing itself; missing: ${missing.join(', ') || 'host/dist/index.html'}.`);
    console.error('Run `npm run build` first.');
    return 1;
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-bench-'));
  const site = startSite(port, dataDir);
  try {
    await waitForSite(origin, site.child, 120_000);
    const { files, browserVersion } = await measure(origin, dataDir);
    if (files.length === 0) throw new Error('no JavaScript was downloaded: is the host built?');
    const { rows, total } = summarise(files);
    const verdict = total.gzip <= GOAL_GZIP_KB * KB ? 'within the goal' : `over the goal by ${kb(total.gzip - GOAL_GZIP_KB * KB)} KB`;
    const top = largest(files, 10);
    const date = new Date().toISOString().slice(0, 10);
    const machine = `${cpus().length}-core machine (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${browserVersion}`;

    console.log(`\nHome route (/) JavaScript until interactive — ${date}, ${machine}\n`);
    console.log(consoleTable(rows, total));
    console.log(`\ngoal: ≤ ${GOAL_GZIP_KB} KB gzip → ${kb(total.gzip)} KB, ${verdict}; downloaded as served: ${kb(total.served)} KB\n`);
    console.log('largest 10 files (gzip KB, raw KB):');
    for (const file of top) console.log(`  ${kb(file.gzip).padStart(7)}  ${kb(file.raw).padStart(7)}  ${file.app.padEnd(7)}  ${file.path}  ${file.contents}`);

    writePerformanceSection(
      SECTION_TITLE,
      [
        `Measured ${date} on a ${machine}.`,
        '',
        `\`npm run bench:bundle\` (after \`npm run build\`) opens \`/\` (pt-BR, 1440 px, empty cache) on the built apps`,
        'served by the API, records every JavaScript response until the page is interactive (its h1 is visible,',
        `then no request for ${IDLE_MS} ms) and gzips each body at level 9. Apps by URL: \`/mfe/<remote>/\` is that`,
        "remote's release; everything else from the site root is the host, including the shared SDK and the shared",
        'libraries it provides (React, React DOM, the router, jotai, i18next, …). KB = 1,024 bytes. "served" is',
        'what the browser downloaded: the brotli copies (best quality) written when the host is built and a',
        'release is published.',
        '',
        markdownTable(rows, total),
        '',
        `**Goal: ≤ ${GOAL_GZIP_KB} KB gzip for the home route — ${kb(total.gzip)} KB, ${verdict}.**`,
        '',
        'Largest files:',
        '',
        '| gzip KB | raw KB | app | file | largest contents (share of its sources) |',
        '| ---: | ---: | --- | --- | --- |',
        ...top.map((file) => `| ${kb(file.gzip)} | ${kb(file.raw)} | ${file.app} | \`${file.path}\` | ${file.contents || '-'} |`),
        '',
      ].join('\n'),
    );
    console.log(`\nwrote the figures to ${PERFORMANCE_DOC}`);
    return 0;
  } catch (error) {
    console.error(`bench:bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    const output = site.output().trim();
    if (output) console.error(`site output:\n${output}`);
    return 1;
  } finally {
    await stopSite(site.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
