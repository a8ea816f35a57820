import { TabNav, useTranslation } from '@palpite/shared';
import { SPORTS, sportHref, type OpenSport } from '../../lib/sports.ts';

/** The sports of the menu as tabs; coming-soon sports are shown with a badge and not clickable. */
export function SportTabs({ current }: { current: OpenSport }) {
  const { t } = useTranslation('sports');
  const links = SPORTS.map((sport) =>
    sport.soon
      ? { label: t(`sport.${sport.id}`), soon: t('ui.soon') }
      : { to: sportHref(sport.id), label: t(`sport.${sport.id}`), current: sport.id === current },
  );
  return <TabNav label={t('sportsHome.sportsLabel')} links={links} />;
}
