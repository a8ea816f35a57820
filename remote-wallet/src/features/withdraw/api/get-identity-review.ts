import { api } from '@palpite/shared';
import type { DocumentKind, DocumentStatus } from '@palpite/shared/contract';
import { useResource } from '../../../lib/use-resource.ts';

/** The part of `GET /user/documents` the withdraw page reads (the verification page has the rest). */
interface UploadedDocument {
  kind: DocumentKind;
  status: DocumentStatus;
}

/**
 * Whether the player's latest identity document waits for ops (`GET /user/documents`, newest
 * first): then there is nothing to upload, only to wait. A rejected or missing one means upload.
 */
export async function getIdentityUnderReview(): Promise<boolean> {
  const { documents } = await api.get('user/documents').json<{ documents: UploadedDocument[] }>();
  return documents.find((document) => document.kind === 'identity')?.status === 'pending';
}

export function useIdentityUnderReview() {
  return useResource(getIdentityUnderReview);
}
