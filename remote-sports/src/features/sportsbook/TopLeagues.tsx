import { useId } from 'react';
import { revealFocusedItem, Skeleton, useTranslation } from '@palpite/shared';
import { CountryFlag } from '../../components/CountryFlag.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useCountryName } from '../../lib/country-name.ts';
import type { LeagueSummary } from '../../lib/types.ts';
import { byCountry } from './period.ts';
import styles from './TopLeagues.module.css';

interface TopLeaguesProps {
  /** null while they load. */
  leagues: readonly LeagueSummary[] | null;
  /** The list could not load: say so, with a retry, instead of a skeleton for ever. */
  failure?: { error: unknown; onRetry: () => void };
  selected: string | null;
  onSelect: (leagueId: string | null) => void;
  count?: number;
}

/** Every league by country: a strip on phones, a sidebar on desktop; choosing one filters the matches. */
export function TopLeagues({ leagues, selected, onSelect, failure, count = 8 }: TopLeaguesProps) {
  const { t } = useTranslation('sports');
  const countryOf = useCountryName();
  const titleId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={titleId} aria-busy={leagues === null && !failure}>
      <h2 id={titleId} className={styles.title}>
        {t('sportsBet.topLeagues')}
      </h2>
      {failure ? (
        <LoadFailed error={failure.error} fallback={t('errors.loadFailed')} onRetry={failure.onRetry} />
      ) : leagues === null ? (
        <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={styles.item}>
              <Skeleton width={20} height={20} radius="50%" />
              <Skeleton width={index % 2 ? 96 : 120} height={12} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId} tabIndex={0} onFocus={revealFocusedItem}>
          <li className={styles.group}>
            <button type="button" className={styles.league} aria-pressed={selected === null} onClick={() => onSelect(null)}>
              {t('sportsBet.allLeagues')}
            </button>
          </li>
          {byCountry(leagues).map((group) => (
            <li key={group.country} className={styles.group}>
              <span className={styles.country}>
                <CountryFlag code={group.code} />
                {countryOf(group.code, group.country)}
              </span>
              <ul className={styles.leagues}>
                {group.leagues.map((league) => (
                  <li key={league.id}>
                    <button
                      type="button"
                      className={styles.league}
                      aria-pressed={selected === league.id}
                      onClick={() => onSelect(selected === league.id ? null : league.id)}
                    >
                      <span>{league.name}</span>
                      {/* The matches choosing it lists: its upcoming ones, every one of them (live ones are not this list's). */}
                      <span className={styles.count}>{league.upcoming}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
