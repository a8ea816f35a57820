import { Page, Skeleton, useTranslation } from '@palpite/shared';
import styles from './PromoSportsPage.module.css';

/** Sports promotions: one card per campaign. */
export function PromoSportsPage({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('sports');
  return (
    <Page title={t('promoSports.title')} subtitle={t('promoSports.subtitle')}>
      <ul className={styles.grid} aria-label={t('promoSports.listLabel')} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton height="auto" radius="0" className={styles.banner} />
            <div className={styles.body}>
              <Skeleton width="35%" height={12} />
              <Skeleton width="80%" height={20} />
              <Skeleton height={14} />
              <Skeleton width="55%" height={14} />
              <Skeleton width={120} height={40} />
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
