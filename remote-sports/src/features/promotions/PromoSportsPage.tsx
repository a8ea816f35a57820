import { Link } from 'react-router-dom';
import { buttonClassName, Page, paths, PromotionList, Skeleton, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import styles from './PromoSportsPage.module.css';

/** Promotion cards while campaigns load (kept for when the promotions API arrives). */
export function PromoSportsSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy="true">
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
  );
}

/** Sports promotions from the API with their offers and opt-in (SDK); when none runs, where the action is. */
export function PromoSportsPage() {
  const { t } = useTranslation('sports');
  const empty = (
    <EmptyState
      title={t('promoSports.none')}
      hint={t('promoSports.noneHint')}
      action={
        <div className={styles.actions}>
          <Link to={paths.sports()} className={buttonClassName('primary')}>
            {t('promoSports.toSports')}
          </Link>
          <Link to={paths.liveBets()} className={buttonClassName('secondary')}>
            {t('promoSports.toLive')}
          </Link>
        </div>
      }
    />
  );
  return (
    <Page title={t('promoSports.title')} subtitle={t('promoSports.subtitle')}>
      <PromotionList product="sports" label={t('promoSports.listLabel')} empty={empty} />
    </Page>
  );
}
