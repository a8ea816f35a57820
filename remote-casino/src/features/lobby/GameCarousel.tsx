import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { revealFocusedItem, scrollBehavior, Section, useTranslation, EmptyState, LoadFailed, type ResourceState } from '@palpite/shared';
import { GameTile } from '../../components/GameTile.tsx';
import { GameTileSkeleton } from '../../components/GameTileSkeleton.tsx';
import type { Game } from '../../lib/types.ts';
import { carouselEdges, type CarouselEdges } from './carousel-edges.ts';
import styles from './GameCarousel.module.css';

interface GameCarouselProps {
  title: string;
  seeAllTo?: string;
  games: ResourceState<readonly Game[]>;
  onRetry: () => void;
  /** What an empty row says (e.g. no favourites yet). */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** The first rows of the lobby load their images at once. */
  eager?: boolean;
  /** Placeholder tiles shown while the games load. */
  count?: number;
}

/** A horizontal row of game tiles with a "see all" link and, on wide screens, arrows. */
export function GameCarousel({ title, seeAllTo, games, onRetry, empty, eager = false, count = 8 }: GameCarouselProps) {
  const { t } = useTranslation('casino');
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const hasTiles = games.status !== 'error' && !(games.status === 'ready' && games.data.length === 0);
  const edges = useCarouselEdges(track, games);

  function scroll(direction: -1 | 1) {
    const element = track.current;
    if (!element || (direction === -1 ? edges.atStart : edges.atEnd)) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: scrollBehavior() });
  }

  // At an end the arrow toward it stays focusable but says it is off (aria-disabled): a disabled
  // button would drop the keyboard's focus to the page the moment the row reaches that end.
  const controls = hasTiles ? (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-label={t('ui.previous')}
        aria-disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={t('ui.next')} aria-disabled={edges.atEnd} onClick={() => scroll(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  ) : null;

  return (
    <Section title={title} link={seeAllTo ? { to: seeAllTo, label: t('ui.seeAll') } : undefined} controls={controls} busy={games.status === 'loading'}>
      {games.status === 'error' ? <LoadFailed error={games.error} fallback={t('lobby.loadFailed')} onRetry={onRetry} /> : null}
      {games.status === 'ready' && games.data.length === 0 ? <EmptyState {...empty} /> : null}
      {hasTiles ? (
        // Scrollable with the keyboard too: the track takes focus (a scroll container needs a name and a role).
        <ul id={trackId} ref={track} className={styles.track} aria-label={title} tabIndex={0} onFocus={revealFocusedItem}>
          {games.status === 'ready'
            ? games.data.map((game, index) => (
                <li key={game.uuid} className={styles.item}>
                  <GameTile game={game} eager={eager && index < 6} />
                </li>
              ))
            : Array.from({ length: count }, (_, index) => (
                <li key={index} className={styles.item}>
                  <GameTileSkeleton />
                </li>
              ))}
        </ul>
      ) : null}
    </Section>
  );
}

/**
 * Where the row stands between its ends, measured again as it scrolls, as the window or the row
 * changes width and as its tiles arrive (`content`: a new list, more or fewer tiles).
 */
function useCarouselEdges(track: RefObject<HTMLUListElement | null>, content: unknown): CarouselEdges {
  const [edges, setEdges] = useState<CarouselEdges>({ atStart: true, atEnd: false });
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const measure = () =>
      setEdges((shown) => {
        const next = carouselEdges(element);
        return next.atStart === shown.atStart && next.atEnd === shown.atEnd ? shown : next;
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [track, content]);
  return edges;
}
