import { useId } from 'react';
import { Skeleton, useTranslation } from '@palpite/shared';
import styles from './Verification.module.css';

/** Document kinds for verification (spec §3). */
export const DOCUMENT_KINDS = ['identity', 'address', 'payment'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One document to send: what it is, its review status, and the upload area (spec §5: JPEG/PNG, 2 MB). */
export function DocumentCard({ kind, step }: { kind: DocumentKind; step: number }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {step}
        </span>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t(`verification.documents.${kind}.title`)}
          </h2>
          <p className={styles.text}>{t(`verification.documents.${kind}.text`)}</p>
        </div>
      </div>
      <dl className={styles.status} aria-busy="true">
        <dt>{t('verification.status')}</dt>
        <dd>
          <Skeleton width={112} height={22} radius="var(--radius-pill)" />
        </dd>
      </dl>
      {/* Enabled once the document's status is known (verification feature). */}
      <label htmlFor={`${id}-file`} className={styles.dropzone}>
        <span className={styles.dropTitle}>{t('verification.upload')}</span>
        <span id={`${id}-hint`} className={styles.hint}>
          {t('verification.formats')}
        </span>
        <input id={`${id}-file`} type="file" accept="image/jpeg,image/png" disabled aria-describedby={`${id}-hint`} className={styles.file} />
      </label>
    </li>
  );
}
