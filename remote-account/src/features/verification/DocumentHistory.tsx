import { useTranslation, useDateFormat } from '@palpite/shared';
import type { AccountDocument } from './api/get-documents.ts';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import styles from './Verification.module.css';

/** Earlier uploads of one kind, folded away: date, file, outcome and the reason of a refusal. */
export function DocumentHistory({ documents }: { documents: readonly AccountDocument[] }) {
  const { t } = useTranslation('account');
  const { date } = useDateFormat();
  if (documents.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>{t('verification.history', { count: documents.length })}</summary>
      <ul className={styles.historyList}>
        {documents.map((document) => (
          <li key={document.id} className={styles.historyItem}>
            <span className={styles.historyMain}>
              <time dateTime={document.uploaded_at} className="tabular">
                {date(document.uploaded_at)}
              </time>
              <span className={styles.historyFile}>{document.file_name ?? t('verification.unnamedFile')}</span>
            </span>
            <DocumentStatusBadge status={document.status} />
            {document.rejection_reason ? <span className={styles.historyReason}>{document.rejection_reason}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
