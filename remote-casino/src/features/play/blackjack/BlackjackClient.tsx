import { useId, useRef } from 'react';
import { Button, descriptionIds, formatBRL, useTranslation } from '@palpite/shared';
import { StagePending } from '../components/StagePending.tsx';
import type { GameClientProps } from '../types.ts';
import { blackjackAction } from '../api/play-api.ts';
import type { BlackjackHand } from '../api/types.ts';
import { useHand, type HandSession } from '../lib/use-hand.ts';
import { useFocusAfterAnswer, useFocusOnShow } from '../lib/use-focus-after-answer.ts';
import { HandElsewhere } from '../components/HandElsewhere.tsx';
import { useStake } from '../lib/use-stake.ts';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import { blackjackResult, dealtStakeCentavos, insuranceOf, orderedActions, unaffordableActions, type InsuranceView } from './blackjack-view.ts';
import { playableHint } from './playable-hint.ts';
import { HandTotal } from './HandTotal.tsx';
import { useTableSummary } from './use-table-summary.ts';
import styles from './BlackjackClient.module.css';

/** Blackjack: deal, then hit/stand/double/split/insurance as the server allows; resumes an open hand. */
export function BlackjackClient({ game, mode, balance, onModeChange, takeFocus }: GameClientProps) {
  const session = useHand<BlackjackHand>('blackjack', mode, balance);
  if (session.resuming) return <StagePending height={360} />;
  if (session.handElsewhere) return <HandElsewhere mode={session.handElsewhere} onSwitch={onModeChange} />;
  return <BlackjackTable game={game} mode={mode} balance={balance} session={session} takeFocus={takeFocus} />;
}

