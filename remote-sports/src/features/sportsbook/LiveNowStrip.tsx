import { Link } from 'react-router-dom';
import { paths, revealFocusedItem, Section, Skeleton, useLiveUpdatesWanted, useTranslation } from '@palpite/shared';
import { LiveBadge } from '../../components/LiveBadge.tsx';
import { OddsSkeleton } from '../../components/OddsSkeleton.tsx';
import { SelectionOdds } from '../../components/SelectionOdds.tsx';
import { liveClockLabel } from '../../lib/live-clock.ts';
import { statusLabel } from '../../lib/match-format.ts';
import type { Outcome } from '../../lib/sports.ts';
import type { MatchRow } from '../../lib/types.ts';
import { useLiveRow } from '../../lib/use-live-row.ts';
import styles from './LiveNowStrip.module.css';

function LiveCard({ row: initial }: { row: MatchRow }) {
  const { t } = useTranslation('sports');
  const row = useLiveRow(initial);
  // A visitor has no connection off the live routes: a card in play asks for one, or it stands still.
  useLiveUpdatesWanted(row.live);
  const market = row.main_market;
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        {row.live ? <LiveBadge /> : null}
        <span className={styles.clock}>{row.live ? liveClockLabel(t, row) : statusLabel(t, row.status)}</span>
      </div>
      <Link to={paths.match(row)} className={styles.teams}>
        <span className={styles.league}>{row.league.name}</span>
        {(['home', 'away'] as const).map((side) => (
          <span key={side} className={styles.team}>
            <span className={styles.name}>{row[side]}</span>
            <span className={styles.score}>{row.score[side]}</span>
          </span>
        ))}
      </Link>
      <div className={styles.odds} role="group" aria-label={t('match.oddsOf', { home: row.home, away: row.away })}>
        {market?.selections.map((selection) => (
          <SelectionOdds key={selection.id} match={row} market={market} selection={selection} />
        ))}
      </div>
    </li>
  );
}

function LoadingCards({ outcomes, count }: { outcomes: readonly Outcome[]; count: number }) {
  const { t } = useTranslation('sports');
  const labels = outcomes.map((outcome) => t(`outcomes.${outcome}`));
  return Array.from({ length: count }, (_, index) => (
    <li key={index} className={styles.card}>
      <div className={styles.top}>
        <LiveBadge />
        <Skeleton width={48} height={12} />
      </div>
      {[0, 1].map((team) => (
        <div key={team} className={styles.team}>
          <Skeleton width={team === 0 ? '65%' : '50%'} height={14} />
          <Skeleton width={16} height={14} />
        </div>
      ))}
      <OddsSkeleton labels={labels} />
    </li>
  ));
}

/** Matches in play right now, as a horizontal strip of cards; `matches` null while they load. */
export function LiveNowStrip({ outcomes, matches, count = 6 }: { outcomes: readonly Outcome[]; matches: readonly MatchRow[] | null; count?: number }) {
  const { t } = useTranslation('sports');
  if (matches !== null && matches.length === 0) {
    return (
      <Section title={t('sportsHome.liveNow')} link={{ to: paths.liveBets(), label: t('ui.seeAll') }}>
        <p className={styles.none}>{t('sportsHome.noneLive')}</p>
      </Section>
    );
  }
  return (
    <Section title={t('sportsHome.liveNow')} link={{ to: paths.liveBets(), label: t('ui.seeAll') }} busy={matches === null}>
      {/* Focusable so keyboard users can scroll the strip. */}
      <ul className={styles.strip} aria-label={t('sportsHome.liveNow')} tabIndex={0} onFocus={revealFocusedItem}>
        {matches === null ? <LoadingCards outcomes={outcomes} count={count} /> : matches.map((row) => <LiveCard key={row.id} row={row} />)}
      </ul>
    </Section>
  );
}
