import { useState, type Ref } from 'react';
import { Notice, createRetryKey, formatBRL, readApiError, useDateFormat, useExclusion, useIsLoggedIn, useModals, useTranslation } from '@palpite/shared';
import type { PlayMode } from '../../play/api/types.ts';
import type { PlayBalance } from '../../play/lib/use-play-balance.ts';
import { isBalanceShort } from '../../play/lib/api-error.ts';
import { BALANCE_SHORT } from '../../play/lib/use-bet-problem.ts';
import { placeLiveBet } from '../api/live-api.ts';
import type { LiveBet } from '../api/types.ts';
import { StagePending } from '../../play/components/StagePending.tsx';
import { canBet } from './live-round.ts';
import { placedOnRoundCentavos, type RoundStakes } from './round-room.ts';
import { isMissingTable, useLiveTable } from './use-live-table.ts';
import { LiveTableHeader } from './LiveTableHeader.tsx';
import { LiveResultView } from './LiveResultView.tsx';
import { LiveBetStatus } from './LiveBetStatus.tsx';
import { LiveTableFailed } from './LiveTableFailed.tsx';
import { LiveRouletteBets, LiveBaccaratBets, type LiveBetting, type LiveRefusal } from './LiveBetting.tsx';
import { Heading } from '../../../components/Heading.tsx';
import styles from './LiveTable.module.css';

interface LiveTableProps {
  tableId: string;
  mode: PlayMode;
  balance: PlayBalance;
  /** The level of the table's name (2 right under a page's h1); its parts' headings are one deeper. */
  headingLevel?: 2 | 3;
  /** The table game's paytable, when the page read the game (its per-spot limits); else the betting reads it. */
  paytable?: Record<string, unknown>;
  /** The table's name heading, drawn once the table is read: a page can move the focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Leaves the table where the page can (the live page); a table that does not exist offers it. */
  onLeave?: () => void;
}

/** One live table joined: countdown, the result and history pushed over realtime, and the player's bets. */
export function LiveTableView({ tableId, mode, balance, headingLevel = 2, paytable, headingRef, onLeave }: LiveTableProps) {
  const { t } = useTranslation('casino');
  const loggedIn = useIsLoggedIn();
  // During a break or self-exclusion the table can be watched, not bet on (demo chips included): said instead of the chips.
  const exclusion = useExclusion();
  const [, dispatchModal] = useModals();
  const session = useLiveTable(tableId, () => balance.refresh());
  const [placing, setPlacing] = useState(false);
  // A refusal belongs to its round: the next round's window opens without it.
  const [failure, setFailure] = useState<(LiveRefusal & { roundId: number }) | null>(null);
  const [placed, setPlaced] = useState<LiveBet[]>([]);
  const [retryKey] = useState(createRetryKey);
  const { time } = useDateFormat();
  const { table, moment } = session;
  const partLevel = headingLevel === 2 ? 3 : 4;

  // A table closed while shown is gone too: its last state would otherwise stay on screen, frozen.
  if (session.failed && (!table || isMissingTable(session.failed)))
    return <LiveTableFailed failure={session.failed} onRetry={session.reload} onLeave={onLeave} />;
  if (!table || !moment) return <StagePending height={420} />;

  const open = canBet(moment);
  const roundId = table.current_round.round_id;
  const refusal = failure?.roundId === roundId ? failure : null;
  const refuse = (refused: LiveRefusal | null) => setFailure(refused === null ? null : { ...refused, roundId });
  // The server's copy of a bet (settled, with its payout) wins over the one kept when it was placed.
  const myBets = [...(table.my_bets ?? []), ...placed]
    .sort((a, b) => b.id - a.id)
    .filter((bet, index, all) => all.findIndex((other) => other.id === bet.id) === index);
  const roundNumberOf = (bet: LiveBet): number | null =>
    bet.round_id === table.current_round.round_id
      ? table.current_round.round_number
      : (table.history.find((round) => round.round_id === bet.round_id)?.round_number ?? null);
  const thisRound = myBets.filter((bet) => bet.round_id === roundId);
  // The balance has paid for the bets placed already; the table's maximum holds for them and the next together.
  const stakes: RoundStakes = { availableCentavos: balance.availableCentavos, placedCentavos: placedOnRoundCentavos(myBets, roundId, mode) };

  const place = async (betting: LiveBetting) => {
    // As the bet slip and favourites do: the warning says why, with login and sign-up.
    if (!loggedIn) return dispatchModal({ type: 'showWarning' });
    const body = betting.body();
    if (body.length === 0) return refuse({ problem: { key: 'live.table.noBets' } });
    if (balance.availableCentavos !== null && betting.totalCentavos > balance.availableCentavos) return refuse({ problem: BALANCE_SHORT });
    setPlacing(true);
    refuse(null);
    try {
      // Pressed again after no answer came, the same bets go with the same key: the server answers the bet it took.
      const answer = await placeLiveBet(table.id, roundId, mode, body, retryKey.keyFor(JSON.stringify([table.id, roundId, mode, body])));
      retryKey.answered();
      balance.apply(answer.balance);
      setPlaced((previous) => [answer.bet, ...previous]);
      session.expectSettlement(mode);
      betting.clear();
    } catch (failure) {
      if (retryKey.failed(failure)) {
        // No answer came: the bet may have been taken. Show the player's bets and balance as the server has them.
        session.reload();
        session.expectSettlement(mode);
        balance.refresh();
      }
      refuse({ failure: readApiError(failure), balanceShort: isBalanceShort(failure) });
    } finally {
      setPlacing(false);
    }
  };

  const bettingProps = { table, open, placing, paytable, mode, refusal, stakes, onPlace: (betting: LiveBetting) => void place(betting) };
  return (
    <div className={styles.table} data-live-table={table.id}>
      <LiveTableHeader table={table} moment={moment} headingLevel={headingLevel} headingRef={headingRef} />
      <LiveResultView table={table} moment={moment} headingLevel={partLevel} />
      {exclusion ? (
        <Notice tone="info">{t(exclusion.messageKey, { ns: 'common', until: exclusion.until })}</Notice>
      ) : table.kind === 'roulette' ? (
        <LiveRouletteBets {...bettingProps} />
      ) : (
        <LiveBaccaratBets {...bettingProps} />
      )}
      {thisRound.length > 0 || myBets.length > 0 ? (
        <section className={styles.myBets} aria-label={t('live.table.myBets')}>
          <Heading level={partLevel} className={styles.myBetsTitle}>
            {t('live.table.myBets')}
          </Heading>
          <ul className={styles.betList}>
            {myBets.slice(0, 6).map((bet) => (
              <li key={bet.id} className={styles.bet}>
                <span>
                  {roundNumberOf(bet) === null ? (
                    // Older than the rounds the table still lists: its time says which it was.
                    <time dateTime={bet.created_at}>{time(bet.created_at)}</time>
                  ) : (
                    t('live.table.roundShort', { number: roundNumberOf(bet) })
                  )}
                  {bet.mode === 'demo' ? <span className={styles.demoTag}> · {t('gameDetails.modes.demo')}</span> : null}
                </span>
                <span>{formatBRL(bet.stake)}</span>
                <LiveBetStatus bet={bet} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
