import { Page, paths, useTranslation, useUser, useResource } from '@palpite/shared';
import { CategoryChips } from '../../components/CategoryChips.tsx';
import { getGames, getProviders, CAROUSEL_SIZE } from '../../lib/api/games.ts';
import { CATEGORIES, categoryPath, type Category } from '../../lib/categories.ts';
import { GameCarousel } from './GameCarousel.tsx';
import { PlayerRows } from './PlayerRows.tsx';
import { PromoHero } from './PromoHero.tsx';
import { ProvidersStrip } from './ProvidersStrip.tsx';

const loadRow = (query: Parameters<typeof getGames>[0]) => () => getGames({ perPage: CAROUSEL_SIZE, ...query }).then((page) => page.data);

function CategoryRow({ category }: { category: Category }) {
  const { t } = useTranslation('casino');
  const games = useResource(loadRow({ category }), category);
  return (
    <GameCarousel
      title={t(`categories.${category}`)}
      seeAllTo={categoryPath(category)}
      games={games}
      onRetry={games.reload}
      empty={{ title: t('catalogue.empty') }}
    />
  );
}

/** The casino lobby: welcome offer, the player's rows, popular, new, each category and the providers. */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const user = useUser();
  const popular = useResource(loadRow({ sort: 'popular' }), 'popular');
  const newest = useResource(loadRow({ sort: 'new' }), 'new');
  const providers = useResource(getProviders, 'providers');
  return (
    <Page title={t('home.title')}>
      <PromoHero />
      <CategoryChips />
      <GameCarousel title={t('home.popular')} seeAllTo={paths.games()} games={popular} onRetry={popular.reload} empty={{ title: t('catalogue.empty') }} eager />
      {user ? <PlayerRows key={user.id} /> : null}
      <GameCarousel
        title={t('home.new')}
        seeAllTo={`${paths.games()}?sort=new`}
        games={newest}
        onRetry={newest.reload}
        empty={{ title: t('catalogue.empty') }}
      />
      {CATEGORIES.map((category) => (
        <CategoryRow key={category} category={category} />
      ))}
      <ProvidersStrip providers={providers} onRetry={providers.reload} />
    </Page>
  );
}
