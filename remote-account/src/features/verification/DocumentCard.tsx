import { type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { Notice, siteJurisdictionAtom, Skeleton, useAtomValue, useTranslation, useDateFormat } from '@palpite/shared';
import type { AccountDocument, DocumentKind } from './api/get-documents.ts';
import { DocumentHistory } from './DocumentHistory.tsx';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import { DocumentUpload, type UploadedDocument } from './DocumentUpload.tsx';
import { serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import styles from './Verification.module.css';

interface DocumentCardProps {
  kind: DocumentKind;
  step: number;
  /** loading / error: the status is unknown, so nothing can be sent yet. */
  state: 'loading' | 'error' | 'ready';
  /** This kind's uploads, newest first. */
  documents: readonly AccountDocument[];
  /** The upload that just went through, shown in this card while it waits for review. */
  success: UploadedDocument | null;
  onUploaded: (uploaded: UploadedDocument) => void;
  onConflict: () => void;
}

/** One document to send: what it is, where its review stands, and the upload when one is due. */
export function DocumentCard({ kind, step, state, documents, success, onUploaded, onConflict }: DocumentCardProps) {
  const { t } = useTranslation('account');
  const { date } = useDateFormat();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [latest, ...earlier] = documents;
  const notice = uploadNotice(success, documents);
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
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
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
      {notice === null ? null : <UploadNotice message={notice} focusOnLeave={headingRef} />}
      {state === 'ready' && latest?.status === 'pending' ? (
        <p className={styles.detail}>
          {t('verification.pendingText', { date: date(latest.uploaded_at) })} {notice === null ? t('verification.reviewTime') : null}
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
        <DocumentUpload
          kind={kind}
          headingId={`${id}-title`}
          again={status === 'rejected'}
          disabled={state !== 'ready'}
          onUploaded={onUploaded}
          onConflict={onConflict}
        />
      ) : null}
      <DocumentHistory documents={earlier} />
    </li>
  );
}

/**
 * The notice belongs to the upload that produced it: shown until the list has that document (it
 * reloads after the upload) and while it waits for review; once reviewed, the card says the outcome.
 */
function uploadNotice(success: UploadedDocument | null, documents: readonly AccountDocument[]): ServerMessage | null {
  if (success === null) return null;
  const uploaded = documents.find((document) => document.id === success.documentId);
  return uploaded === undefined || uploaded.status === 'pending' ? success.message : null;
}

/**
 * The notice takes the focus from the send button, which leaves with the upload. A review can take
 * the notice away while it still holds the focus: the card's heading gets it then, not the page.
 */
function UploadNotice({ message, focusOnLeave }: { message: ServerMessage; focusOnLeave: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const heading = focusOnLeave.current;
    // A layout cleanup runs while the notice is still in the page, before React takes it out.
    return () => {
      if (box?.contains(document.activeElement)) heading?.focus();
    };
  }, [focusOnLeave]);
  return (
    <div ref={ref}>
      <Notice tone="success" autoFocus>
        {serverMessageText(t, message)}
      </Notice>
    </div>
  );
}
