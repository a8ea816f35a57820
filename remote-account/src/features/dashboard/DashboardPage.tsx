import { LayoutSkeleton, useTranslation, useUser } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import { BalanceCards } from './BalanceCards.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import styles from './Dashboard.module.css';

/** The account's general tab: profile, balances, shortcuts and the profile form. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  return (
    <AccountPage title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
      <div className={styles.grid}>
        <ProfileSummary />
        <BalanceCards />
        <div className={styles.wide}>
          <QuickLinks />
        </div>
        <div className={styles.wide}>
          {user ? (
            // A new player (after a re-login) starts from their own saved values.
            <ProfileForm key={user.id} user={user} />
          ) : (
            <div aria-busy="true">
              <LayoutSkeleton layout="form" count={5} />
            </div>
          )}
        </div>
      </div>
    </AccountPage>
  );
}
