import { Page, ToggleChips, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { LeagueList } from '../../components/LeagueList.tsx';
import { LivePricesGuard } from '../../components/LivePricesPaused.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useFollowLiveList } from '../../lib/live-list.ts';
import { mainOutcomes } from '../../lib/sports.ts';
import { useQueryFilter, type QueryFilter } from '../../lib/use-query-filter.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getLive } from './api/get-live.ts';
import { groupByLeague } from './live-leagues.ts';

const LIVE_SPORTS = ['all', 'football', 'basketball'] as const;
type LiveSport = (typeof LIVE_SPORTS)[number];

/**
 * The sport filter in the address, named and valued as /sports's (spec §2): one name for one filter.
 * Whatever else is asked there (a typo, an old link) shows every sport.
 */
const SPORT_FILTER: QueryFilter<LiveSport> = { name: 'sport', allowed: LIVE_SPORTS, defaultValue: 'all' };

/** Matches in play: live clock and score on each row, odds that move as the match goes on. */
export function LiveBetsPage() {
  const { t } = useTranslation('sports');
  const [sport, setSport] = useQueryFilter(SPORT_FILTER);
  const live = useResource(getLive, 'live');
  const { reload, refresh, setData } = live;
  const matches = live.status === 'ready' ? live.data : null;
  // Every sport's live matches are listed (the chips only filter what is shown), so every kick-off counts.
  useFollowLiveList({
    matches,
    lists: () => true,
    remove: (matchId) => setData((current) => current.filter((match) => match.id !== matchId)),
    refresh,
  });

  const label = t('liveBets.title');
  const shown = matches?.filter((match) => sport === 'all' || match.sport === sport) ?? [];
  return (
    <Page title={t('liveBets.title')} subtitle={t('liveBets.subtitle')} busy={live.status === 'loading'}>
      <ToggleChips
        label={t('liveBets.sportLabel')}
        options={LIVE_SPORTS.map((value) => ({ value, label: value === 'all' ? t('liveBets.allSports') : t(`sport.${value}`) }))}
        value={sport}
        onChange={setSport}
      />
      {live.status === 'loading' ? <LeaguesSkeleton label={label} outcomes={mainOutcomes(sport === 'basketball' ? 'basketball' : 'football')} live /> : null}
      {live.status === 'error' ? <LoadFailed error={live.error} fallback={t('errors.loadFailed')} onRetry={reload} /> : null}
      {matches && shown.length === 0 ? <EmptyState title={t('liveBets.none')} hint={t('liveBets.noneHint')} /> : null}
      {shown.length > 0 ? (
        <LivePricesGuard>
          {/* Right under the page's h1: the leagues are the page's second level. */}
          <LeagueList label={label} leagues={groupByLeague(shown)} headingLevel={2} />
        </LivePricesGuard>
      ) : null}
    </Page>
  );
}
