import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  apiErrorText,
  Notice,
  siteJurisdictionAtom,
  Skeleton,
  useAtomValue,
  useTranslation,
  useDateFormat,
  type ApiErrorView,
  type FormAlertTone,
} from '@palpite/shared';
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
  /** An upload was refused because the list here is out of date: reload it. */
  onConflict: () => void;
}

/** The server's refusal of an upload from an out-of-date list, and the newest upload the list had then. */
interface StaleRefusal {
  view: ApiErrorView;
  latestIdThen: number | null;
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
  const [refusal, setRefusal] = useState<StaleRefusal | null>(null);
  // Once moot it is forgotten, so that a later upload from elsewhere does not bring it back.
  if (refusal !== null && !refusalStands(refusal, state, latest)) setRefusal(null);
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
      {refusal === null ? null : (
        <CardNotice tone="error" focusOnLeave={headingRef}>
          {apiErrorText(refusal.view, t) ?? t(refusal.view.fallbackKey, { ns: 'common' })}
        </CardNotice>
      )}
      {notice === null ? null : (
        <CardNotice tone="success" focusOnLeave={headingRef}>
          {serverMessageText(t, notice)}
        </CardNotice>
      )}
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
          onUploaded={(uploaded) => {
            setRefusal(null);
            onUploaded(uploaded);
          }}
          onConflict={(view) => {
            setRefusal({ view, latestIdThen: latest?.id ?? null });
            onConflict();
          }}
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
 * A refusal because another tab sent this kind meanwhile stands while the list has not changed
 * since (its reload is on the way) and while the kind is not due again; a review that rejects the
 * upload from the other tab makes it moot.
 */
function refusalStands(refusal: StaleRefusal, state: DocumentCardProps['state'], latest: AccountDocument | undefined): boolean {
  if (state !== 'ready' || (latest?.id ?? null) === refusal.latestIdThen) return true;
  return latest?.status === 'pending' || latest?.status === 'approved';
}

/**
 * The notice takes the focus from the send button, which leaves with the upload (or with the
 * reload after a refusal). A review can take the notice away while it still holds the focus: the
 * card's heading gets it then, not the page.
 */
function CardNotice({ tone, children, focusOnLeave }: { tone: FormAlertTone; children: ReactNode; focusOnLeave: RefObject<HTMLHeadingElement | null> }) {
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
      <Notice tone={tone} autoFocus>
        {children}
      </Notice>
    </div>
  );
}
