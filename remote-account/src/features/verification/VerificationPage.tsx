import { useState } from 'react';
import { Button, failedCallText, Notice, readApiError, useBalanceChanges, useTranslation } from '@palpite/shared';
import { DOCUMENT_KINDS, type DocumentKind } from '@palpite/shared/contract';
import { AccountPage } from '../../components/AccountPage.tsx';
import { useDocuments } from './api/get-documents.ts';
import { DocumentCard } from './DocumentCard.tsx';
import type { UploadedDocument } from './DocumentUpload.tsx';
import styles from './Verification.module.css';

/** Identity verification: identity, address and payment documents, each with its status (spec §4). */
export function VerificationPage() {
  const { t } = useTranslation('account');
  const documents = useDocuments();
  // Ops review documents while the page is open; the player hears of it as a notification, which is
  // the cue to read the statuses again (a balance change never moves a document).
  useBalanceChanges(documents.reload, ['new-notification']);
  const [success, setSuccess] = useState<(UploadedDocument & { kind: DocumentKind }) | null>(null);
  const state = documents.status;

  return (
    <AccountPage title={t('verification.title')} subtitle={t('verification.subtitle')}>
      {state === 'error' ? (
        <div className={styles.failed}>
          <Notice tone="error">{failedCallText(readApiError(documents.error), t, t('verification.loadFailed'))}</Notice>
          <Button variant="secondary" onClick={documents.reload}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : null}
      <ul className={styles.list}>
        {DOCUMENT_KINDS.map((kind, index) => (
          <DocumentCard
            key={kind}
            kind={kind}
            step={index + 1}
            state={state}
            documents={state === 'ready' ? documents.data.filter((document) => document.kind === kind) : []}
            success={success?.kind === kind ? success : null}
            onUploaded={(uploaded) => {
              setSuccess({ ...uploaded, kind });
              documents.reload();
            }}
            onConflict={documents.reload}
          />
        ))}
      </ul>
    </AccountPage>
  );
}
