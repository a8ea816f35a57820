import { useTranslation } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import { BalanceCards } from './BalanceCards.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import styles from './Dashboard.module.css';

/** The account's general tab: profile, balances and quick links. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
      <div className={styles.grid}>
        <ProfileSummary />
        <BalanceCards />
        <div className={styles.wide}>
          <QuickLinks />
        </div>
      </div>
    </AccountPage>
  );
}
