import { Link } from 'react-router-dom';
import { buttonClassName, Page, paths, PromotionList, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import styles from './PromoSportsPage.module.css';

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
