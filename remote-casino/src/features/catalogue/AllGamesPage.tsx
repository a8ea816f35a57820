import { Page, useTranslation } from '@palpite/shared';
import { CategoryChips } from '../../components/CategoryChips.tsx';
import { GameFilters } from './GameFilters.tsx';
import { GameGrid } from './GameGrid.tsx';

/** Every game, with search, category and provider filters. */
export function AllGamesPage() {
  const { t } = useTranslation('casino');
  return (
    <Page title={t('allGames.title')} subtitle={t('allGames.subtitle')}>
      <CategoryChips />
      <GameFilters withCategory />
      <GameGrid count={24} />
    </Page>
  );
}
