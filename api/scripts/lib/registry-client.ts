/** HTTP client of the remote registry, used by the release CLI and by `npm start`. */
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './apps.ts';

export interface RegistryClientOptions {
  apiOrigin: string;
  product: string;
  opsToken: string | null;
  actor: string;
}

export function defaultClientOptions(env: NodeJS.ProcessEnv = process.env): RegistryClientOptions {
  const dataDir = env.DATA_DIR ?? join(REPO_ROOT, 'data');
  const tokenFile = join(dataDir, 'ops-token');
  // An empty OPS_TOKEN is unset, as the server reads it (no trimming: the server takes it as it is).
  const opsToken = env.OPS_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() || null : null);
  let user = 'ops';
  try {
    user = userInfo().username;
  } catch {
    // containers without a passwd entry
  }
  return {
    apiOrigin: env.PALPITE_API ?? `http://localhost:${env.PORT ?? 8080}`,
    product: env.PRODUCT ?? 'palpite',
    opsToken,
    // Set but empty is unset: the log always names someone.
    actor: env.OPS_ACTOR?.trim() || `${user}@${hostname()}`,
  };
}

export class RegistryRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** How much of a non-JSON answer an error quotes: enough to recognise the page. */
const BODY_START_CHARS = 200;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function bodyStart(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > BODY_START_CHARS ? `${flat.slice(0, BODY_START_CHARS)}…` : flat;
}

/**
 * A JSON refusal's message followed by one line per field error (`files.124.path: …`): a refusal
 * of the input says only "Check the highlighted fields", the fields say what is wrong.
 * `fieldLabel` may name a field better (which file `files.124` is).
 */
function refusalMessage(value: unknown, fallback: string, fieldLabel: (field: string) => string): string {
  const { message, errors } = (typeof value === 'object' && value !== null ? value : {}) as { message?: unknown; errors?: unknown };
  const lines = [typeof message === 'string' ? message : fallback];
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, messages] of Object.entries(errors)) {
      for (const text of Array.isArray(messages) ? messages : [messages]) lines.push(`  ${fieldLabel(field)}: ${String(text)}`);
    }
  }
  return lines.join('\n');
}

/** `files.124.path` → `files.124.path (.DS_Store)`: the index alone does not say which file. */
function releaseFieldLabel(files: ReadonlyArray<{ path: string }>): (field: string) => string {
  return (field) => {
    const index = /^files\.(\d+)(?:\.|$)/.exec(field)?.[1];
    const file = index === undefined ? undefined : files[Number(index)];
    return file ? `${field} (${file.path})` : field;
  };
}

/** Said before anything is sent (or built) when no ops token is found. */
export const NO_OPS_TOKEN = 'no ops token: set OPS_TOKEN, or start the embedded server once, which writes $DATA_DIR/ops-token (default data/ops-token)';

/** A rollback asked for while another release than the one named is live: nothing was changed. */
export class NotActiveError extends Error {
  constructor(remote: string, active: string | null, expected: string) {
    super(`${remote} is on ${active ?? 'no release'}, not ${expected}: nothing rolled back (see npm run remote -- history ${remote})`);
  }
}

