import { useState } from 'react';
import { FilterBar, Page, SelectField, Skeleton, StatusBadge, useTranslation } from '@palpite/shared';
import { useNowForDayLabels } from '../../lib/use-now-for-day-labels.ts';
import { CountryFlag } from '../../components/CountryFlag.tsx';
import { useCountryName } from '../../lib/country-name.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { kickOffTime, regularTimeScore, statusLabel } from '../../lib/match-format.ts';
import type { ResultMatch } from '../../lib/types.ts';
import { useResource } from '../../lib/use-resource.ts';
import { getResultFilters } from './api/get-result-filters.ts';
import { getResults } from './api/get-results.ts';
import { DateStrip } from './DateStrip.tsx';
import { deviceToday, isoDay } from './date-strip.ts';
import card from '../../components/LeagueCard.module.css';
import styles from './ResultsPage.module.css';

function ResultRowSkeleton() {
  return (
    <li className={styles.row}>
      <Skeleton width={40} height={12} className={styles.kickoff} />
      <Skeleton width="70%" height={14} className={styles.homeSkeleton} />
      <Skeleton width={44} height={22} />
      <Skeleton width="70%" height={14} />
      <Skeleton width={72} height={20} radius="var(--radius-pill)" className={styles.status} />
    </li>
  );
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <ul className={card.leagues} aria-label={label} aria-busy="true">
      {[5, 3, 4].map((rows, league) => (
        <li key={league} className={card.league}>
          <div className={styles.leagueHeader}>
            <Skeleton width={20} height={20} radius="50%" />
            <Skeleton width={160} height={14} />
          </div>
          <ul className={styles.rows}>
            {Array.from({ length: rows }, (_, index) => (
              <ResultRowSkeleton key={index} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function ResultRow({ match }: { match: ResultMatch }) {
  const { t, i18n } = useTranslation('sports');
  const finished = match.status === 'Finished';
  const regular = regularTimeScore(match);
  return (
    <li className={styles.row}>
      <span className={styles.kickoff}>{kickOffTime(match.starts_at, i18n.language)}</span>
      <span className={[styles.team, styles.home].join(' ')}>{match.home}</span>
      <span className={styles.result}>
        {match.score ? (
          // A span's aria-label is not read (ARIA 1.2): the score is spoken from hidden text.
          <span className={styles.score}>
            <span aria-hidden="true">
              {match.score.home}–{match.score.away}
            </span>
            <span className="visually-hidden">{t('match.scoreLabel', { home: match.score.home, away: match.score.away })}</span>
          </span>
        ) : (
          <span className={styles.score}>–</span>
        )}
        {match.ht_score ? <span className={styles.ht}>{t('results.ht', { home: match.ht_score.home, away: match.ht_score.away })}</span> : null}
        {regular ? <span className={styles.ht}>{t('results.afterExtraTime', regular)}</span> : null}
        {match.penalties ? <span className={styles.ht}>{t('results.penalties', { home: match.penalties.home, away: match.penalties.away })}</span> : null}
      </span>
      <span className={styles.team}>{match.away}</span>
      <span className={styles.status}>
        <StatusBadge tone={finished ? 'success' : 'neutral'}>{statusLabel(t, match.status)}</StatusBadge>
      </span>
    </li>
  );
}

/** Final scores by day, filtered by country and league. */
export function ResultsPage() {
  // Today on the server's clock: a device clock a day off would open on a day without today's results.
  const today = deviceToday(useNowForDayLabels());
  const { t } = useTranslation('sports');
  // Until the player picks a day, the page shows today's, and follows the clock when the page's
  // first answers correct it and when midnight passes; a day the player picked stays shown.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const day = pickedDay ?? isoDay(today);
  const [country, setCountry] = useState('');
  const [league, setLeague] = useState('');
  const filters = useResource(() => getResultFilters(day), day);
  const query = { date: day, country, league };
  const results = useResource(() => getResults(query), JSON.stringify(query));
  const label = t('results.listLabel');
  const countries = filters.status === 'ready' ? filters.data.countries : [];
  const countryOf = useCountryName();
  const leagues = filters.status === 'ready' ? filters.data.leagues.filter((candidate) => !country || candidate.country_code === country) : [];

  function chooseDay(next: string) {
    setPickedDay(next);
    setCountry('');
    setLeague('');
  }

  return (
    <Page title={t('results.title')} subtitle={t('results.subtitle')} busy={results.status === 'loading'}>
      <DateStrip today={today} selected={day} onSelect={chooseDay} />
      <FilterBar label={t('results.filtersLabel')}>
        <SelectField
          label={t('results.country')}
          options={[
            { value: '', label: t('results.allCountries') },
            ...countries.map((entry) => ({ value: entry.code, label: `${countryOf(entry.code, entry.name)} (${entry.count})` })),
          ]}
          value={country}
          onChange={(value) => {
            setCountry(value);
            setLeague('');
          }}
        />
        <SelectField
          label={t('results.league')}
          options={[{ value: '', label: t('results.allLeagues') }, ...leagues.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.count})` }))]}
          value={league}
          onChange={setLeague}
        />
      </FilterBar>
      {/* Without its lists the filters offer only "All": say so (once; a failed day says it below). */}
      {filters.status === 'error' && results.status !== 'error' ? (
        <LoadFailed error={filters.error} fallback={t('results.filtersFailed')} onRetry={filters.reload} />
      ) : null}
      {results.status === 'loading' ? <ResultsSkeleton label={label} /> : null}
      {results.status === 'error' ? <LoadFailed error={results.error} fallback={t('errors.loadFailed')} onRetry={results.reload} /> : null}
      {results.status === 'ready' && results.data.length === 0 ? <EmptyState title={t('results.none')} hint={t('results.noneHint')} /> : null}
      {results.status === 'ready' && results.data.length > 0 ? (
        <ul className={card.leagues} aria-label={label}>
          {results.data.map((entry) => (
            <li key={entry.id} className={card.league}>
              <h2 className={styles.leagueHeader}>
                <CountryFlag code={entry.country_code} />
                <span>
                  {entry.name} <span className={styles.country}>· {countryOf(entry.country_code, entry.country)}</span>
                </span>
              </h2>
              <ul className={styles.rows}>
                {entry.matches.map((match) => (
                  <ResultRow key={match.id} match={match} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
