import { useId } from 'react';
import { Notice, siteJurisdictionAtom, Skeleton, useAtomValue, useTranslation, useDateFormat } from '@palpite/shared';
import type { AccountDocument, DocumentKind } from './api/get-documents.ts';
import { DocumentHistory } from './DocumentHistory.tsx';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import styles from './Verification.module.css';

interface DocumentCardProps {
  kind: DocumentKind;
  step: number;
  /** loading / error: the status is unknown, so nothing can be sent yet. */
  state: 'loading' | 'error' | 'ready';
  /** This kind's uploads, newest first. */
  documents: readonly AccountDocument[];
  /** The upload that just went through, shown in this card. */
  success: string | null;
  onUploaded: (message: string) => void;
  onConflict: () => void;
}

/** One document to send: what it is, where its review stands, and the upload when one is due. */
export function DocumentCard({ kind, step, state, documents, success, onUploaded, onConflict }: DocumentCardProps) {
  const { t } = useTranslation('account');
  const { date } = useDateFormat();
  const id = useId();
  const [latest, ...earlier] = documents;
  const status = latest?.status ?? 'missing';
  const jurisdiction = useAtomValue(siteJurisdictionAtom);
  const canUpload = state !== 'ready' || status === 'missing' || status === 'rejected';
  // Under the br licence deposits come only from the player's own bank account: no card to photograph.
  const description = kind === 'payment' && jurisdiction === 'br' ? 'brText' : 'text';

  return (
    <li className={[styles.card, state === 'ready' ? styles[status] : ''].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {status === 'approved' ? '✓' : step}
        </span>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t(`verification.documents.${kind}.title`)}
          </h2>
          <p className={styles.text}>{t(`verification.documents.${kind}.${description}`)}</p>
        </div>
      </div>
      <dl className={styles.status} aria-busy={state === 'loading'}>
        <dt>{t('verification.status')}</dt>
        <dd>
          {state === 'loading' ? <Skeleton width={112} height={24} radius="var(--radius-pill)" /> : null}
          {state === 'error' ? <span className={styles.unknown}>{t('verification.statusUnknown')}</span> : null}
          {state === 'ready' ? <DocumentStatusBadge status={status} /> : null}
        </dd>
      </dl>
      {success ? (
        <Notice tone="success" autoFocus>
          {success}
        </Notice>
      ) : null}
      {state === 'ready' && latest?.status === 'pending' ? (
        <p className={styles.detail}>
          {t('verification.pendingText', { date: date(latest.uploaded_at) })} {success ? null : t('verification.reviewTime')}
        </p>
      ) : null}
      {state === 'ready' && latest?.status === 'approved' ? (
        <p className={styles.detail}>{t('verification.approvedText', { date: date(latest.reviewed_at ?? latest.uploaded_at) })}</p>
      ) : null}
      {state === 'ready' && latest?.status === 'rejected' ? (
        <div className={styles.rejection}>
          <p className={styles.reasonLabel}>{t('verification.rejectedReason')}</p>
          <p className={styles.reason}>{latest.rejection_reason ?? t('verification.noReason')}</p>
          <p className={styles.support}>{t('verification.contactSupport')}</p>
        </div>
      ) : null}
      {canUpload ? (
        <DocumentUpload kind={kind} again={status === 'rejected'} disabled={state !== 'ready'} onUploaded={onUploaded} onConflict={onConflict} />
      ) : null}
      <DocumentHistory documents={earlier} />
    </li>
  );
}
