import { useTranslation } from '@palpite/shared';
import { useFavourites } from '../lib/favourites.ts';
import type { Game } from '../lib/types.ts';
import styles from './FavouriteButton.module.css';

/** A heart that marks a game as a favourite (pressed) or not; visitors are asked to log in. */
export function FavouriteButton({ game, className, withLabel = false }: { game: Game; className?: string; withLabel?: boolean }) {
  const { t } = useTranslation('casino');
  const favourites = useFavourites();
  const pressed = favourites.isFavourite(game.uuid);
  const label = t('lobby.favourite.label', { name: game.name });
  return (
    <button
      type="button"
      className={[styles.button, withLabel ? styles.withLabel : '', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => favourites.toggle(game)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {withLabel ? <span>{pressed ? t('lobby.favourite.saved') : t('lobby.favourite.save')}</span> : null}
    </button>
  );
}
