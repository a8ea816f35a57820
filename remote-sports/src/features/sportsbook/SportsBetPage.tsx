import { useState } from 'react';
import { Page, ToggleChips, useTranslation } from '@palpite/shared';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { mainOutcomes } from '../../lib/sports.ts';
import { TopLeagues } from './TopLeagues.tsx';
import styles from './SportsBetPage.module.css';

const PERIODS = ['all', 'today', 'tomorrow', 'week'] as const;
type Period = (typeof PERIODS)[number];

/** Pre-match betting: top leagues on the side, matches by league filtered by period. */
export function SportsBetPage() {
  const { t } = useTranslation('sports');
  const [period, setPeriod] = useState<Period>('all');
  return (
    <Page title={t('sportsBet.title')} subtitle={t('sportsBet.subtitle')}>
      <div className={styles.layout}>
        <TopLeagues />
        <div className={styles.main}>
          <ToggleChips
            label={t('sportsBet.periodLabel')}
            options={PERIODS.map((value) => ({ value, label: t(`sportsBet.periods.${value}`) }))}
            value={period}
            onChange={setPeriod}
          />
          <LeaguesSkeleton label={t('sportsHome.upcoming')} outcomes={mainOutcomes('football')} leagues={4} />
        </div>
      </div>
    </Page>
  );
}
