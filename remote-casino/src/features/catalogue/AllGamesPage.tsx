import { Page, useTranslation } from '@palpite/shared';
import { CategoryChips } from '../../components/CategoryChips.tsx';
import { Catalogue } from './Catalogue.tsx';

/** Every game, with search, category, provider and sort; a provider's page is this list filtered. */
export function AllGamesPage() {
  const { t } = useTranslation('casino');
  return (
    <Page title={t('allGames.title')} subtitle={t('allGames.subtitle')}>
      <CategoryChips />
      <Catalogue />
    </Page>
  );
}
