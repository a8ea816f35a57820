import { Page, paths, useTranslation } from '@palpite/shared';
import { CategoryChips } from '../../components/CategoryChips.tsx';
import { CATEGORIES, categoryPath } from '../../lib/categories.ts';
import { GameCarousel } from './GameCarousel.tsx';
import { PromoHero } from './PromoHero.tsx';
import { ProvidersStrip } from './ProvidersStrip.tsx';

/** The casino lobby: welcome offer, categories, game carousels and providers. */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  return (
    <Page title={t('home.title')}>
      <PromoHero />
      <CategoryChips />
      <GameCarousel title={t('home.popular')} seeAllTo={paths.games()} />
      <GameCarousel title={t('home.new')} seeAllTo={paths.games()} />
      {CATEGORIES.map((category) => (
        <GameCarousel key={category} title={t(`categories.${category}`)} seeAllTo={categoryPath(category)} />
      ))}
      <ProvidersStrip />
    </Page>
  );
}