export function createRegistryClient(options: RegistryClientOptions) {
  const base = `${options.apiOrigin}/api/${options.product}/registry`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    fieldLabel: (field: string) => string = (field) => field,
  ): Promise<{ body: T; headers: Headers }> {
    // The CLI speaks English: the API's refusals come in it too, not in the API's default pt-BR.
    const requestHeaders: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', ...headers };
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (method === 'POST' && !options.opsToken) throw new Error(NO_OPS_TOKEN);
    // Reads too: the history names who did what only to ops.
    if (options.opsToken) {
      requestHeaders.Authorization = `Bearer ${options.opsToken}`;
      // Percent-encoded: a header carries no other text safely (the API decodes it: João, ana+ops@…).
      requestHeaders['X-Ops-Actor'] = encodeURIComponent(options.actor);
    }
    const url = `${base}${path}`;
    let response: Response;
    try {
      response = await fetch(url, { method, headers: requestHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      // fetch says only "fetch failed": name the address, and why when it knows (ECONNREFUSED…).
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new Error(`cannot reach the registry at ${url}${cause} (is the API running? PALPITE_API, PORT)`, { cause: error });
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      // A proxy in front (nginx's 502 page) answers HTML: show its start, not a JSON parse error.
      const message = parsed.ok ? refusalMessage(parsed.value, response.statusText, fieldLabel) : `${response.statusText} ${bodyStart(text)}`.trim();
      throw new RegistryRequestError(response.status, message, parsed.ok ? parsed.value : text);
    }
    if (!parsed.ok) throw new RegistryRequestError(response.status, `the answer is not JSON: ${bodyStart(text)}`, text);
    return { body: parsed.value as T, headers: response.headers };
  }

  return {
    document: () => call<{ revision: number; remotes: Record<string, { version: string; entry: string }> }>('GET', '').then((r) => r.body),
    remote: (remote: string) => call<RemoteDetail>('GET', `/remotes/${remote}`).then((r) => r.body),
    history: (remote: string) => call<{ history: HistoryEntry[] }>('GET', `/remotes/${remote}/history`).then((r) => r.body.history),
    publish: (remote: string, version: string, dir: string) => {
      const files = readReleaseFiles(dir);
      return call<PublishResult>('POST', `/remotes/${remote}/releases`, { version, files }, {}, releaseFieldLabel(files)).then((r) => r.body);
    },
    async activate(remote: string, version: string) {
      const { revision } = await this.remote(remote);
      return (await call<MoveResult>('POST', `/remotes/${remote}/activate`, { version }, { 'If-Match': `"${revision}"` })).body;
    },
    /**
     * Back to the release active before the live one. With `ifActive`, only while that release is
     * the live one: a second operator rolling back the same incident a moment later would otherwise
     * undo the good release too (the revision is read just before, so If-Match alone cannot tell).
     */
    async rollback(remote: string, ifActive?: string) {
      const { revision, active } = await this.remote(remote);
      if (ifActive !== undefined && active !== ifActive) throw new NotActiveError(remote, active, ifActive);
      return (await call<MoveResult>('POST', `/remotes/${remote}/rollback`, {}, { 'If-Match': `"${revision}"` })).body;
    },
  };
}

export interface RemoteDetail {
  remote: string;
  active: string | null;
  revision: number;
  /** Whether the live release still fits the host served (null: no live release or no host build), and why not. */
  activeFitsHost: boolean | null;
  activeProblems: string | null;
  /** `publishedBy` only for ops: the public detail does not name people or build machines. */
  versions: Array<{ version: string; publishedAt: string; publishedBy?: string; files: number; sizeBytes: number }>;
}

export interface HistoryEntry {
  action: string;
  actor: string;
  from: string | null;
  to: string | null;
  at: string;
}

export interface PublishResult {
  remote: string;
  version: string;
  created: boolean;
  activated: boolean;
  /** Why a remote's first release did not go live (it does not fit the host, or the host is not built). */
  notActivated?: { message_key: string; message: string };
}

export interface MoveResult {
  remote: string;
  /** Null for the first activation of a remote. */
  from: string | null;
  to: string;
  revision: number;
  /** False when the version asked for was already active. */
  changed: boolean;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Build output that is no part of a release: the Module Federation plugin's `mf-stats.json` is a
 * build report (no runtime reads it; the registry checks `mf-manifest.json`), and it differs
 * between builds of the same code (its `usedIn` lists depend on how parallel builds interleave), so
 * shipping it made an unchanged remote look republished "with other content".
 */
const NOT_RELEASED: ReadonlySet<string> = new Set(['mf-stats.json']);

/** Every file of a build folder that a release holds, as the publish endpoint takes them. */
export function readReleaseFiles(dir: string): Array<{ path: string; contentBase64: string }> {
  return listFiles(dir)
    .map((path) => ({ path: relative(dir, path).split('\\').join('/'), file: path }))
    .filter(({ path }) => !NOT_RELEASED.has(path))
    .map(({ path, file }) => ({ path, contentBase64: readFileSync(file).toString('base64') }));
}
