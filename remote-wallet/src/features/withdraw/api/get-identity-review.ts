import { api } from '@palpite/shared';
import type { DocumentKind, DocumentStatus } from '@palpite/shared/contract';
import { useResource } from '../../../lib/use-resource.ts';

/** The part of `GET /user/documents` the withdraw page reads (the verification page has the rest). */
interface UploadedDocument {
  kind: DocumentKind;
  status: DocumentStatus;
  rejection_reason: string | null;
}

/** Where the player's identity check stands, by their latest identity document. */
export type IdentityReview = { state: 'none' } | { state: 'pending' } | { state: 'rejected'; reason: string | null };

/**
 * The player's latest identity document (`GET /user/documents`, newest first): one waiting for ops
 * leaves nothing to upload, only to wait; a rejected one is re-uploaded knowing why; none, upload.
 */
export async function getIdentityReview(): Promise<IdentityReview> {
  const { documents } = await api.get('user/documents').json<{ documents: UploadedDocument[] }>();
  const latest = documents.find((document) => document.kind === 'identity');
  if (latest?.status === 'pending') return { state: 'pending' };
  if (latest?.status === 'rejected') return { state: 'rejected', reason: latest.rejection_reason };
  return { state: 'none' };
}

export function useIdentityReview() {
  return useResource(getIdentityReview);
}
