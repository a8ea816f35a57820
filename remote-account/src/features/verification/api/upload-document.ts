import { api, type TextParams } from '@palpite/shared';
import type { AccountDocument, DocumentKind } from './get-documents.ts';

export interface UploadDocumentRequest {
  kind: DocumentKind;
  file: File;
}

export interface UploadDocumentResponse {
  document: AccountDocument;
  /** The notice's `common` key and values: `message` is its text in the language the request went in. */
  message_key: string;
  translation_params?: TextParams;
  message: string;
}

/**
 * `POST /user/documents` as multipart/form-data (`kind`, `file`): 201 with the pending document;
 * 409 when one of that kind is pending or approved; 413/422 with errors.file for the file itself.
 */
export function uploadDocument({ kind, file }: UploadDocumentRequest): Promise<UploadDocumentResponse> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return api.post('user/documents', { body }).json<UploadDocumentResponse>();
}
