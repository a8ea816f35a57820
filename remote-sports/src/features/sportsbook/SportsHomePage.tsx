import { Page, useTranslation } from '@palpite/shared';
import { mainOutcomes, openSport } from '../../lib/sports.ts';
import { LiveNowStrip } from './LiveNowStrip.tsx';
import { SportTabs } from './SportTabs.tsx';
import { UpcomingLeagues } from './UpcomingLeagues.tsx';
import { useHome } from './use-home.ts';

/** /sports?sport=…: sport tabs, what is live now, then the upcoming matches by league. */
export function SportsHomePage({ sportType }: { sportType?: string }) {
  const { t } = useTranslation('sports');
  const sport = openSport(sportType);
  const outcomes = mainOutcomes(sport);
  const home = useHome(sport);
  return (
    <Page title={sport === 'home' ? t('sportsHome.title') : t(`sport.${sport}`)} busy={home.status === 'loading'}>
      <SportTabs current={sport} />
      {home.status !== 'error' ? <LiveNowStrip outcomes={outcomes} matches={home.status === 'ready' ? home.data.live : null} /> : null}
      <UpcomingLeagues state={home} leaguesOf={(data) => data.leagues} outcomes={outcomes} onRetry={home.reload} />
    </Page>
  );
}
