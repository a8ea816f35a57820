import { useTranslation } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import styles from './Security.module.css';

/** The security tab: change password and two-factor authentication. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('security.title')} subtitle={t('security.subtitle')}>
      <div className={styles.grid}>
        <ChangePasswordForm />
        <TwoFactorCard />
      </div>
    </AccountPage>
  );
}
