import { useState } from 'react';
import { Page, Section, Skeleton, ToggleChips, useTranslation } from '@palpite/shared';
import { SupportCard } from './SupportCard.tsx';
import styles from './LivePage.module.css';

const TABLE_KINDS = ['all', 'roulette', 'blackjack', 'baccarat', 'gameShows'] as const;
type TableKind = (typeof TABLE_KINDS)[number];

function LiveTableSkeleton() {
  const { t } = useTranslation('casino');
  return (
    <li className={styles.table}>
      <div className={styles.media}>
        <Skeleton height="100%" radius="0" />
        <span className={styles.badge}>{t('live.liveBadge')}</span>
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height={16} />
        <Skeleton width="50%" height={12} />
        <div className={styles.meta}>
          <Skeleton width={72} height={12} />
          <Skeleton width={48} height={12} />
        </div>
      </div>
    </li>
  );
}

/** Live casino: tables with real dealers, and the way to reach live support. */
export function LivePage() {
  const { t } = useTranslation('casino');
  const [kind, setKind] = useState<TableKind>('all');
  return (
    <Page title={t('live.title')} subtitle={t('live.subtitle')}>
      <SupportCard />
      <Section title={t('live.tables')} busy>
        <ToggleChips
          label={t('live.filtersLabel')}
          options={TABLE_KINDS.map((option) => ({ value: option, label: t(`live.kinds.${option}`) }))}
          value={kind}
          onChange={setKind}
        />
        <ul className={styles.grid}>
          {Array.from({ length: 8 }, (_, index) => (
            <LiveTableSkeleton key={index} />
          ))}
        </ul>
      </Section>
    </Page>
  );
}
