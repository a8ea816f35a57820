import { Button, Card, Skeleton, useTranslation } from '@palpite/shared';
import styles from './Security.module.css';

/** Two-factor authentication: whether it is on, and the button to turn it on or off. */
export function TwoFactorCard() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('security.twoFactor.title')} description={t('security.twoFactor.description')} busy>
      <dl className={styles.status}>
        <dt>{t('security.twoFactor.status')}</dt>
        <dd>
          <Skeleton width={96} height={22} radius="var(--radius-pill)" />
        </dd>
      </dl>
      <ol className={styles.steps}>
        {(['app', 'scan', 'code'] as const).map((step) => (
          <li key={step}>{t(`security.twoFactor.steps.${step}`)}</li>
        ))}
      </ol>
      <Button variant="secondary" disabled className={styles.submit}>
        {t('security.twoFactor.enable')}
      </Button>
    </Card>
  );
}
