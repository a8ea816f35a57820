import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Page, paths, routePath, Skeleton, ToggleChips, useTranslation } from '@palpite/shared';
import styles from './PromotionsPage.module.css';

const AUDIENCES = ['all', 'casino', 'sports'] as const;
type Audience = (typeof AUDIENCES)[number];

function PromotionSkeleton() {
  return (
    <li className={styles.card}>
      <Skeleton height="auto" radius="0" className={styles.banner} />
      <div className={styles.body}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="85%" height={20} />
        <Skeleton height={14} />
        <Skeleton width="60%" height={14} />
        <Skeleton width={120} height={40} />
      </div>
    </li>
  );
}

/** The casino's promotions: the welcome offer first, then the current campaigns. */
export function PromotionsPage() {
  const { t } = useTranslation('casino');
  const [audience, setAudience] = useState<Audience>('all');

  return (
    <Page title={t('promotion.title')} subtitle={t('promotion.subtitle')}>
      <ToggleChips
        label={t('promotion.filtersLabel')}
        options={AUDIENCES.map((option) => ({ value: option, label: t(`promotion.audiences.${option}`) }))}
        value={audience}
        onChange={setAudience}
      />
      <ul className={styles.grid} aria-label={t('promotion.listLabel')} aria-busy="true">
        <li className={[styles.card, styles.featured].join(' ')}>
          <div className={styles.featuredBanner} aria-hidden="true">
            <span>%</span>
          </div>
          <div className={styles.body}>
            <p className={styles.tag}>{t('welcome.eyebrow')}</p>
            <h2 className={styles.cardTitle}>{t('welcome.offer')}</h2>
            <p className={styles.text}>{t('welcome.details')}</p>
            <div className={styles.actions}>
              <Link to={paths.wallet()} className={buttonClassName('gold')}>
                {t('welcome.cta')}
              </Link>
              <Link to={routePath('bonusterm')} className={styles.more}>
                {t('welcome.terms')}
              </Link>
            </div>
          </div>
        </li>
        {Array.from({ length: 5 }, (_, index) => (
          <PromotionSkeleton key={index} />
        ))}
      </ul>
    </Page>
  );
}
