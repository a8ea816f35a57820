import { Page, useTranslation } from '@palpite/shared';
import { mainOutcomes } from '../../lib/sports.ts';
import { LiveNowStrip } from './LiveNowStrip.tsx';
import { UpcomingLeagues } from './UpcomingLeagues.tsx';
import { useHome } from './use-home.ts';

/** Basketball: games in play, then the upcoming games by league with home/away odds. */
export function BasketballPage() {
  const { t } = useTranslation('sports');
  const outcomes = mainOutcomes('basketball');
  const home = useHome('basketball');
  return (
    <Page title={t('basketball.title')} subtitle={t('basketball.subtitle')} busy={home.status === 'loading'}>
      {home.status !== 'error' ? <LiveNowStrip outcomes={outcomes} matches={home.status === 'ready' ? home.data.live : null} /> : null}
      <UpcomingLeagues state={home} leaguesOf={(data) => data.leagues} outcomes={outcomes} onRetry={home.reload} />
    </Page>
  );
}
