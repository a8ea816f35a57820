/** HTTP client of the remote registry, used by the release CLI and by `npm start`. */
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './apps.ts';
import { NO_OPS_TOKEN, notActiveText, refusalText, unreachableText, type ApiRefusal } from './cli-messages.ts';

export { NO_OPS_TOKEN };

export interface RegistryClientOptions {
  apiOrigin: string;
  product: string;
  opsToken: string | null;
  /** Where `opsToken` came from (`OPS_TOKEN` or the token file's path), for what a refusal of it says. */
  opsTokenSource?: string | null;
  actor: string;
}

export function defaultClientOptions(env: NodeJS.ProcessEnv = process.env): RegistryClientOptions {
  const dataDir = env.DATA_DIR ?? join(REPO_ROOT, 'data');
  const tokenFile = join(dataDir, 'ops-token');
  // An empty OPS_TOKEN is unset, as the server reads it (no trimming: the server takes it as it is).
  const fileToken = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() || null : null;
  const opsToken = env.OPS_TOKEN || fileToken;
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
    opsTokenSource: env.OPS_TOKEN ? 'OPS_TOKEN' : fileToken ? tokenFile : null,
    // Set but empty is unset: the log always names someone.
    actor: env.OPS_ACTOR?.trim() || `${user}@${hostname()}`,
  };
}

/** The registry refused a request; the message is the CLI's text for it (cli-messages.ts). */
export class RegistryRequestError extends Error {
  readonly status: number;
  /** The API's message key (`registry.versionConflict`); null when the answer is not the API's. */
  readonly key: string | null;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown, key: string | null = null) {
    super(message);
    this.status = status;
    this.key = key;
    this.body = body;
  }
}

/** Nothing answered at the registry's address (connection refused, unknown host). */
export class RegistryUnreachableError extends Error {}

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

/** A refusal as the API answered it (a JSON error body), or a page that is not the API's. */
function readRefusal(status: number, statusText: string, parsed: ReturnType<typeof parseJson>, text: string): ApiRefusal {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : null;
  if (!body || typeof body.message_key !== 'string') {
    // A proxy in front (nginx's 502 page) answers HTML: quote its start, not a JSON parse error.
    return { status, statusText, key: null, message: bodyStart(text), params: {}, fieldErrors: {} };
  }
  const params = isRecord(body.translation_params) ? (body.translation_params as Record<string, string | number>) : {};
  const fieldErrors = isRecord(body.errors)
    ? Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, (Array.isArray(messages) ? messages : [messages]).map(String)]))
    : {};
  return { status, statusText, key: body.message_key, message: typeof body.message === 'string' ? body.message : statusText, params, fieldErrors };
}

/** `files.124.path` → `file .DS_Store`: the index alone does not say which file. */
function releaseFieldLabel(files: ReadonlyArray<{ path: string }>): (field: string) => string {
  return (field) => {
    const index = /^files\.(\d+)(?:\.|$)/.exec(field)?.[1];
    const file = index === undefined ? undefined : files[Number(index)];
    return file ? `file ${file.path}` : field;
  };
}

/** A rollback asked for while another release than the one named is live: nothing was changed. */
export class NotActiveError extends Error {
  constructor(remote: string, active: string | null, expected: string) {
    super(notActiveText(remote, active, expected));
  }
}

export function createRegistryClient(options: RegistryClientOptions) {
  const base = `${options.apiOrigin}/api/${options.product}/registry`;

  /** `action` says what was asked (`activate casino 1.4.0`) in the texts of a refusal. */
  async function call<T>(
    action: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    fieldLabel?: (field: string) => string,
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
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
      throw new RegistryUnreachableError(unreachableText(base, cause), { cause: error });
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const refusal = readRefusal(response.status, response.statusText, parsed, text);
      const context = {
        registryUrl: base,
        opsTokenSource: options.opsTokenSource ?? null,
        actor: options.actor,
        action,
        ...(fieldLabel ? { fieldLabel } : {}),
      };
      throw new RegistryRequestError(response.status, refusalText(refusal, context), parsed.ok ? parsed.value : text, refusal.key);
    }
    if (!parsed.ok) throw new RegistryRequestError(response.status, `the registry at ${base} answered a page that is not the API's: ${bodyStart(text)}`, text);
    return { body: parsed.value as T, headers: response.headers };
  }

  return {
    document: () => call<{ revision: number; remotes: Record<string, { version: string; entry: string }> }>('read the registry', 'GET', '').then((r) => r.body),
    remote: (remote: string) => call<RemoteDetail>(`read ${remote}`, 'GET', `/remotes/${remote}`).then((r) => r.body),
    history: (remote: string) =>
      call<{ history: HistoryEntry[] }>(`read the history of ${remote}`, 'GET', `/remotes/${remote}/history`).then((r) => r.body.history),
    publish: (remote: string, version: string, dir: string) => {
      const files = readReleaseFiles(dir);
      return call<PublishResult>(`publish ${remote} ${version}`, 'POST', `/remotes/${remote}/releases`, { version, files }, {}, releaseFieldLabel(files)).then(
        (r) => r.body,
      );
    },
    async activate(remote: string, version: string) {
      const { revision } = await this.remote(remote);
      return (await call<MoveResult>(`activate ${remote} ${version}`, 'POST', `/remotes/${remote}/activate`, { version }, { 'If-Match': `"${revision}"` }))
        .body;
    },
    /**
     * Back to the release active before the live one. With `ifActive`, only while that release is
     * the live one: a second operator rolling back the same incident a moment later would otherwise
     * undo the good release too (the revision is read just before, so If-Match alone cannot tell).
     */
    async rollback(remote: string, ifActive?: string) {
      const { revision, active } = await this.remote(remote);
      if (ifActive !== undefined && active !== ifActive) throw new NotActiveError(remote, active, ifActive);
      return (await call<MoveResult>(`roll back ${remote}`, 'POST', `/remotes/${remote}/rollback`, {}, { 'If-Match': `"${revision}"` })).body;
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
  notActivated?: { message_key: string; message: string; translation_params?: Record<string, string | number> };
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
