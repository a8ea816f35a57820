import { Page, Section, useTranslation } from '@palpite/shared';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { mainOutcomes, openSport } from '../../lib/sports.ts';
import { LiveNowStrip } from './LiveNowStrip.tsx';
import { SportTabs } from './SportTabs.tsx';

/** /sports?sport=…: sport tabs, what is live now, then the upcoming matches by league. */
export function SportsHomePage({ sportType }: { sportType?: string }) {
  const { t } = useTranslation('sports');
  const sport = openSport(sportType);
  const outcomes = mainOutcomes(sport);
  return (
    <Page title={sport === 'home' ? t('sportsHome.title') : t(`sport.${sport}`)}>
      <SportTabs current={sport} />
      <LiveNowStrip outcomes={outcomes} />
      <Section title={t('sportsHome.upcoming')} busy>
        <LeaguesSkeleton label={t('sportsHome.upcoming')} outcomes={outcomes} />
      </Section>
    </Page>
  );
}
