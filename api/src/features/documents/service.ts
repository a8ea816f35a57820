/**
 * Identity verification documents (kinds identity, address, payment): JPEG/PNG only, judged by
 * content, at most 2 MB and `MAX_IMAGE_SIDE` pixels a side, stored outside the web root under
 * `<user id>/<uuid>.<jpg|png>`. pending review → approved or rejected; a rejected kind can be
 * uploaded again. Ops read the stored file through `openFile`, which follows only a key of that
 * shape and records each read in the ops audit log.
 */
import { createHash, randomUUID } from 'node:crypto';
import { constants, type ReadStream } from 'node:fs';
import { mkdir, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { DocumentKind } from '@palpite/shared/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { notifyPlayer } from '../../notify/player-notifications.ts';
import { extensionOf, inspectImage, MAX_IMAGE_SIDE, SMALLEST_IMAGE_BYTES, startsLikeImage, type ImageType } from './image-check.ts';

export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** The longest original file name kept (characters). */
const MAX_FILE_NAME_LENGTH = 200;
/** Control and format characters (NUL, line breaks, bidi overrides that disguise an extension) and lone surrogates. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;
/** What `upload` writes: the owner's id, a random UUID and the extension of the detected type. */
const STORAGE_KEY = /^(\d{1,19})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** A refusal of the file itself, its message repeated under the form's file field. */
const fileRefused = (status: 413 | 422, key: string, message: string) => new AppError({ status, key, message, fieldErrors: { file: [key] } });

/**
 * Why bytes that are no whole JPEG or PNG are refused, each with its own message: none at all,
 * too few to be any image, an image damaged or cut off, or another kind of file. Only a file
 * over the limit is "too large" (413).
 */
function notAnImage(content: Buffer): AppError {
  if (content.length === 0) return fileRefused(422, 'documents.emptyFile', 'empty file');
  if (content.length < SMALLEST_IMAGE_BYTES) return fileRefused(422, 'documents.tooSmall', `file of ${content.length} bytes`);
  if (startsLikeImage(content)) return fileRefused(422, 'documents.unreadableImage', 'JPEG or PNG damaged or cut off');
  return fileRefused(422, 'documents.invalidType', 'not a JPEG or PNG image');
}

/** The name the player's device gave the file, without characters that cannot be shown or stored; null if none is left. */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = Array.from(name.replace(UNPRINTABLE, '')).slice(0, MAX_FILE_NAME_LENGTH).join('').trim();
  return cleaned === '' ? null : cleaned;
}

async function audit(tx: Queryable, entry: { actor: string; action: string; subject: string; detail: Record<string, unknown> }): Promise<void> {
  await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
    entry.actor,
    entry.action,
    entry.subject,
    JSON.stringify(entry.detail),
  ]);
}

/** A stored file opened for reading, with what the answer needs to describe it. */
export interface OpenedDocumentFile {
  stream: ReadStream;
  size: number;
  mimeType: ImageType;
  /** A name made of the document's id and its type's extension, never the player's. */
  fileName: string;
}

export interface DocumentsDeps {
  db: Database;
  uploadsDir: string;
  now: () => Date;
}

interface ReviewRow extends DocumentRow {
  sha256: string;
  first_name: string;
  last_name: string;
  email: string;
  cpf: string | null;
  birthdate: string | null;
}

interface DocumentRow {
  id: bigint;
  user_id: bigint;
  kind: DocumentKind;
  status: 'pending' | 'approved' | 'rejected';
  mime_type: string;
  size_bytes: number;
  original_name: string | null;
  uploaded_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
}

function view(row: DocumentRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    file_name: row.original_name,
    uploaded_at: row.uploaded_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    rejection_reason: row.rejection_reason,
  };
}

/**
 * The player hears of the review at once (notification and realtime event, in the review's
 * transaction), as of a withdrawal decision: the upload promised an answer within 72 hours. The
 * document's kind picks the text naming it (i18next's context: `documentApproved_identity`); a
 * rejection without a reason has texts of its own (`documentRejected_identity_noReason`), not an
 * empty "Reason:".
 */
async function notifyReview(tx: Queryable, document: DocumentRow): Promise<void> {
  if (document.status === 'approved') return notifyPlayer(tx, document.user_id, 'notifications.documentApproved', { context: document.kind });
  const reason = document.rejection_reason;
  const params: Record<string, string> = reason === null ? { context: `${document.kind}_noReason` } : { context: document.kind, reason };
  await notifyPlayer(tx, document.user_id, 'notifications.documentRejected', params);
}

