import { useState } from 'react';
import { Page, ToggleChips, useTranslation } from '@palpite/shared';
import { useNowForDayLabels } from '../../lib/use-now-for-day-labels.ts';
import { mainOutcomes } from '../../lib/sports.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getHome } from './api/get-home.ts';
import { getLeagues } from './api/get-leagues.ts';
import { inPeriod, PERIODS, type Period } from './period.ts';
import { TopLeagues } from './TopLeagues.tsx';
import { UpcomingLeagues } from './UpcomingLeagues.tsx';
import styles from './SportsBetPage.module.css';

/** Pre-match football betting: every league by country on the side, matches by league filtered by period and league. */
export function SportsBetPage() {
  const { t } = useTranslation('sports');
  // "Today" and "Tomorrow" on the server's clock: a device clock a day off would swap them.
  const now = useNowForDayLabels();
  const [period, setPeriod] = useState<Period>('all');
  const [league, setLeague] = useState<string | null>(null);
  // Football's own lists: every upcoming match of each league (the sports home's lists keep five a
  // league), under 1X2 columns that a basketball row would not fit.
  const leagues = useResource(() => getLeagues('football'), 'leagues');
  const home = useResource(() => getHome('football'), 'home');
  return (
    <Page title={t('sportsBet.title')} subtitle={t('sportsBet.subtitle')} busy={home.status === 'loading'}>
      <div className={styles.frame}>
        <div className={styles.layout}>
          <TopLeagues
            leagues={leagues.status === 'ready' ? leagues.data : null}
            failure={leagues.status === 'error' ? { error: leagues.error, onRetry: leagues.reload } : undefined}
            selected={league}
            onSelect={setLeague}
          />
          <div className={styles.main}>
            <ToggleChips
              label={t('sportsBet.periodLabel')}
              options={PERIODS.map((value) => ({ value, label: t(`sportsBet.periods.${value}`) }))}
              value={period}
              onChange={setPeriod}
            />
            <UpcomingLeagues
              // Another filter is another list, drawn a few screens first like the page's first one
              // (useProgressiveCount), not all at once.
              key={`${period}:${league ?? ''}`}
              state={home}
              outcomes={mainOutcomes('football')}
              onRetry={home.reload}
              leaguesOf={(data) =>
                data.leagues
                  .filter((candidate) => league === null || candidate.id === league)
                  .map((candidate) => ({ ...candidate, matches: candidate.matches.filter((match) => !match.live && inPeriod(match.starts_at, period, now)) }))
              }
            />
          </div>
        </div>
      </div>
    </Page>
  );
}
