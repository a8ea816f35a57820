import { Page, ToggleChips, useTranslation } from '@palpite/shared';
import { useNowForDayLabels } from '../../lib/use-now-for-day-labels.ts';
import { mainOutcomes } from '../../lib/sports.ts';
import { useQueryFilter, type QueryFilter } from '../../lib/use-query-filter.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getHome } from './api/get-home.ts';
import { getLeagues } from './api/get-leagues.ts';
import { inPeriod, PERIODS, type Period } from './period.ts';
import { TopLeagues } from './TopLeagues.tsx';
import { UpcomingLeagues } from './UpcomingLeagues.tsx';
import styles from './SportsBetPage.module.css';

/** `?period=today`: whatever else is asked there (a typo, an old link) keeps every kick-off. */
const PERIOD_FILTER: QueryFilter<Period> = { name: 'period', allowed: PERIODS, defaultValue: 'all' };
/** `?league=<id>`, '' for every league: which ids exist is known only once the leagues are read (knownLeague). */
const LEAGUE_FILTER: QueryFilter<string> = { name: 'league', allowed: (asked): asked is string => asked !== '', defaultValue: '' };

/**
 * The filters, kept in the address (`?period=today&league=<id>`) so a reload, a shared link and
 * Back/Forward keep them; the defaults (every period, every league) leave it.
 */
function useSportsBetFilters() {
  const [period, setPeriod] = useQueryFilter(PERIOD_FILTER);
  const [league, setLeague] = useQueryFilter(LEAGUE_FILTER);
  return {
    period,
    askedLeague: league || null,
    setPeriod,
    setLeague: (chosen: string | null) => setLeague(chosen ?? ''),
  };
}

/**
 * The league to filter by: the one asked while it may exist (the leagues not known yet), then only
 * if it does — an unknown id (a typo, a league gone since the link was shared) lists every league
 * rather than an empty page.
 */
function knownLeague(asked: string | null, leagues: readonly { id: string }[] | null): string | null {
  if (asked === null || leagues === null) return asked;
  return leagues.some((league) => league.id === asked) ? asked : null;
}

/** Pre-match football betting: every league by country on the side, matches by league filtered by period and league. */
export function SportsBetPage() {
  const { t } = useTranslation('sports');
  // "Today" and "Tomorrow" on the server's clock: a device clock a day off would swap them.
  const now = useNowForDayLabels();
  const { period, askedLeague, setPeriod, setLeague } = useSportsBetFilters();
  // Football's own lists: every upcoming match of each league (the sports home's lists keep five a
  // league), under 1X2 columns that a basketball row would not fit.
  const leagues = useResource(() => getLeagues('football'), 'leagues');
  const home = useResource(() => getHome('football'), 'home');
  // The leagues' list says which exist; if it failed, the matches' list does for the leagues it has.
  const existing = leagues.status === 'ready' ? leagues.data : leagues.status === 'error' && home.status === 'ready' ? home.data.leagues : null;
  const league = knownLeague(askedLeague, existing);
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
