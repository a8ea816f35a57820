import { useTranslation } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import { DOCUMENT_KINDS, DocumentCard } from './DocumentCard.tsx';
import styles from './Verification.module.css';

/** Identity verification: identity, address and payment documents, each with its status. */
export function VerificationPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('verification.title')} subtitle={t('verification.subtitle')}>
      <ul className={styles.list}>
        {DOCUMENT_KINDS.map((kind, index) => (
          <DocumentCard key={kind} kind={kind} step={index + 1} />
        ))}
      </ul>
    </AccountPage>
  );
}
