import { type BadgeTone, StatusBadge, useTranslation } from '@palpite/shared';
import type { DocumentStatus } from './api/get-documents.ts';

const TONES: Record<DocumentStatus | 'missing', BadgeTone> = { missing: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' };

/** Spec §4 "Verification": not sent, pending review, approved, rejected. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus | 'missing' }) {
  const { t } = useTranslation('account');
  return <StatusBadge tone={TONES[status]}>{t(`verification.statuses.${status}`)}</StatusBadge>;
}
