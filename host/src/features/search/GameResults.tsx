import { useTranslation } from '@palpite/shared';
import { gameSource } from './api.ts';
import { ResultsSection } from './ResultsSection.tsx';
import { useSearch } from './use-search.ts';
import styles from './SearchOverlay.module.css';

/** Popular Searches for a blank query, else the results; a spinner while loading; noGamesFound when empty. */
export function GameResults({ query, onPick }: { query: string; onPick: (uuid: string) => void }) {
  const { t } = useTranslation('shell');
  const search = useSearch(query, gameSource);
  return (
    <ResultsSection
      heading={search.kind === 'popular' ? t('search.popular') : t('search.results')}
      loading={search.loading}
      count={search.items.length}
      emptyText={t('search.noGamesFound')}
    >
      {search.items.map((game) => (
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
    </ResultsSection>
  );
}
