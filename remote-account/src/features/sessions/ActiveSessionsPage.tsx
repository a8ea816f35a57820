import { Button, SkeletonTable, useTranslation } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import styles from './ActiveSessionsPage.module.css';

const COLUMNS = ['device', 'browser', 'ip', 'created', 'lastActive', 'current', 'actions'] as const;

/** Where the account is logged in; end one session or all the others. */
export function ActiveSessionsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('activeSessions.title')} subtitle={t('activeSessions.subtitle')}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{t('activeSessions.note')}</p>
        {/* Enabled once the sessions have loaded (sessions feature). */}
        <Button variant="secondary" disabled>
          {t('activeSessions.endOthers')}
        </Button>
      </div>
      <SkeletonTable caption={t('activeSessions.tableCaption')} columns={COLUMNS.map((key) => ({ key, label: t(`activeSessions.columns.${key}`) }))} rows={4} />
    </AccountPage>
  );
}
