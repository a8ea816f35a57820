import { Link } from 'react-router-dom';
import { buttonClassName, paths, routePath, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { statusLabel } from '../../lib/match-format.ts';
import type { MatchDetail } from '../../lib/types.ts';

/**
 * A match page that takes no bets: the live page of a match not in play (an old link, or it ended
 * while watched), or any page of a match that is over (finished, cancelled, postponed…). Says so
 * instead of showing suspended markets, and leads to its pre-match markets, or to the results once
 * it is over.
 */
export function NotLiveNotice({ match, phase }: { match: MatchDetail; phase: 'upcoming' | 'over' }) {
  const { t } = useTranslation('sports');
  const to = phase === 'upcoming' ? paths.match(match) : routePath('results');
  return (
    <EmptyState
      title={phase === 'over' ? t('match.notLive.closedTitle', { status: statusLabel(t, match.status) }) : t('match.notLive.title')}
      hint={t(phase === 'upcoming' ? 'match.notLive.upcomingHint' : 'match.notLive.overHint')}
      action={
        <Link to={to} className={buttonClassName('primary')}>
          {t(phase === 'upcoming' ? 'match.notLive.upcomingAction' : 'match.notLive.overAction')}
        </Link>
      }
    />
  );
}
