import { Page, Section, useTranslation } from '@palpite/shared';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { mainOutcomes } from '../../lib/sports.ts';
import { LiveNowStrip } from './LiveNowStrip.tsx';

/** Basketball: games in play, then the upcoming games by league with home/away odds. */
export function BasketballPage() {
  const { t } = useTranslation('sports');
  const outcomes = mainOutcomes('basketball');
  return (
    <Page title={t('basketball.title')} subtitle={t('basketball.subtitle')}>
      <LiveNowStrip outcomes={outcomes} />
      <Section title={t('sportsHome.upcoming')} busy>
        <LeaguesSkeleton label={t('sportsHome.upcoming')} outcomes={outcomes} />
      </Section>
    </Page>
  );
}
