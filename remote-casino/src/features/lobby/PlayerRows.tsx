import { useTranslation, useResource, type ResourceState } from '@palpite/shared';
import { getRecentGames } from '../../lib/api/player-games.ts';
import { useFavourites } from '../../lib/favourites.ts';
import { FavouritesRow } from '../../components/FavouriteButton.tsx';
import type { Game } from '../../lib/types.ts';
import { GameCarousel } from './GameCarousel.tsx';

/** A logged-in player's own rows: recently played and favourites. */
export function PlayerRows() {
  const { t } = useTranslation('casino');
  const recent = useResource(() => getRecentGames(), 'recent');
  const favourites = useFavourites();
  const favouriteGames: ResourceState<readonly Game[]> =
    favourites.status === 'ready'
      ? { status: 'ready', data: favourites.games, refreshing: false }
      : favourites.status === 'error'
        ? { status: 'error', error: null }
        : { status: 'loading' };
  return (
    <>
      <GameCarousel
        title={t('lobby.recent')}
        games={recent}
        onRetry={recent.reload}
        empty={{ title: t('lobby.recentEmpty'), hint: t('lobby.recentEmptyHint') }}
        count={4}
      />
      {/* A heart pressed here takes its tile away: the focus moves on to the next heart. */}
      <FavouritesRow>
        <GameCarousel
          title={t('lobby.favourites')}
          games={favouriteGames}
          onRetry={favourites.reload}
          empty={{ title: t('lobby.favouritesEmpty'), hint: t('lobby.favouritesEmptyHint') }}
          count={4}
        />
      </FavouritesRow>
    </>
  );
}
