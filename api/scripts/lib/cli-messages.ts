/**
 * What the release tooling says when something goes wrong, in one place. Remote teams and ops
 * read it in a terminal: each text says what happened, whether anything changed, and what to do
 * next (which command, flag or environment variable), in the CLI's words rather than the API's
 * (no header names, no message keys, no "highlighted fields"). English: an ops tool, not a page.
 */

/** A refusal as the registry answered it. */
export interface ApiRefusal {
  status: number;
  statusText: string;
  /** The API's message key; null when the answer is not the API's (a proxy's error page). */
  key: string | null;
  /** The API's own text, or the start of a page that is not the API's. */
  message: string;
  params: Readonly<Record<string, string | number>>;
  fieldErrors: Readonly<Record<string, readonly string[]>>;
}

/** What the CLI knows of the request a refusal answered. */
export interface RefusalContext {
  /** The registry's address (`http://localhost:8080/api/palpite/registry`). */
  registryUrl: string;
  /** Where the ops token sent came from: `OPS_TOKEN`, the token file's path, or null for none. */
  opsTokenSource: string | null;
  /** The name sent for the release log (OPS_ACTOR). */
  actor: string;
  /** What was asked, e.g. `publish casino 1.4.0`, for the texts that cannot tell otherwise. */
  action: string;
  /** How a field error's field reads (`files.3.path` → `file static/.DS_Store`). */
  fieldLabel?: (field: string) => string;
}

/** Said before anything is sent (or built) when no ops token is found. */
export const NO_OPS_TOKEN = 'no ops token: set OPS_TOKEN, or start the embedded server once, which writes $DATA_DIR/ops-token (default data/ops-token)';

const HISTORY = (remote: string | number) => `npm run remote -- history ${remote}`;
const ACTIVATE = (remote: string | number, version: string | number = '<version>') => `npm run remote -- activate ${remote} ${version}`;

/** A refusal without the parameters its text needs (an API older or newer than this CLI) reads as the API put it. */
class MissingParam extends Error {}

function param(refusal: ApiRefusal, name: string): string {
  const value = refusal.params[name];
  if (value === undefined) throw new MissingParam(name);
  return String(value);
}

function origin(registryUrl: string): string {
  try {
    return new URL(registryUrl).origin;
  } catch {
    return registryUrl;
  }
}

function unauthorized(context: RefusalContext): string {
  const api = origin(context.registryUrl);
  if (context.opsTokenSource === null) return NO_OPS_TOKEN;
  if (context.opsTokenSource === 'OPS_TOKEN') {
    return `the API at ${api} does not accept the ops token in OPS_TOKEN: nothing was changed. Set OPS_TOKEN to that API's shared token (its OPS_TOKEN) or to your own (from its OPS_TOKENS)`;
  }
  return `the API at ${api} does not accept the ops token read from ${context.opsTokenSource} (another server's?): nothing was changed. Set OPS_TOKEN to the token of the API you release to, or point PALPITE_API at the server that wrote that file`;
}

/** Texts by the API's message key. */
const BY_KEY: Readonly<Record<string, (refusal: ApiRefusal, context: RefusalContext) => string>> = {
  'ops.unauthorized': (_refusal, context) => unauthorized(context),
  'ops.actorInvalid': (_refusal, context) =>
    `OPS_ACTOR "${context.actor}" cannot name you in the release log: nothing was changed. Set OPS_ACTOR to 1 to 80 letters, digits, spaces or . _ @ + ' - (e.g. OPS_ACTOR=ana.souza)`,
  'ops.actorReserved': (refusal) =>
    `${param(refusal, 'actor')} has an ops token of their own, and the shared token cannot act in their name: nothing was changed. Put your own token in OPS_TOKEN, or set OPS_ACTOR to your own name`,
  'registry.revisionMismatch': (refusal) => concurrentlyChanged(param(refusal, 'remote')),
  'registry.concurrentChange': (refusal) => concurrentlyChanged(param(refusal, 'remote')),
  'registry.incompatibleRelease': (refusal) => {
    const [remote, version] = [param(refusal, 'remote'), param(refusal, 'version')];
    return `${remote} ${version} does not fit the host served (${param(refusal, 'problems')}): nothing was changed. Activate a release of ${remote} built for this host (${ACTIVATE(remote)}), or deploy a host that provides what ${version} needs first`;
  },
  'registry.versionNotFound': (refusal) => {
    const [remote, version] = [param(refusal, 'remote'), param(refusal, 'version')];
    return `${remote} ${version} is not published: nothing was changed. npm run remote -- list shows the published versions; publish it first with npm run remote -- publish ${remote} --version ${version}`;
  },
  'registry.remoteNotFound': (refusal, context) =>
    `the API at ${origin(context.registryUrl)} has no remote named ${param(refusal, 'remote')} (is it older than this CLI?): nothing was changed`,
  'registry.noActiveRelease': (refusal) => {
    const remote = param(refusal, 'remote');
    return `${remote} has no live release, so there is nothing to roll back: make one live with ${ACTIVATE(remote)}`;
  },
  'registry.nothingToRollBack': (refusal) => {
    const remote = param(refusal, 'remote');
    return `${remote} has no earlier release to roll back to: nothing was changed. To go to another release, activate it: ${ACTIVATE(remote)} (${HISTORY(remote)} shows the earlier ones)`;
  },
  'registry.versionConflict': (refusal) => {
    const [remote, version] = [param(refusal, 'remote'), param(refusal, 'version')];
    return `${remote} ${version} is already published with other content, and a release never changes: nothing was published. Release your change as a new version, built as that version: npm run remote -- publish ${remote} --version <next> builds and publishes it; a build made elsewhere is rebuilt with MF_BUILD_VERSION=<next> (or remote-${remote}/package.json bumped) first`;
  },
  'registry.hostNotBuilt': () =>
    'the API has no host build to check releases against (host/dist/mf-manifest.json where the API runs): nothing was changed. Build the host there (npm run build -w host), then run this again',
  'registry.entryMissing': (refusal, context) => notARelease(refusal, context),
  'registry.manifestMissing': (refusal, context) => notARelease(refusal, context),
  'registry.manifestInvalid': (refusal, context) => notARelease(refusal, context),
  'registry.manifestWrongRemote': (refusal, context) => notARelease(refusal, context),
  'registry.pathConflict': (refusal, context) => notARelease(refusal, context),
  'http.notFound': (_refusal, context) => `there is no registry at ${context.registryUrl}: check PALPITE_API (the API's address) and PRODUCT (default palpite)`,
};

