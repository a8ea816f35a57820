import { useEffect, useEffectEvent } from 'react';
import { atom, eventBus, useAtom, useModals, useTranslation, useUser } from '@palpite/shared';
import { getFavouriteGames, setFavourite } from './api/player-games.ts';
import type { Game } from './types.ts';

interface FavouritesState {
  userId: number;
  status: 'loading' | 'ready' | 'error';
  games: Game[];
}

/** The player's favourite games, shared by every tile, the lobby row and the details header. */
const favouritesAtom = atom<FavouritesState | null>(null);
/** The player whose list was asked for: many tiles mount in one commit, one request goes out. */
let requestedFor: number | null = null;

/** A game added to or removed from a list, newest favourite first. Pure. */
export function withFavourite(games: readonly Game[], game: Game, favourite: boolean): Game[] {
  const others = games.filter((item) => item.uuid !== game.uuid);
  return favourite ? [game, ...others] : others;
}

export interface Favourites {
  /** Null for a visitor; the list while it loads is empty. */
  status: FavouritesState['status'] | 'visitor';
  games: readonly Game[];
  isFavourite: (uuid: string) => boolean;
  /** Visitors get the login prompt; players flip it at once and the server confirms (or undoes), with a toast. */
  toggle: (game: Game) => void;
  reload: () => void;
}

export function useFavourites(): Favourites {
  const user = useUser();
  const { t } = useTranslation('casino');
  const [state, setState] = useAtom(favouritesAtom);
  const [, dispatchModal] = useModals();
  const userId = user?.id ?? null;
  const current = state && state.userId === userId ? state : null;

  const load = (forUser: number) => {
    setState({ userId: forUser, status: 'loading', games: [] });
    getFavouriteGames().then(
      (games) => setState((previous) => (previous?.userId === forUser ? { userId: forUser, status: 'ready', games } : previous)),
      (error: unknown) => {
        console.warn('favourites could not load', error);
        setState((previous) => (previous?.userId === forUser ? { ...previous, status: 'error' } : previous));
      },
    );
  };

  // One load per player, however many tiles ask; a logout forgets the list.
  const sync = useEffectEvent(() => {
    if (userId === null) {
      requestedFor = null;
      if (state !== null) setState(null);
    } else if (requestedFor !== userId) {
      requestedFor = userId;
      load(userId);
    }
  });
  useEffect(() => sync(), [userId]);

  const toggle = (game: Game) => {
    if (userId === null) {
      dispatchModal({ type: 'showWarning' });
      return;
    }
    const wanted = !current?.games.some((item) => item.uuid === game.uuid);
    const apply = (favourite: boolean) =>
      setState((previous) => (previous?.userId === userId ? { ...previous, games: withFavourite(previous.games, game, favourite) } : previous));
    apply(wanted);
    // One toast per game: pressing its heart again replaces the last word about it.
    const id = `favourite:${game.uuid}`;
    setFavourite(game.uuid, wanted).then(
      (saved) => {
        apply(saved);
        eventBus.emit('toast', { tone: 'success', id, message: t(saved ? 'lobby.favourite.added' : 'lobby.favourite.removed', { name: game.name }) });
      },
      (error: unknown) => {
        console.warn('favourite could not be saved', error);
        apply(!wanted);
        eventBus.emit('toast', { tone: 'error', id, message: t('lobby.favourite.failed', { name: game.name }) });
      },
    );
  };

  return {
    status: userId === null ? 'visitor' : (current?.status ?? 'loading'),
    games: current?.games ?? [],
    isFavourite: (uuid) => current?.games.some((game) => game.uuid === uuid) ?? false,
    toggle,
    reload: () => {
      if (userId !== null) load(userId);
    },
  };
}
