/**
 * Identity verification documents (kinds identity, address, payment): JPEG/PNG only, judged by
 * content, at most 2 MB, stored outside the web root. pending review → approved or rejected; a
 * rejected kind can be uploaded again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentKind } from '@palpite/shared/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { detectImageType, extensionOf } from './image-check.ts';

export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

export interface DocumentsDeps {
  db: Database;
  uploadsDir: string;
  now: () => Date;
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

const COLUMNS = 'id, user_id, kind, status, mime_type, size_bytes, original_name, uploaded_at, reviewed_at, rejection_reason';

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, now } = deps;

  return {
    async list(userId: bigint) {
      const result = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE user_id = $1 ORDER BY uploaded_at DESC, id DESC`, [userId]);
      return result.rows.map(view);
    },

    async upload(userId: bigint, kind: DocumentKind, content: Buffer, originalName: string | null) {
      if (content.length === 0)
        throw new AppError({ status: 422, key: 'documents.missingFile', message: 'empty file', fieldErrors: { file: ['documents.missingFile'] } });
      if (content.length > MAX_DOCUMENT_BYTES)
        throw new AppError({ status: 413, key: 'documents.tooLarge', message: 'file over 2 MB', fieldErrors: { file: ['documents.tooLarge'] } });
      const type = detectImageType(content);
      if (!type)
        throw new AppError({ status: 422, key: 'documents.invalidType', message: 'not a JPEG or PNG image', fieldErrors: { file: ['documents.invalidType'] } });

      const storageKey = join(String(userId), `${randomUUID()}.${extensionOf(type)}`);
      const path = join(deps.uploadsDir, storageKey);
      await mkdir(join(deps.uploadsDir, String(userId)), { recursive: true });
      await writeFile(path, content, { mode: 0o600 });
      try {
        return await db.transaction(async (tx) => {
          const live = await tx.query<{ status: string }>(
            "SELECT status FROM identity_documents WHERE user_id = $1 AND kind = $2 AND status IN ('pending', 'approved') FOR UPDATE",
            [userId, kind],
          );
          const existing = live.rows[0]?.status;
          if (existing === 'pending')
            throw new AppError({ status: 409, key: 'documents.alreadyPending', message: 'a document of this kind is pending review' });
          if (existing === 'approved') throw new AppError({ status: 409, key: 'documents.alreadyApproved', message: 'a document of this kind is approved' });
          const inserted = await tx.query<DocumentRow>(
            `INSERT INTO identity_documents (user_id, kind, status, storage_key, mime_type, size_bytes, sha256, original_name, uploaded_at)
             VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
            [userId, kind, storageKey, type, content.length, createHash('sha256').update(content).digest('hex'), originalName?.slice(0, 200) ?? null, now()],
          );
          return view(inserted.rows[0]!);
        });
      } catch (error) {
        // Nothing was recorded: do not leave an orphan file behind.
        await rm(path, { force: true });
        throw error;
      }
    },

    async pendingForReview(limit = 100) {
      const result = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE status = 'pending' ORDER BY uploaded_at LIMIT $1`, [limit]);
      return result.rows.map((row) => ({ ...view(row), user_id: Number(row.user_id) }));
    },

    async review(documentId: bigint, decision: 'approved' | 'rejected', reason: string | null, actor: string) {
      return db.transaction(async (tx) => {
        const result = await tx.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE id = $1 FOR UPDATE`, [documentId]);
        const document = result.rows[0];
        if (!document) throw new AppError({ status: 404, key: 'documents.notFound', message: 'no such document' });
        if (document.status !== 'pending') throw new AppError({ status: 409, key: 'documents.alreadyReviewed', message: `document is ${document.status}` });
        const updated = await tx.query<DocumentRow>(
          `UPDATE identity_documents SET status = $2, reviewed_at = $3, reviewed_by = $4, rejection_reason = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
          [documentId, decision, now(), actor, decision === 'rejected' ? (reason ?? 'rejected') : null],
        );
        await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
          actor,
          `document.${decision}`,
          `document:${documentId}`,
          JSON.stringify({ user_id: String(document.user_id), kind: document.kind, reason }),
        ]);
        return view(updated.rows[0]!);
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