function concurrentlyChanged(remote: string): string {
  return `${remote} was changed by someone else while this command ran: nothing was changed. See what happened with ${HISTORY(remote)}, then run the command again if it is still needed`;
}

function notARelease(refusal: ApiRefusal, context: RefusalContext): string {
  return withFieldLines(
    `cannot ${context.action}: ${withoutFinalStop(refusal.message)}. Publish the folder rspack built for that remote (its dist/, or --from DIR)`,
    refusal,
    context,
  );
}

function withoutFinalStop(text: string): string {
  return text.replace(/\.$/, '');
}

function withFieldLines(text: string, refusal: ApiRefusal, context: RefusalContext): string {
  const label = context.fieldLabel ?? ((field: string) => field);
  const lines = Object.entries(refusal.fieldErrors).flatMap(([field, messages]) => messages.map((message) => `  ${label(field)}: ${message}`));
  return [text, ...lines].join('\n');
}

/** The terminal text for a refusal of the registry. */
export function refusalText(refusal: ApiRefusal, context: RefusalContext): string {
  if (refusal.key === null) {
    const status = [refusal.status, refusal.statusText].filter(Boolean).join(' ');
    return `the registry at ${context.registryUrl} answered HTTP ${status} with a page that is not the API's (${refusal.message}): is the API behind it running? Check PALPITE_API`;
  }
  // nginx's limit and the API's both answer 413; a release is sent whole, base64-encoded.
  if (refusal.status === 413) {
    return `cannot ${context.action}: the release is larger than the registry takes (60 MB a request, files base64-encoded): nothing was published. Leave out of the build folder what players do not load`;
  }
  const byKey = BY_KEY[refusal.key];
  if (byKey) {
    try {
      return byKey(refusal, context);
    } catch (error) {
      if (!(error instanceof MissingParam)) throw error;
    }
  }
  if (Object.keys(refusal.fieldErrors).length > 0)
    return withFieldLines(`cannot ${context.action}: the registry refused it, nothing was changed:`, refusal, context);
  if (refusal.status >= 500) {
    return `the API failed on ${context.action} (HTTP ${refusal.status}): see the API's log. Check with npm run remote -- list whether anything changed before running it again`;
  }
  return `cannot ${context.action}: ${withoutFinalStop(refusal.message)} (HTTP ${refusal.status})`;
}

/** The terminal text when the registry could not be reached at all. */
export function unreachableText(registryUrl: string, cause: string | null): string {
  return `cannot reach the registry at ${registryUrl}${cause ? ` (${cause})` : ''}: is the API running? Start it (npm start), or point PALPITE_API at it (default http://localhost:$PORT, PORT 8080)`;
}

/** Why a published release did not go live, as the publish answer's `notActivated` says it. */
export function notActivatedText(notActivated: { message_key: string; message: string; translation_params?: Record<string, string | number> }): string {
  const params = notActivated.translation_params ?? {};
  if (notActivated.message_key === 'registry.hostNotBuilt')
    return 'the API has no host build to check it against (build the host where the API runs: npm run build -w host)';
  if (notActivated.message_key === 'registry.incompatibleRelease' && params.problems !== undefined)
    return `it does not fit the host served (${params.problems})`;
  return withoutFinalStop(notActivated.message);
}

/** `rollback --if-active X` while another release is live: the second operator on the same incident. */
export function notActiveText(remote: string, active: string | null, expected: string): string {
  return `${remote} is on ${active ?? 'no release'}, not ${expected}: nothing rolled back (see ${HISTORY(remote)})`;
}
