import { useState } from 'react';
import { Page, ToggleChips, useTranslation } from '@palpite/shared';
import { LeaguesSkeleton } from '../../components/LeagueSkeleton.tsx';
import { mainOutcomes } from '../../lib/sports.ts';

const LIVE_SPORTS = ['all', 'football', 'basketball'] as const;
type LiveSport = (typeof LIVE_SPORTS)[number];

/** Matches in play: live clock and score on each row, odds that move as the match goes on. */
export function LiveBetsPage() {
  const { t } = useTranslation('sports');
  const [sport, setSport] = useState<LiveSport>('all');
  return (
    <Page title={t('liveBets.title')} subtitle={t('liveBets.subtitle')}>
      <ToggleChips
        label={t('liveBets.sportLabel')}
        options={LIVE_SPORTS.map((value) => ({ value, label: value === 'all' ? t('liveBets.allSports') : t(`sport.${value}`) }))}
        value={sport}
        onChange={setSport}
      />
      <LeaguesSkeleton label={t('liveBets.title')} outcomes={mainOutcomes(sport === 'basketball' ? 'basketball' : 'football')} live />
    </Page>
  );
}
