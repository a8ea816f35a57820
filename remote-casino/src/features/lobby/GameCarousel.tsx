import { useId, useRef } from 'react';
import { Section, useTranslation } from '@palpite/shared';
import { GameTileSkeleton } from '../../components/GameTileSkeleton.tsx';
import styles from './GameCarousel.module.css';

interface GameCarouselProps {
  title: string;
  seeAllTo: string;
  /** Placeholder tiles shown while the games load. */
  count?: number;
}

/** A horizontal row of game tiles with a "see all" link and, on wide screens, arrows. */
export function GameCarousel({ title, seeAllTo, count = 8 }: GameCarouselProps) {
  const { t } = useTranslation('casino');
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);

  function scroll(direction: -1 | 1) {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  }

  const controls = (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={t('ui.previous')} onClick={() => scroll(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={t('ui.next')} onClick={() => scroll(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );

  return (
    <Section title={title} link={{ to: seeAllTo, label: t('ui.seeAll') }} controls={controls} busy>
      <ul id={trackId} ref={track} className={styles.track} aria-label={title} tabIndex={0}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </Section>
  );
}
