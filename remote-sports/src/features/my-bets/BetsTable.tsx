import { Fragment, useState } from 'react';
import { DateTime, formatBRL, formatOdds, StatusBadge, useTranslation } from '@palpite/shared';
import { statusLabel } from '../../lib/match-format.ts';
import { countsFromScoreAtBet, marketName, selectionName } from '../../lib/markets.ts';
import type { Bet } from './api/get-bets.ts';
import { betStatusView, legResultView } from './bet-status.ts';
import styles from './MyBetsPage.module.css';

export const BET_COLUMNS = ['betId', 'date', 'type', 'stake', 'potentialWin', 'status', 'details', 'selections'] as const;
const NUMERIC = new Set<string>(['stake', 'potentialWin']);

function Selections({ bet, id }: { bet: Bet; id: string }) {
  const { t, i18n } = useTranslation('sports');
  const language = i18n.language;
  return (
    <ul id={id} className={styles.legs}>
      {bet.selections.map((leg) => {
        const result = legResultView(leg.result, bet.status);
        const teams = { home: leg.match.home, away: leg.match.away };
        return (
          <li key={leg.selection_id} className={styles.leg}>
            <div className={styles.legMain}>
              <span className={styles.legMatch}>{t('match.versus', teams)}</span>
              <span className={styles.legPick}>
                {marketName(t, leg.market, language)}: <strong>{selectionName(t, leg.market, leg.selection, teams, language)}</strong>
              </span>
              <span className={styles.legMeta}>
                <DateTime value={leg.match.starts_at} /> · {statusLabel(t, leg.match.status)}
                {/* No score (a match not played, e.g. called off): its status alone says where it stands, never a 0–0. */}
                {leg.match.score ? ` · ${leg.match.score.home}–${leg.match.score.away}` : ''}
                {leg.match.regular_time_score ? ` ${t('myBets.regularTime', leg.match.regular_time_score)}` : ''}
              </span>
              {leg.score_at_bet ? (
                <span className={styles.legMeta}>
                  {countsFromScoreAtBet(leg.market) ? t('match.handicapFromScore', leg.score_at_bet) : t('myBets.scoreAtBet', leg.score_at_bet)}
                </span>
              ) : null}
            </div>
            <span className={styles.legPrice}>{formatOdds(leg.price)}</span>
            <StatusBadge tone={result.tone}>{t(`myBets.legResults.${result.label}`)}</StatusBadge>
          </li>
        );
      })}
    </ul>
  );
}

/** The bets with the columns of spec §3; each bet's selections open under it. */
export function BetsTable({ caption, bets, refreshing }: { caption: string; bets: readonly Bet[]; refreshing: boolean }) {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // On phones each bet is a card: the cells name themselves (the header row is hidden there).
  const label = (column: (typeof BET_COLUMNS)[number]) => t(`myBets.columns.${column}`);
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      {/* Explicit roles: on phones the table is laid out as cards (CSS display), which some browsers would otherwise read as plain text. */}
      <table role="table" className={styles.table} aria-busy={refreshing}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {BET_COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col" className={NUMERIC.has(column) ? styles.numeric : undefined}>
                {t(`myBets.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {bets.map((bet) => {
            const status = betStatusView(bet.status);
            const expanded = open.has(bet.id);
            const legsId = `bet-${bet.id}-selections`;
            return (
              <Fragment key={bet.id}>
                <tr role="row" className={styles.betRow}>
                  <td role="cell" data-label={label('betId')} className={styles.mono}>
                    #{bet.id}
                  </td>
                  <td role="cell" data-label={label('date')}>
                    <DateTime value={bet.date} />
                  </td>
                  <td role="cell" data-label={label('type')}>
                    {t(`myBets.types.${bet.type === 'live' ? 'live' : 'preMatch'}`)}
                  </td>
                  <td role="cell" data-label={label('stake')} className={styles.numeric}>
                    {formatBRL(bet.stake)}
                  </td>
                  <td role="cell" data-label={label('potentialWin')} className={styles.numeric}>
                    {bet.status === 'approved' && bet.payout !== null ? (
                      <span className={styles.paid}>{formatBRL(bet.payout)}</span>
                    ) : bet.status === 'void' ? (
                      // A void bet wins nothing: its stake came back (said under its status).
                      <span className={styles.muted}>—</span>
                    ) : (
                      formatBRL(bet.potential_win)
                    )}
                  </td>
                  <td role="cell" data-label={label('status')}>
                    <span className={styles.details}>
                      <StatusBadge tone={status.tone}>{t(`myBets.statuses.${status.label}`)}</StatusBadge>
                      {/* A half-lost bet is shown Lost (spec §4) but part of its stake came back, a void one all of it: say how much. */}
                      {(bet.status === 'rejected' || bet.status === 'void') && bet.payout !== null && bet.payout > 0 ? (
                        <span className={styles.muted}>{t('myBets.returned', { amount: formatBRL(bet.payout) })}</span>
                      ) : null}
                    </span>
                  </td>
                  <td role="cell" data-label={label('details')} className={styles.details}>
                    <span>{t(bet.kind === 'single' ? 'myBets.kinds.single' : 'myBets.kinds.accumulator', { count: bet.selections.length })}</span>
                    <span className={styles.muted}>{t('myBets.totalOdds', { odds: formatOdds(bet.total_odds) })}</span>
                  </td>
                  <td role="cell" data-label={label('selections')} className={styles.numeric}>
                    <button type="button" className={styles.expand} aria-expanded={expanded} aria-controls={legsId} onClick={() => toggle(bet.id)}>
                      {t('myBets.selectionsButton', { count: bet.selections.length })}
                      <span aria-hidden="true" className={styles.chevron}>
                        ▾
                      </span>
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr role="row" className={styles.legsRow}>
                    <td role="cell" colSpan={BET_COLUMNS.length}>
                      <Selections bet={bet} id={legsId} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
