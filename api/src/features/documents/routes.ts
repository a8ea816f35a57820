import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_KINDS, isPrintable } from '@palpite/shared/contract';
import type { Authenticator } from '../../auth/authenticator.ts';
import { AppError } from '../../http/errors.ts';
import { requireOps, type OpsAccess } from '../../http/ops-auth.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { successNotice } from '../../i18n/messages.ts';
import { MAX_DOCUMENT_BYTES, type DocumentsService } from './service.ts';

const kindField = z.enum(DOCUMENT_KINDS, { error: 'documents.kindInvalid' });
/**
 * The reason is shown to the player on the verification page: a direction override in it would make
 * it read as something else. It may run to a second line; no other control character is taken.
 */
const isPrintableParagraph = (text: string) => isPrintable(text.replace(/[\r\n]/g, ''));
const reviewBody = z.object({
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(500).refine(isPrintableParagraph, 'validation.fieldInvalid').nullish(),
});
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The client's body could not be read as the upload form (400). */
const malformedUpload = (detail: string) =>
  new AppError({
    status: 400,
    key: 'documents.malformedUpload',
    message: `unreadable multipart body: ${detail}`,
    fieldErrors: { file: ['documents.malformedUpload'] },
  });

/**
 * What reading the multipart body failed with, as an answer. Only a file over the limit is 413: the
 * plugin answers its other limits 413 too, yet a second file is no large upload (422, one file at a
 * time), and more fields or parts than the form has is a body no page sends (400, like anything
 * else the parser threw: no boundary, a body cut off mid-part, a malformed part header).
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError({ status: 413, key: 'documents.tooLarge', message: 'file over 2 MB', fieldErrors: { file: ['documents.tooLarge'] } });
  if (code === 'FST_FILES_LIMIT')
    return new AppError({ status: 422, key: 'documents.oneFileOnly', message: 'more than one file', fieldErrors: { file: ['documents.oneFileOnly'] } });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return malformedUpload(message ?? code);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 413) return error;
  return malformedUpload(message ?? 'unknown');
}

export function documentsRoutes(app: FastifyInstance, deps: { service: DocumentsService; authenticator: Authenticator; ops: OpsAccess }): void {
  const { service, authenticator } = deps;

  app.get('/user/documents', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return { documents: await service.list(user.id) };
  });

  /** multipart/form-data with a `kind` field and a `file`; any other file part is read and discarded. */
  app.post('/user/documents', { config: { acceptsMultipart: true } }, async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    if (!request.isMultipart())
      throw new AppError({ status: 422, key: 'documents.missingFile', message: 'send multipart/form-data', fieldErrors: { file: ['documents.missingFile'] } });
    let kind: string | undefined;
    let content: Buffer | null = null;
    let fileName: string | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 } })) {
        if (part.type === 'field' && part.fieldname === 'kind') kind = String(part.value);
        if (part.type !== 'file') continue;
        if (part.fieldname === 'file') {
          content = await part.toBuffer();
          fileName = part.filename;
        } else {
          // The parser hands over the next part only once this one is read.
          part.file.resume();
          await finished(part.file);
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    const parsedKind = parseInput(z.object({ kind: kindField }), { kind }, 'documents.kindInvalid').kind;
    if (!content) throw new AppError({ status: 422, key: 'documents.missingFile', message: 'no file part', fieldErrors: { file: ['documents.missingFile'] } });
    const document = await service.upload(user.id, parsedKind, content, fileName);
    // The key with the text, as an error answer has it: the page says the notice again in a language picked after it.
    return reply.code(201).send({ success: true, document, ...successNotice('documents.uploaded', requestLanguage(request)) });
  });

  app.get('/ops/documents', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { documents, pendingTotal } = await service.pendingForReview(actor);
    return {
      documents: documents.map((document) => ({ ...document, file_url: `${request.routeOptions.url}/${document.id}/file` })),
      pending_total: pendingTotal,
    };
  });

  /** The stored file, for ops to see what they approve; each read is audited. */
  app.get('/ops/documents/:id/file', async (request, reply) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    const file = await service.openFile(BigInt(id), actor);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file.stream);
  });

  app.post('/ops/documents/:id/review', async (request) => {
    const { actor } = requireOps(request, deps.ops);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(reviewBody, request.body);
    return { document: await service.review(BigInt(id), body.decision, body.reason ?? null, actor) };
  });
}
