import { Card, Skeleton, useTranslation } from '@palpite/shared';
import styles from './Dashboard.module.css';

/** Who is logged in: avatar, full name, verified badge, email. */
export function ProfileSummary() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('dashboard.profile')} busy>
      <div className={styles.profile}>
        <Skeleton width={64} height={64} radius="50%" />
        <div className={styles.identity}>
          <Skeleton width="60%" height={20} />
          <Skeleton width="80%" height={14} />
          <Skeleton width={88} height={22} radius="var(--radius-pill)" />
        </div>
      </div>
    </Card>
  );
}
