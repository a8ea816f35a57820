import { useState } from 'react';
import { FilterBar, Page, SelectField, Skeleton, useTranslation } from '@palpite/shared';
import { DateStrip } from './DateStrip.tsx';
import { isoDay } from './date-strip.ts';
import styles from './ResultsPage.module.css';

function ResultRow() {
  return (
    <li className={styles.row}>
      <Skeleton width={40} height={12} />
      <Skeleton width="70%" height={14} className={styles.home} />
      <Skeleton width={44} height={22} />
      <Skeleton width="70%" height={14} />
      <Skeleton width={72} height={20} radius="var(--radius-pill)" className={styles.status} />
    </li>
  );
}

/** Final scores by day, filtered by country and league. */
export function ResultsPage({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation('sports');
  const [day, setDay] = useState(() => isoDay(today));
  return (
    <Page title={t('results.title')} subtitle={t('results.subtitle')}>
      <DateStrip today={today} selected={day} onSelect={setDay} />
      <FilterBar label={t('results.filtersLabel')}>
        <SelectField label={t('results.country')} options={[{ value: '', label: t('results.allCountries') }]} />
        <SelectField label={t('results.league')} options={[{ value: '', label: t('results.allLeagues') }]} />
      </FilterBar>
      <ul className={styles.leagues} aria-label={t('results.listLabel')} aria-busy="true">
        {[5, 3, 4].map((rows, league) => (
          <li key={league} className={styles.league}>
            <div className={styles.leagueHeader}>
              <Skeleton width={20} height={20} radius="50%" />
              <Skeleton width={160} height={14} />
            </div>
            <ul className={styles.rows}>
              {Array.from({ length: rows }, (_, index) => (
                <ResultRow key={index} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Page>
  );
}
