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

type Translate = ReturnType<typeof useTranslation<'shell'>>['t'];

/** Play has stopped and should resume (the API's STOPPED_STATUSES): the clock stands where play stopped. */
const STOPPED_STATUSES: Readonly<Record<string, string>> = { Interrupted: 'interrupted', Suspended: 'suspended' };

/** A basketball clock with its period named as the language does (`Q3 05:12` → `3º Q 05:12`); null for any other clock. */
function basketballClock(clock: string, t: Translate): string | null {
  const parts = clock.match(/^(?:Q([1-4])|OT(\d*)) (\d{2}:\d{2})$/);
  if (!parts) return null;
  const [, quarter, overtime, time] = parts;
  if (quarter) return `${t('search.quarter', { number: Number(quarter) })} ${time}`;
  return `${overtime ? t('search.overtimeNumbered', { number: Number(overtime) }) : t('search.overtime')} ${time}`;
}

/**
 * Where a live match stands, in the player's language like the sportsbook's rows: its minute or
 * basketball clock, half-time and penalties in words, and a match stopped by its status (its `10'`
 * would read as play going on).
 */
function liveClock(match: Pick<SearchMatch, 'status' | 'clock'>, t: Translate): string | null {
  const stopped = STOPPED_STATUSES[match.status];
  if (stopped) return t(`sports.statuses.${stopped}`, { ns: 'common' });
  if (match.clock === 'HT') return t('search.halftime');
  if (match.clock === 'PEN') return t('search.penalties');
  return match.clock && (basketballClock(match.clock, t) ?? match.clock);
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
                    {[liveClock(match, t), match.score && `${match.score.home}–${match.score.away}`].filter(Boolean).map((part) => ` ${part}`)}
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
