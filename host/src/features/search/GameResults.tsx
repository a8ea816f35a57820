import { useId } from 'react';
import { Spinner, useTranslation } from '@palpite/shared';
import { useGameSearch } from './use-game-search.ts';
import styles from './SearchOverlay.module.css';

/** Popular Searches for a blank query, else the results; a spinner while loading; noGamesFound when empty. */
export function GameResults({ query, onPick }: { query: string; onPick: (uuid: string) => void }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const search = useGameSearch(query, true);
  const heading = search.kind === 'popular' ? t('search.popular') : t('search.results');
  return (
    <section aria-labelledby={headingId} aria-busy={search.loading}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {search.loading ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('search.loading')}
        </p>
      ) : search.games.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('search.noGamesFound')}
        </p>
      ) : (
        <ul className={styles.list}>
          {search.games.map((game) => (
            <li key={game.uuid}>
              <button type="button" data-result className={styles.result} onClick={() => onPick(game.uuid)}>
                <img src={game.image} alt="" width={64} height={48} className={styles.thumb} />
                <span className={styles.text}>
                  <span className={styles.name}>{game.name}</span>
                  <span className={styles.meta}>{game.provider}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
