import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from '@palpite/shared';
import { useFavourites } from '../lib/favourites.ts';
import type { Game } from '../lib/types.ts';
import styles from './FavouriteButton.module.css';

/** The hearts of a row of favourites, which hand the focus on as one takes its own tile away. */
interface RowHearts {
  add: (heart: HTMLButtonElement) => () => void;
  /** Called before `heart`'s tile goes: the focus goes to the heart or the heading it names. */
  leave: (heart: HTMLButtonElement) => void;
}

const RowHeartsContext = createContext<RowHearts | null>(null);

function byPageOrder(a: Node, b: Node): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The heading naming the section around `element` (the row's title), focusable by script. */
function sectionHeading(element: Element): HTMLElement | null {
  const headingId = element.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
  const heading = headingId ? element.ownerDocument.getElementById(headingId) : null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

function rowHearts(): RowHearts {
  const hearts = new Set<HTMLButtonElement>();
  return {
    add: (heart) => {
      hearts.add(heart);
      return () => {
        hearts.delete(heart);
      };
    },
    leave: (heart) => {
      const inOrder = [...hearts].sort(byPageOrder);
      const at = inOrder.indexOf(heart);
      (inOrder[at + 1] ?? inOrder[at - 1] ?? sectionHeading(heart))?.focus();
    },
  };
}

/**
 * Around a row of the favourites themselves (the lobby's): there a heart pressed takes its own tile
 * away, and the focus on it would fall to the page's body. It goes to the next tile's heart instead,
 * else the previous one's, else the row's heading (the row then says it is empty, under it).
 */
export function FavouritesRow({ children }: { children: ReactNode }) {
  const [hearts] = useState(rowHearts);
  return <RowHeartsContext value={hearts}>{children}</RowHeartsContext>;
}

/** A heart that marks a game as a favourite (pressed) or not; visitors are asked to log in. */
export function FavouriteButton({ game, className, withLabel = false }: { game: Game; className?: string; withLabel?: boolean }) {
  const { t } = useTranslation('casino');
  const favourites = useFavourites();
  const rowHearts = useContext(RowHeartsContext);
  const pressed = favourites.isFavourite(game.uuid);
  const label = t('lobby.favourite.label', { name: game.name });
  return (
    <button
      type="button"
      ref={rowHearts ? (heart) => (heart ? rowHearts.add(heart) : undefined) : undefined}
      className={[styles.button, withLabel ? styles.withLabel : '', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={(event) => {
        // In a row of favourites, no longer one takes its tile away: the focus moves on before it goes.
        if (pressed && rowHearts) rowHearts.leave(event.currentTarget);
        favourites.toggle(game);
      }}
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