/** The table once the open hand, if any, is known: the stake field starts from a resumed hand's dealt stake. */
function BlackjackTable({ game, mode, balance, session, takeFocus = false }: Omit<GameClientProps, 'onModeChange'> & { session: HandSession<BlackjackHand> }) {
  const { t } = useTranslation('casino');
  const hand = session.hand;
  const open = hand?.status === 'open';
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos, open ? (dealtStakeCentavos(hand) ?? undefined) : undefined);
  const result = hand ? blackjackResult(hand) : null;
  const insurance = hand ? insuranceOf(hand) : null;
  const unaffordable = open ? unaffordableActions(hand, balance.availableCentavos) : [];
  // The hint names a move the player can make: not a double or split that is held back.
  const hint = open
    ? playableHint(
        hand,
        hand.legal_actions.filter((action) => !unaffordable.includes(action)),
      )
    : null;
  const summary = useTableSummary();
  const refusal = playRefusal(mode, session);
  const shortNoteId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const dealRef = useRef<HTMLButtonElement>(null);
  // A deal puts the first move the player can make under the keyboard, a settled hand puts Deal back there.
  const mainControl = () => (open ? actionsRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') : dealRef.current);
  const expectAnswer = useFocusAfterAnswer(session.busy, mainControl);
  useFocusOnShow(takeFocus, mainControl);

  const deal = () => {
    if (!stake.check()) return;
    expectAnswer();
    void session.deal((stake.centavos ?? 0) / 100);
  };

  return (
    <div className={styles.client}>
      <div className={styles.felt}>
        <section className={styles.side} aria-label={t('play.blackjack.dealer')}>
          <h3 className={styles.sideTitle}>
            {t('play.blackjack.dealer')}
            {hand ? <HandTotal total={hand.dealer.total} soft={false} /> : null}
          </h3>
          <div className={styles.cards}>{hand ? hand.dealer.cards.map((card, index) => <PlayingCard key={index} name={card} />) : <EmptySpots />}</div>
        </section>
        <p className={styles.rule}>{t('play.blackjack.tableRule')}</p>
        <div className={styles.playerHands}>
          {hand ? (
            hand.hands.map((player, index) => (
              <section
                key={index}
                className={`${styles.side} ${open && index === hand.active && hand.hands.length > 1 ? styles.active : ''}`}
                aria-label={hand.hands.length > 1 ? t('play.blackjack.handNumber', { number: index + 1 }) : t('play.blackjack.you')}
                aria-current={open && index === hand.active ? 'true' : undefined}
              >
                <h3 className={styles.sideTitle}>
                  {hand.hands.length > 1 ? t('play.blackjack.handNumber', { number: index + 1 }) : t('play.blackjack.you')}
                  <HandTotal total={player.total} soft={player.soft} />
                </h3>
                <div className={styles.cards}>
                  {player.cards.map((card, cardIndex) => (
                    <PlayingCard key={cardIndex} name={card} />
                  ))}
                </div>
                <p className={styles.handStake}>
                  {t('play.blackjack.handStake', { stake: formatBRL(player.stake) })}
                  {player.outcome ? <strong className={styles[player.outcome]}> · {t(`play.blackjack.outcomes.${player.outcome}`)}</strong> : null}
                </p>
              </section>
            ))
          ) : (
            <section className={styles.side} aria-label={t('play.blackjack.you')}>
              <h3 className={styles.sideTitle}>{t('play.blackjack.you')}</h3>
              <div className={styles.cards}>
                <EmptySpots />
              </div>
            </section>
          )}
        </div>
        {insurance ? <InsuranceLine insurance={insurance} /> : null}
      </div>
      {/* Polite and always there (a region added with its text is not read): each card dealt is heard. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="table-summary">
        {hand ? summary(hand) : ''}
      </p>
      <ResultBanner
        result={result}
        idleText={open ? (hand.phase === 'insurance' ? t('play.blackjack.insuranceOffer') : t('play.blackjack.yourMove')) : t('play.blackjack.idle')}
        detail={hand?.status === 'settled' && hand.dealer_blackjack ? t('play.blackjack.dealerBlackjack') : undefined}
      />
      {/* Keyed, so no control is reused across a deal by accident: the focus is placed on purpose. Why
          a deal or a move was refused sits right above its buttons: above the stake it was out of sight on a phone. */}
      {open ? (
        <RefusalAbove key="moves" refusal={refusal}>
          {(refusalId) => (
            <div ref={actionsRef} className={styles.actions} role="group" aria-label={t('play.blackjack.actionsLabel')}>
              {orderedActions(hand.legal_actions).map((action) => (
                <Button
                  key={action}
                  variant={action === 'hit' || action === 'stand' ? 'primary' : 'secondary'}
                  onClick={() => {
                    expectAnswer();
                    void session.act(() => blackjackAction(hand, action));
                  }}
                  disabled={session.busy || unaffordable.includes(action)}
                  aria-describedby={descriptionIds(refusalId, unaffordable.includes(action) ? `${shortNoteId}-${action}` : undefined)}
                >
                  {t(`play.blackjack.actions.${action}`)}
                </Button>
              ))}
              {/* A double, split or insurance the balance cannot pay is held back, and why is said (the server would refuse it). */}
              {unaffordable.map((action) => (
                <p key={action} id={`${shortNoteId}-${action}`} className={styles.hint}>
                  {t(`play.blackjack.cannotAfford.${action}`)}
                </p>
              ))}
              {hint ? <p className={styles.hint}>{t('play.blackjack.hint', { action: t(`play.blackjack.actions.${hint}`) })}</p> : null}
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
              <Button ref={dealRef} className={styles.dealButton} onClick={deal} disabled={session.busy} aria-describedby={refusalId}>
                {hand ? t('play.blackjack.dealAgain') : t('play.blackjack.deal')}
              </Button>
            )}
          </RefusalAbove>
        </div>
      )}
    </div>
  );
}

/** The insurance beside the hands' stakes: what it cost, then whether it paid. */
function InsuranceLine({ insurance }: { insurance: InsuranceView }) {
  const { t } = useTranslation('casino');
  return (
    <p className={styles.handStake} data-testid="insurance">
      {t('play.blackjack.insuranceStake', { stake: formatBRL(insurance.stakeReais) })}
      {insurance.outcome ? (
        <strong className={insurance.outcome === 'won' ? styles.win : styles.lose}>
          {' · '}
          {t(`play.blackjack.insuranceResult.${insurance.outcome}`, { amount: formatBRL(insurance.returnReais) })}
        </strong>
      ) : null}
    </p>
  );
}

function EmptySpots() {
  return (
    <>
      <span className={styles.spot} aria-hidden="true" />
      <span className={styles.spot} aria-hidden="true" />
    </>
  );
}
