import { Card, initialsOf, Skeleton, useTranslation, useUser, useDateFormat } from '@palpite/shared';
import { EmailVerification } from './EmailVerification.tsx';
import styles from './Dashboard.module.css';

/** Who is logged in: avatar or initials, full name, email and whether it is verified. */
export function ProfileSummary() {
  const { t, i18n } = useTranslation('account');
  const { date } = useDateFormat();
  const user = useUser();
  if (!user) {
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
  const since = user.created_at;
  return (
    <Card title={t('dashboard.profile')}>
      <div className={styles.profile}>
        {user.avatar ? (
          <img className={styles.avatar} src={user.avatar} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user.first_name, i18n.language)}
          </span>
        )}
        <div className={styles.identity}>
          <p className={styles.name}>{`${user.first_name} ${user.last_name}`.trim()}</p>
          <p className={styles.email} title={user.email}>
            {user.email}
          </p>
          {since ? <p className={styles.since}>{t('dashboard.memberSince', { date: date(since) })}</p> : null}
        </div>
      </div>
      <EmailVerification verified={user.email_verified} />
    </Card>
  );
}
