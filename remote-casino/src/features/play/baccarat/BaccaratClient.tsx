import { useState } from 'react';
import { Button, formatBRL, useTranslation } from '@palpite/shared';
import type { GameClientProps } from '../types.ts';
import { usePlayRound } from '../lib/use-play-round.ts';
import { roundResult } from '../lib/result.ts';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { BALANCE_SHORT, useBetProblem } from '../lib/use-bet-problem.ts';
import { useRoundRoom } from '../lib/use-round-room.ts';
import { ChipRack } from '../components/ChipRack.tsx';
import { chipsWithin } from '../roulette/roulette-bets.ts';
import { BaccaratHands, type BaccaratDeal } from './BaccaratHands.tsx';
import { BaccaratSpots } from './BaccaratSpots.tsx';
import { addBaccaratChip, baccaratBody, baccaratTotal, NO_BACCARAT_BETS } from './baccarat-bets.ts';
import styles from './BaccaratClient.module.css';

/** Punto banco: chips on player, banker or tie, one deal, both hands shown. */
export function BaccaratClient({ game, mode, balance }: GameClientProps) {
  const { t } = useTranslation('casino');
  const chips = chipsWithin(Math.round(game.min_stake * 100), Math.round(game.max_stake * 100));
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState(NO_BACCARAT_BETS);
  const { problem, report, clear } = useBetProblem(bets);
  const round = usePlayRound<BaccaratDeal>(game.uuid, mode, balance);
  const deal = round.last?.round.outcome ?? null;
  const total = baccaratTotal(bets);
  // As at a live table: a chip past what the balance or the game's maximum leaves is off, saying why.
  const { chipUnavailableReason } = useRoundRoom({ availableCentavos: balance.availableCentavos, placedCentavos: 0 }, Math.round(game.max_stake * 100), total);

  const play = () => {
    if (total === 0) return report({ key: 'play.baccarat.noBets' });
    if (balance.availableCentavos !== null && total > balance.availableCentavos) return report(BALANCE_SHORT);
    clear();
    void round.play({ bets: baccaratBody(bets) });
  };

  const result = round.last ? roundResult(round.last.round.stake, round.last.round.payout, round.last.round.returned) : null;
  return (
    <div className={styles.client}>
      <div className={styles.table}>
        <BaccaratHands deal={round.busy ? null : deal} />
        <BaccaratSpots
          bets={bets}
          winner={round.busy ? null : (deal?.result ?? null)}
          disabled={round.busy}
          onPick={(spot) => setBets(addBaccaratChip(bets, spot, chip))}
        />
      </div>
      <ResultBanner
        result={round.busy ? null : result}
        detail={deal && !round.busy ? t(`play.baccarat.results.${deal.result}`, { player: deal.player_total, banker: deal.banker_total }) : undefined}
        idleText={t('play.baccarat.idle')}
      />
      <div className={styles.controls}>
        <ChipRack chips={chips} value={chip} onChange={setChip} unavailableReason={chipUnavailableReason} />
        <p className={styles.total}>
          {t('play.roulette.total')} <strong>{formatBRL(total / 100)}</strong>
        </p>
        {/* Why a deal was refused sits right above Deal: above the chips it was out of sight on a phone. */}
        <RefusalAbove refusal={playRefusal(mode, round, problem)} className={styles.playArea}>
          {(describedBy) => (
            <div className={styles.buttons}>
              <Button
                variant="ghost"
                onClick={() => setBets(NO_BACCARAT_BETS)}
                disabled={round.busy}
                unavailableReason={total === 0 ? t('play.baccarat.noBets') : null}
              >
                {t('play.roulette.clear')}
              </Button>
              <Button className={styles.main} onClick={play} busy={round.busy} aria-describedby={describedBy}>
                {t('play.baccarat.deal')}
              </Button>
            </div>
          )}
        </RefusalAbove>
      </div>
    </div>
  );
}
