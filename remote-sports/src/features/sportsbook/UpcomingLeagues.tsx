import { Section, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { LeagueList } from '../../components/LeagueList.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Outcome } from '../../lib/sports.ts';
import type { League } from '../../lib/types.ts';
import type { ResourceState } from '../../lib/use-resource.ts';

/** "Upcoming matches": the skeleton while they load, the leagues, an empty state or a retry. */
export function UpcomingLeagues<T>({
  state,
  leaguesOf,
  outcomes,
  onRetry,
  title,
}: {
  state: ResourceState<T>;
  leaguesOf: (data: T) => League[];
  outcomes: readonly Outcome[];
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('sports');
  const label = title ?? t('sportsHome.upcoming');
  const leagues = state.status === 'ready' ? leaguesOf(state.data).filter((league) => league.matches.length > 0) : [];
  return (
    <Section title={label} busy={state.status === 'loading'}>
      {state.status === 'loading' ? <LeaguesSkeleton label={label} outcomes={outcomes} /> : null}
      {state.status === 'error' ? <LoadFailed error={state.error} fallback={t('errors.loadFailed')} onRetry={onRetry} /> : null}
      {state.status === 'ready' && leagues.length === 0 ? <EmptyState title={t('sportsHome.noMatches')} hint={t('sportsHome.noMatchesHint')} /> : null}
      {state.status === 'ready' && leagues.length > 0 ? <LeagueList label={label} leagues={leagues} /> : null}
    </Section>
  );
}
