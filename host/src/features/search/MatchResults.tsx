import { formatTimeOfDay, isLanguage, leagueBadgeCode, useTranslation } from '@palpite/shared';
import { matchSource, type SearchMatch } from './api.ts';
import { ResultsSection } from './ResultsSection.tsx';
import { useSearch } from './use-search.ts';
import styles from './SearchOverlay.module.css';

/** `sáb., 28/11, 16:00`, `Sat, 11/28, 4:00 PM`: a kick-off within the sportsbook's week, in the player's language. */
function kickOff(iso: string, language: string): string {
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(iso));
  return isLanguage(language) ? `${day}, ${formatTimeOfDay(iso, language)}` : day;
}

/** Where a live match stands: its minute or quarter clock as sent, half-time and penalties in words. */
function liveClock(clock: string | null, t: (key: string) => string): string | null {
  if (clock === 'HT') return t('search.halftime');
  if (clock === 'PEN') return t('search.penalties');
  return clock;
}

/** Live and upcoming matches by team or league (the featured ones for a blank query); picking one opens its markets. */
export function MatchResults({ query, onPick }: { query: string; onPick: (match: SearchMatch) => void }) {
  const { t, i18n } = useTranslation('shell');
  const search = useSearch(query, matchSource);
  return (
    <ResultsSection
      heading={search.kind === 'popular' ? t('search.featured') : t('search.results')}
      loading={search.loading}
      count={search.items.length}
      emptyText={t('search.noMatchesFound')}
      failure={search.failed ? { text: t('search.matchesFailed'), onRetry: search.retry } : null}
    >
      {search.items.map((match) => (
        <li key={match.id}>
          <button type="button" data-result className={styles.result} onClick={() => onPick(match)}>
            <span className={styles.league} aria-hidden="true">
              {leagueBadgeCode(match.league.country_code)}
            </span>
            <span className={styles.text}>
              <span className={[styles.name, styles.wraps].join(' ')}>{t('search.versus', { home: match.home, away: match.away })}</span>
              <span className={styles.meta}>
                {match.live ? (
                  <>
                    <span className={styles.live}>{t('search.live')}</span>
                    {[liveClock(match.clock, t), match.score && `${match.score.home}–${match.score.away}`].filter(Boolean).map((part) => ` ${part}`)}
                    {' · '}
                  </>
                ) : (
                  `${kickOff(match.starts_at, i18n.language)} · `
                )}
                {match.league.name}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ResultsSection>
  );
}