const COLUMNS = 'id, user_id, kind, status, mime_type, size_bytes, original_name, uploaded_at, reviewed_at, rejection_reason';
const REVIEW_COLUMNS = COLUMNS.split(', ')
  .map((column) => `d.${column}`)
  .join(', ');

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, now } = deps;

  return {
    async list(userId: bigint) {
      const result = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE user_id = $1 ORDER BY uploaded_at DESC, id DESC`, [userId]);
      return result.rows.map(view);
    },

    async upload(userId: bigint, kind: DocumentKind, content: Buffer, originalName: string | null) {
      if (content.length > MAX_DOCUMENT_BYTES) throw fileRefused(413, 'documents.tooLarge', 'file over 2 MB');
      const image = inspectImage(content);
      if (!image) throw notAnImage(content);
      if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE)
        throw new AppError({
          status: 422,
          key: 'documents.imageTooLarge',
          message: `image of ${image.width}×${image.height} pixels`,
          params: { max: MAX_IMAGE_SIDE },
          fieldErrors: { file: ['documents.imageTooLarge'] },
        });
      const { type } = image;
      const storageKey = join(String(userId), `${randomUUID()}.${extensionOf(type)}`);
      const path = join(deps.uploadsDir, storageKey);
      await mkdir(join(deps.uploadsDir, String(userId)), { recursive: true });
      await writeFile(path, content, { mode: 0o600 });
      try {
        return await db.transaction(async (tx) => {
          // Uploads of a kind by one player take turns: with no live row there is nothing for a row
          // lock to hold, and two at once would both insert (the second refused by the unique index).
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity-documents:${userId}:${kind}`]);
          const live = await tx.query<{ status: string }>(
            "SELECT status FROM identity_documents WHERE user_id = $1 AND kind = $2 AND status IN ('pending', 'approved')",
            [userId, kind],
          );
          const existing = live.rows[0]?.status;
          if (existing === 'pending')
            throw new AppError({ status: 409, key: 'documents.alreadyPending', message: 'a document of this kind is pending review' });
          if (existing === 'approved') throw new AppError({ status: 409, key: 'documents.alreadyApproved', message: 'a document of this kind is approved' });
          const inserted = await tx.query<DocumentRow>(
            `INSERT INTO identity_documents (user_id, kind, status, storage_key, mime_type, size_bytes, sha256, original_name, uploaded_at)
             VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
            [userId, kind, storageKey, type, content.length, createHash('sha256').update(content).digest('hex'), cleanFileName(originalName), now()],
          );
          return view(inserted.rows[0]!);
        });
      } catch (error) {
        // Nothing was recorded: do not leave an orphan file behind.
        await rm(path, { force: true });
        throw error;
      }
    },

    /**
     * The review queue, oldest first, with what identifies each document and its player, and how
     * many are waiting in all (the queue shows at most `limit`); reading it is audited.
     */
    async pendingForReview(actor: string, limit = 100) {
      const result = await db.query<ReviewRow & { pending_total: string }>(
        `SELECT ${REVIEW_COLUMNS}, d.sha256, u.first_name, u.last_name, u.email, u.cpf, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate,
                count(*) OVER () AS pending_total
         FROM identity_documents d JOIN users u ON u.id = d.user_id
         WHERE d.status = 'pending' ORDER BY d.uploaded_at, d.id LIMIT $1`,
        [limit],
      );
      if (result.rows.length > 0)
        await audit(db, { actor, action: 'document.list', subject: 'documents:pending', detail: { ids: result.rows.map((row) => String(row.id)) } });
      const documents = result.rows.map((row) => ({
        ...view(row),
        user_id: Number(row.user_id),
        sha256: row.sha256,
        user: { id: Number(row.user_id), first_name: row.first_name, last_name: row.last_name, email: row.email, cpf: row.cpf, birthdate: row.birthdate },
      }));
      return { documents, pendingTotal: Number(result.rows[0]?.pending_total ?? 0) };
    },

    /**
     * Opens a document's stored file for ops and records the read. The path comes only from a
     * storage key of the shape `upload` writes, in the owner's folder, and must be a regular
     * file reached without a symbolic link; anything else is answered as not found.
     */
    async openFile(documentId: bigint, actor: string): Promise<OpenedDocumentFile> {
      const result = await db.query<{ user_id: bigint; kind: DocumentKind; mime_type: ImageType; storage_key: string }>(
        'SELECT user_id, kind, mime_type, storage_key FROM identity_documents WHERE id = $1',
        [documentId],
      );
      const document = result.rows[0];
      if (!document) throw new AppError({ status: 404, key: 'documents.notFound', message: 'no such document' });
      const missing = () => new AppError({ status: 404, key: 'documents.notFound', message: `document ${documentId}: its stored file is missing` });
      const key = STORAGE_KEY.exec(document.storage_key);
      if (!key || key[1] !== String(document.user_id) || key[2] !== extensionOf(document.mime_type)) throw missing();
      const root = resolve(deps.uploadsDir);
      const path = resolve(root, document.storage_key);
      if (!path.startsWith(root + sep)) throw missing();
      let handle: FileHandle;
      try {
        handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      } catch {
        throw missing();
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) throw missing();
        await audit(db, {
          actor,
          action: 'document.file.view',
          subject: `document:${documentId}`,
          detail: { user_id: String(document.user_id), kind: document.kind },
        });
        return {
          stream: handle.createReadStream(),
          size: stats.size,
          mimeType: document.mime_type,
          fileName: `document-${documentId}.${extensionOf(document.mime_type)}`,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    /** A rejection without a reason stores none: the player's view shows its own translated default. */
    async review(documentId: bigint, decision: 'approved' | 'rejected', givenReason: string | null, actor: string) {
      const reason = givenReason?.trim() || null;
      return db.transaction(async (tx) => {
        const result = await tx.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE id = $1 FOR UPDATE`, [documentId]);
        const document = result.rows[0];
        if (!document) throw new AppError({ status: 404, key: 'documents.notFound', message: 'no such document' });
        if (document.status !== 'pending') throw new AppError({ status: 409, key: 'documents.alreadyReviewed', message: `document is ${document.status}` });
        const updated = await tx.query<DocumentRow>(
          `UPDATE identity_documents SET status = $2, reviewed_at = $3, reviewed_by = $4, rejection_reason = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
          [documentId, decision, now(), actor, decision === 'rejected' ? reason : null],
        );
        const reviewed = updated.rows[0]!;
        await notifyReview(tx, reviewed);
        await audit(tx, {
          actor,
          action: `document.${decision}`,
          subject: `document:${documentId}`,
          detail: { user_id: String(document.user_id), kind: document.kind, reason },
        });
        return view(reviewed);
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
