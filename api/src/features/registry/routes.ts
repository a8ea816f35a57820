import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { matchesNoneMatch } from '../../http/etag.ts';
import { AppError } from '../../http/errors.ts';
import { presentsOpsToken, requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { parseInput } from '../../http/validate.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { translate } from '../../i18n/messages.ts';
import { isSafeReleasePath, normaliseRemoteId, VERSION_PATTERN, type RemoteId } from '../../domain/registry/release.ts';
import type { RegistryService } from './service.ts';

const MAX_RELEASE_BYTES = 60 * 1024 * 1024;

const remoteParams = z.object({ remote: z.string() });

const publishBody = z.object({
  version: z.string({ error: 'registry.versionInvalid' }).regex(VERSION_PATTERN, 'registry.versionInvalid'),
  files: z
    .array(
      z.object({
        path: z.string({ error: 'registry.pathUnsafe' }).refine(isSafeReleasePath, 'registry.pathUnsafe'),
        contentBase64: z.string({ error: 'registry.contentInvalid' }).base64('registry.contentInvalid'),
      }),
      { error: 'registry.filesRequired' },
    )
    .min(1, 'registry.filesRequired')
    .max(2_000, 'registry.tooManyFiles'),
});

const activateBody = z.object({ version: z.string({ error: 'registry.versionInvalid' }).regex(VERSION_PATTERN, 'registry.versionInvalid') });

function remoteFrom(params: unknown): RemoteId {
  const { remote } = parseInput(remoteParams, params);
  const id = normaliseRemoteId(remote);
  if (!id) throw new AppError({ status: 404, key: 'registry.remoteNotFound', message: `unknown remote ${remote}`, params: { remote: remote.slice(0, 40) } });
  return id;
}

/** `If-Match: "3"` → 3. A missing header means "whatever the current revision is". */
function expectedRevision(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  // At most 15 digits: a number past 2^53 would be read as another one (and no revision gets there).
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header.trim());
  if (!match) throw new AppError({ status: 400, key: 'registry.badIfMatch', message: 'If-Match must carry the revision, e.g. "3"' });
  return Number(match[1]);
}

export function registryRoutes(app: FastifyInstance, service: RegistryService, ops: OpsAccess): void {
  app.get('/registry', async (request, reply) => {
    const document = await service.document();
    const etag = `"registry-${document.revision}-${Object.values(document.remotes)
      .map((release) => release.version)
      .join('.')}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return document;
  });

  app.get('/registry/remotes/:remote', async (request, reply) => {
    const detail = await service.remote(remoteFrom(request.params));
    // The answer differs with the token: a cache must not hand the one to the other.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Authorization').header('ETag', `"${detail.revision}"`);
    // Who published is for ops, as in the history: the CLI's default name is the build machine's user@host.
    if (presentsOpsToken(request, ops)) return detail;
    return { ...detail, versions: detail.versions.map(({ publishedBy: _publishedBy, ...version }) => version) };
  });

  app.get('/registry/remotes/:remote/history', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Authorization');
    const history = await service.history(remoteFrom(request.params));
    // Who moved a pointer is for ops: the names are those of people holding ops tokens.
    return { history: presentsOpsToken(request, ops) ? history : history.map(({ actor: _actor, ...entry }) => entry) };
  });

  // A release may be tens of megabytes: the token is checked before the body is read, so that no
  // anonymous caller can make the server buffer and parse that much.
  const opsFirst = { bodyLimit: MAX_RELEASE_BYTES, onRequest: async (request: FastifyRequest) => void requireOps(request, ops) };
  app.post('/registry/remotes/:remote/releases', opsFirst, async (request, reply) => {
    const { actor } = requireOps(request, ops);
    const remote = remoteFrom(request.params);
    const body = parseInput(publishBody, request.body);
    const files = body.files.map((file) => ({ path: file.path, content: Buffer.from(file.contentBase64, 'base64') }));
    const result = await service.publish(remote, body.version, files, actor);
    const { notActivated } = result;
    const language = requestLanguage(request);
    const localised = notActivated
      ? { notActivated: { ...notActivated, message: translate(notActivated.message_key, language, notActivated.translation_params) ?? notActivated.message } }
      : {};
    return reply.code(result.created ? 201 : 200).send({ remote, version: body.version, ...result, ...localised });
  });

  app.post('/registry/remotes/:remote/activate', async (request) => {
    const { actor } = requireOps(request, ops);
    const remote = remoteFrom(request.params);
    const { version } = parseInput(activateBody, request.body);
    return service.activate(remote, version, actor, expectedRevision(request.headers['if-match']));
  });

  app.post('/registry/remotes/:remote/rollback', async (request) => {
    const { actor } = requireOps(request, ops);
    return service.rollback(remoteFrom(request.params), actor, expectedRevision(request.headers['if-match']));
  });
}
