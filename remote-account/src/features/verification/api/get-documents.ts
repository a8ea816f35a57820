import { api } from '@palpite/shared';
import type { DocumentKind, DocumentStatus } from '@palpite/shared/contract';
import { useResource } from '../../../lib/use-resource.ts';

export type { DocumentKind, DocumentStatus };

/** One uploaded verification document. Dates are ISO 8601. */
export interface AccountDocument {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  file_name: string | null;
  size_bytes: number;
  uploaded_at: string;
  reviewed_at: string | null;
  /** Why ops refused it; set when `status` is rejected. */
  rejection_reason: string | null;
}

export interface DocumentsResponse {
  documents: AccountDocument[];
}

/** `GET /user/documents`: every upload of the player, newest first. */
export async function getDocuments(): Promise<AccountDocument[]> {
  const { documents } = await api.get('user/documents').json<DocumentsResponse>();
  return documents;
}

/** The documents for a component; `reload()` after an upload. */
export function useDocuments() {
  return useResource(getDocuments);
}
