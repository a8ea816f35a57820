import { Skeleton, useTranslation } from '@palpite/shared';
import { useNowForDayLabels } from '../../lib/use-now-for-day-labels.ts';
import { CountryFlag } from '../../components/CountryFlag.tsx';
import { useCountryName } from '../../lib/country-name.ts';
import { LiveBadge } from '../../components/LiveBadge.tsx';
import { clockLabel, kickOffDay, kickOffTime, periodLabel, regularTimeScore, statusLabel } from '../../lib/match-format.ts';
import type { MatchDetail } from '../../lib/types.ts';
import styles from './MatchHeader.module.css';

function TeamSkeleton() {
  return (
    <div className={styles.team}>
      <Skeleton width={48} height={48} radius="50%" />
      <Skeleton width="80%" height={16} />
    </div>
  );
}

function Team({ name, redCards }: { name: string; redCards: number }) {
  const { t } = useTranslation('sports');
  const initials = name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <div className={styles.team}>
      <span className={styles.crest} aria-hidden="true">
        {initials}
      </span>
      <span className={styles.teamName}>{name}</span>
      {redCards > 0 ? <span className={styles.redCards}>{t('match.redCards', { count: redCards })}</span> : null}
    </div>
  );
}

/** The match header while it loads. */
export function MatchHeaderSkeleton({ live }: { live: boolean }) {
  const { t } = useTranslation('sports');
  return (
    <section className={styles.header} aria-label={t('match.summary')} aria-busy="true">
      <div className={styles.league}>
        <Skeleton width={20} height={20} radius="50%" />
        <Skeleton width={180} height={12} />
      </div>
      <div className={styles.scoreboard}>
        <TeamSkeleton />
        <div className={styles.center}>
          {live ? <LiveBadge /> : null}
          <Skeleton width={live ? 72 : 96} height={live ? 32 : 20} />
          <Skeleton width={80} height={12} />
        </div>
        <TeamSkeleton />
      </div>
      <dl className={styles.details}>
        {(['referee', 'venue'] as const).map((detail) => (
          <div key={detail} className={styles.detail}>
            <dt>{t(`match.${detail}`)}</dt>
            <dd>
              <Skeleton width={120} height={12} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const NO_SCORE_STATUSES: ReadonlySet<string> = new Set(['Not Started', 'To Be Determined', 'Delayed', 'Cancelled', 'Postponed']);

/** The clocks the API sends as words (`HT`, `PEN`): shown in words, they would repeat the status. */
const WORDED_CLOCKS: ReadonlySet<string> = new Set(['HT', 'PEN']);

/**
 * Statuses past a completed extra time. In it (or stopped, or abandoned in it) the 90 minutes'
 * score is shown without "after extra time": extra time has not been played out.
 */
const EXTRA_TIME_PLAYED_STATUSES: ReadonlySet<string> = new Set(['Penalty Shootout', 'Finished']);

/** The match at a glance: league, teams, score or kick-off, clock, status, referee and venue (spec §3 Match). */
export function MatchHeader({ match }: { match: MatchDetail }) {
  const { t, i18n } = useTranslation('sports');
  const language = i18n.language;
  const now = useNowForDayLabels();
  const countryOf = useCountryName();
  // A match called off before a ball was kicked has no score to show (0–0 would read as a result).
  const started = !NO_SCORE_STATUSES.has(match.status);
  // Half-time's and the shootout's clocks are words the status already says: the status reads alone.
  const clock = match.live && !WORDED_CLOCKS.has(match.clock.display ?? '') ? clockLabel(t, match.clock.display) : null;
  // The "Live" badge already says basketball's in-play status.
  const status = match.live && match.status === 'Live' ? null : statusLabel(t, match.status);
  const regular = regularTimeScore(match);
  return (
    <section className={styles.header} aria-label={t('match.summary')}>
      <div className={styles.league}>
        <CountryFlag code={match.league.country_code} />
        <span>
          {match.league.name} · {countryOf(match.league.country_code, match.league.country)}
        </span>
      </div>
      <div className={styles.scoreboard}>
        <Team name={match.home} redCards={match.red_cards.home} />
        <div className={styles.center}>
          {match.live ? <LiveBadge /> : null}
          {started ? (
            // A paragraph's aria-label is not read (ARIA 1.2): the score is spoken from hidden text, not as "2 1".
            <p className={styles.score}>
              <span className="visually-hidden">{t('match.scoreLabel', { home: match.score.home, away: match.score.away })}</span>
              <span aria-hidden="true">{match.score.home}</span>
              <span aria-hidden="true">–</span>
              <span aria-hidden="true">{match.score.away}</span>
            </p>
          ) : (
            <p className={styles.kickoff}>
              <span className={styles.day}>{kickOffDay(t, match.starts_at, language, now)}</span>
              <span className={styles.time}>{kickOffTime(match.starts_at, language)}</span>
            </p>
          )}
          <p className={styles.status}>
            {clock ? <span className={styles.clock}>{clock}</span> : null}
            {status ? <span>{status}</span> : null}
          </p>
          {match.ht_score && match.sport === 'football' ? (
            <p className={styles.ht}>{t('match.htScore', { home: match.ht_score.home, away: match.ht_score.away })}</p>
          ) : null}
          {regular ? (
            <p className={styles.ht}>{t(EXTRA_TIME_PLAYED_STATUSES.has(match.status) ? 'match.afterExtraTime' : 'match.regularTime', regular)}</p>
          ) : null}
          {match.penalties && match.sport === 'football' ? (
            <p className={styles.ht}>{t('match.penaltiesScore', { home: match.penalties.home, away: match.penalties.away })}</p>
          ) : null}
        </div>
        <Team name={match.away} redCards={match.red_cards.away} />
      </div>
      {/* Under the scoreboard, not in its middle column: a long notice (tr) squeezed the team names into broken words. */}
      {match.suspended ? <p className={styles.held}>{t('match.marketsHeld')}</p> : null}
      {match.sport === 'basketball' && match.periods.length > 0 ? (
        <ol className={styles.periods} aria-label={t('match.periods')}>
          {match.periods.map((period) => (
            <li key={period.key}>
              <span className={styles.periodKey}>{periodLabel(t, period.key)}</span>
              <span>
                {period.home}–{period.away}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('match.referee')}</dt>
          <dd>{match.referee ?? t('match.unknown')}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('match.venue')}</dt>
          <dd>{match.venue ?? t('match.unknown')}</dd>
        </div>
      </dl>
    </section>
  );
}
