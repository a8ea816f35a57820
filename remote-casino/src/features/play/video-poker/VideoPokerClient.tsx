import { useRef } from 'react';
import { Button, formatBRL, useTranslation } from '@palpite/shared';
import { StagePending } from '../components/StagePending.tsx';
import { formatMultiple } from '../../../lib/format.ts';
import type { GameClientProps } from '../types.ts';
import { pokerDraw } from '../api/play-api.ts';
import type { PokerHand } from '../api/types.ts';
import { useHand, type HandSession } from '../lib/use-hand.ts';
import { useFocusAfterAnswer, useFocusOnShow } from '../lib/use-focus-after-answer.ts';
import { HandElsewhere } from '../components/HandElsewhere.tsx';
import { useStake } from '../lib/use-stake.ts';
import { centavosOf } from '../lib/stake.ts';
import { roundResult } from '../lib/result.ts';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import { useCardName } from '../cards/use-card-name.ts';
import { cardsOnTable, paytableRows, toggleHold } from './poker-view.ts';
import { useSavedHolds } from './saved-holds.ts';
import styles from './VideoPokerClient.module.css';

/** Jacks or Better: deal five, hold any, draw; the paytable row of the final hand lights up. */
export function VideoPokerClient({ game, mode, balance, onModeChange, takeFocus }: GameClientProps) {
  const session = useHand<PokerHand>('video-poker', mode, balance);
  if (session.resuming) return <StagePending height={360} />;
  if (session.handElsewhere) return <HandElsewhere mode={session.handElsewhere} onSwitch={onModeChange} />;
  return <PokerTable game={game} mode={mode} balance={balance} session={session} takeFocus={takeFocus} />;
}

/** The table once the open hand, if any, is known: the stake field starts from a resumed hand's stake. */
function PokerTable({ game, mode, balance, session, takeFocus = false }: Omit<GameClientProps, 'onModeChange'> & { session: HandSession<PokerHand> }) {
  const { t, i18n } = useTranslation('casino');
  const cardName = useCardName();
  const cardAsObject = useCardName('object');
  const hand = session.hand;
  const dealt = hand?.phase === 'dealt';
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos, dealt ? centavosOf(hand.stake) : undefined);
  const [held, setHeld] = useSavedHolds(hand);
  const rows = paytableRows(game.paytable);
  // The open hand pays on its own stake; otherwise the table shows what the field would deal.
  const stakeReais = dealt ? hand.stake : (stake.centavos ?? 0) / 100;
  const cardsRef = useRef<HTMLDivElement>(null);
  const dealRef = useRef<HTMLButtonElement>(null);
  // A deal puts the first card's hold under the keyboard, the draw's settled hand puts Deal back.
  const mainControl = () => (dealt ? cardsRef.current?.querySelector('button') : dealRef.current);
  const expectAnswer = useFocusAfterAnswer(session.busy, mainControl);
  useFocusOnShow(takeFocus, mainControl);

  const deal = async () => {
    if (!stake.check()) return;
    expectAnswer();
    await session.deal((stake.centavos ?? 0) / 100);
  };

  const result = hand?.status === 'settled' && hand.payout !== null ? roundResult(hand.stake, hand.payout) : null;
  const refusal = playRefusal(mode, session);

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
                <td>{t('play.poker.payRow', { multiple: formatMultiple(row.returns, i18n.language), amount: formatBRL(row.returns * stakeReais) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div ref={cardsRef} className={styles.cards} role="group" aria-label={t('play.poker.cards')}>
        {cardsOnTable(hand).map((card, index) => {
          const isHeld = dealt ? held[index]! : (hand?.held?.[index] ?? false);
          return (
            <div key={index} className={styles.slot}>
              <PlayingCard name={card} highlighted={isHeld} />
              {/* Named by a phrase of the card and its visible word, in the order and case each language
                  puts them ("Hold Ace of spades", "maça asını tut"); aria-pressed says the state. */}
              <button
                type="button"
                className={`${styles.hold} ${isHeld ? styles.holding : ''}`}
                aria-pressed={isHeld}
                aria-label={isHeld ? t('play.poker.heldCard', { card: cardName(card) }) : t('play.poker.holdCard', { card: cardAsObject(card) })}
                disabled={!dealt || session.busy}
                onClick={() => setHeld(toggleHold(held, index))}
              >
                {isHeld ? t('play.poker.held') : t('play.poker.hold')}
              </button>
            </div>
          );
        })}
      </div>
      {/* Polite and always there (a region added with its text is not read): the five cards dealt, then drawn. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="table-summary">
        {hand ? t('play.poker.cardsSummary', { cards: cardsOnTable(hand).map(cardName).join(', ') }) : ''}
      </p>
      <ResultBanner
        result={result}
        detail={hand?.status === 'settled' && hand.hand ? t(`play.poker.hands.${hand.hand}`) : undefined}
        idleText={dealt ? t('play.poker.chooseHolds') : t('play.poker.idle')}
      />
      {/* Keyed: React would otherwise reuse Deal's <button> as Draw, leaving the focus on Draw after a
          deal (a second Enter would draw with nothing held); the focus is placed on purpose instead.
          Why a deal or a draw was refused sits right above its button: above the stake it was out of sight on a phone. */}
      {dealt ? (
        <RefusalAbove key="draw" refusal={refusal}>
          {(refusalId) => (
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => setHeld(hand.hint)} disabled={session.busy}>
                {t('play.poker.suggest')}
              </Button>
              <Button
                className={styles.main}
                onClick={() => {
                  expectAnswer();
                  void session.act(() => pokerDraw(hand, held));
                }}
                disabled={session.busy}
                aria-describedby={refusalId}
              >
                {t('play.poker.draw')}
              </Button>
            </div>
          )}
        </RefusalAbove>
      ) : (
        <div key="deal" className={styles.deal}>
          <StakeField
            value={stake.text}
            onChange={stake.setText}
            limits={stake.limits}
            problem={stake.problem}
            showProblem={stake.showProblem}
            disabled={session.busy}
            mode={mode}
          />
          <RefusalAbove refusal={refusal} className={styles.playArea}>
            {(refusalId) => (
              <Button ref={dealRef} className={styles.main} onClick={() => void deal()} disabled={session.busy} aria-describedby={refusalId}>
                {t('play.poker.deal')}
              </Button>
            )}
          </RefusalAbove>
        </div>
      )}
    </div>
  );
}
