import type { Ref } from 'react';
import { formatOdds, LineIcon, useTranslation } from '@palpite/shared';
import { LiveBadge } from '../../components/LiveBadge.tsx';
import { LockIcon } from '../../components/LockIcon.tsx';
import { isGoneForGood, unavailabilityOf, type SlipSelection } from '../../lib/bet-slip/slip.ts';
import { clockLabel } from '../../lib/match-format.ts';
import { countsFromScoreAtBet, marketName, selectionName } from '../../lib/markets.ts';
import { priceDirection } from '../../lib/odds-flash.ts';
import styles from './BetSlip.module.css';

/**
 * One selection on the slip: the pick, its market and match, its odd (and how it moved), a remove
 * button (locked while the slip is placing: the bet sent is the one shown). An entry that cannot be
 * placed says why in words (match finished, market closed, pre-match betting closed, odds
 * suspended…), not only by colour.
 */
interface SlipItemProps {
  selection: SlipSelection;
  /** Now on the server's clock: a pre-match pick past its kick-off cannot be placed. */
  nowMs: number;
  refused: boolean;
  locked: boolean;
  onRemove: () => void;
  removeRef: Ref<HTMLButtonElement>;
}

export function SlipItem({ selection, nowMs, refused, locked, onRemove, removeRef }: SlipItemProps) {
  const { t, i18n } = useTranslation('sports');
  const language = i18n.language;
  const teams = { home: selection.home_team_name, away: selection.away_team_name };
  const pick = selectionName(t, selection.bet_type, selection.outcome, teams, language);
  const unavailability = unavailabilityOf(selection, nowMs);
  const gone = isGoneForGood(selection);
  // A last move of a price that will never be taken is noise: the odd shows struck out, unmoving.
  const direction = gone ? null : priceDirection(selection.previous_odd, selection.odd);
  return (
    <li className={[styles.item, refused ? styles.refused : '', gone ? styles.gone : ''].join(' ')} data-bet-id={selection.id}>
      <div className={styles.itemMain}>
        <span className={styles.pick}>{pick}</span>
        <span className={styles.market}>{marketName(t, selection.bet_type, language)}</span>
        <span className={styles.fixture}>
          {selection.live ? <LiveBadge /> : null}
          {selection.live && selection.current_time ? <span className={styles.clock}>{clockLabel(t, selection.current_time)}</span> : null}
          <span className={styles.teams}>{t('match.versus', teams)}</span>
        </span>
        {selection.live && countsFromScoreAtBet(selection.bet_type) ? <span className={styles.note}>{t('slip.handicapFromNow')}</span> : null}
        {unavailability ? (
          <span className={[styles.unavailable, gone ? styles.unavailableGone : ''].join(' ')}>
            <LockIcon size={12} />
            {t(`slip.unavailable.${unavailability}`)}
          </span>
        ) : null}
      </div>
      <div className={styles.itemEnd}>
        <span className={[styles.odd, direction ? styles[direction] : ''].join(' ')}>
          {direction && selection.previous_odd !== null ? (
            <>
              <span className={styles.oldOdd}>
                <span className="visually-hidden">{t('slip.oddWas')}</span>
                {formatOdds(selection.previous_odd)}
              </span>
              <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>
              <span className="visually-hidden">{t(`odds.${direction}`)}</span>
            </>
          ) : null}
          {formatOdds(selection.odd)}
        </span>
        <button
          ref={removeRef}
          type="button"
          className={styles.remove}
          aria-label={t('slip.remove', { pick, home: teams.home, away: teams.away })}
          disabled={locked}
          onClick={onRemove}
        >
          <LineIcon size={16} strokeWidth={2.4} roundJoins={false}>
            <path d="M7 7l10 10M17 7 7 17" />
          </LineIcon>
        </button>
      </div>
    </li>
  );
}
