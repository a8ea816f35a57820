import { useState } from 'react';
import { Button, Notice, Skeleton, useTranslation } from '@palpite/shared';
import type { GameClientProps } from '../types.ts';
import { pokerDraw } from '../api/play-api.ts';
import type { PokerHand } from '../api/types.ts';
import { useHand } from '../lib/use-hand.ts';
import { HandElsewhere } from '../components/HandElsewhere.tsx';
import { useStake } from '../lib/use-stake.ts';
import { roundResult } from '../lib/result.ts';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import { cardsOnTable, NO_HOLDS, paytableRows, toggleHold } from './poker-view.ts';
import styles from './VideoPokerClient.module.css';

/** Jacks or Better: deal five, hold any, draw; the paytable row of the final hand lights up. */
export function VideoPokerClient({ game, mode, balance, onModeChange }: GameClientProps) {
  const { t } = useTranslation('casino');
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos);
  const session = useHand<PokerHand>('video-poker', mode, balance);
  const [held, setHeld] = useState<boolean[]>([...NO_HOLDS]);
  const hand = session.hand;
  const dealt = hand?.phase === 'dealt';
  const rows = paytableRows(game.paytable);
  const stakeReais = hand?.stake ?? (stake.centavos ?? 0) / 100;

  const deal = async () => {
    if (!stake.check()) return;
    setHeld([...NO_HOLDS]);
    await session.deal((stake.centavos ?? 0) / 100);
  };

  if (session.resuming) return <Skeleton height={360} radius="var(--radius-lg)" />;
  if (session.handElsewhere) return <HandElsewhere mode={session.handElsewhere} onSwitch={onModeChange} />;
  const result = hand?.status === 'settled' && hand.payout !== null ? roundResult(hand.stake, hand.payout) : null;

  return (
    <div className={styles.client}>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('play.poker.paytable')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('play.poker.handColumn')}</th>
            <th scope="col">{t('play.poker.paysColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const won = hand?.status === 'settled' && hand.hand === row.hand;
            return (
              <tr key={row.hand} className={won ? styles.won : undefined} aria-current={won ? 'true' : undefined}>
                <th scope="row">{t(`play.poker.hands.${row.hand}`)}</th>
                <td>{t('play.poker.pays', { multiple: row.returns, amount: (row.returns * stakeReais).toFixed(2).replace('.', ',') })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.cards} role="group" aria-label={t('play.poker.cards')}>
        {cardsOnTable(hand).map((card, index) => {
          const isHeld = dealt ? held[index]! : (hand?.held?.[index] ?? false);
          return (
            <div key={index} className={styles.slot}>
              <PlayingCard name={card} highlighted={isHeld} />
              <button
                type="button"
                className={`${styles.hold} ${isHeld ? styles.holding : ''}`}
                aria-pressed={isHeld}
                disabled={!dealt || session.busy}
                onClick={() => setHeld(toggleHold(held, index))}
                aria-label={t('play.poker.holdCard', { number: index + 1 })}
              >
                {isHeld ? t('play.poker.held') : t('play.poker.hold')}
              </button>
            </div>
          );
        })}
      </div>
      <ResultBanner
        result={result}
        detail={hand?.status === 'settled' && hand.hand ? t(`play.poker.hands.${hand.hand}`) : undefined}
        idleText={dealt ? t('play.poker.chooseHolds') : t('play.poker.idle')}
      />
      {session.error ? <Notice tone="error">{session.error}</Notice> : null}
      {dealt ? (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setHeld([...hand.hint])} disabled={session.busy}>
            {t('play.poker.suggest')}
          </Button>
          <Button className={styles.main} onClick={() => void session.act(() => pokerDraw(hand, held))} disabled={session.busy}>
            {t('play.poker.draw')}
          </Button>
        </div>
      ) : (
        <div className={styles.deal}>
          <StakeField
            value={stake.text}
            onChange={stake.setText}
            limits={stake.limits}
            problem={stake.problem}
            showProblem={stake.showProblem}
            disabled={session.busy}
          />
          <Button className={styles.main} onClick={() => void deal()} disabled={session.busy}>
            {t('play.poker.deal')}
          </Button>
        </div>
      )}
    </div>
  );
}
