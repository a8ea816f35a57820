import { useRef, useState } from 'react';
import { Button, formatBRL, useTranslation, useResource } from '@palpite/shared';
import type { GameClientProps } from '../types.ts';
import { recentRounds } from '../api/play-api.ts';
import { usePlayRound } from '../lib/use-play-round.ts';
import { roundResult } from '../lib/result.ts';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { BALANCE_SHORT, useBetProblem } from '../lib/use-bet-problem.ts';
import { useRoundRoom } from '../lib/use-round-room.ts';
import { RouletteBoard } from './RouletteBoard.tsx';
import { BetControls } from './BetControls.tsx';
import { PocketHistory } from './PocketHistory.tsx';
import { betsBody, colourOf } from './roulette-bets.ts';
import { useRouletteBets } from './use-roulette-bets.ts';
import { readSpotLimits } from './spot-limits.ts';
import { SpotRefusalNotice } from './SpotRefusalNotice.tsx';
import styles from './RouletteClient.module.css';

interface RouletteOutcome {
  pocket: number;
  color: 'red' | 'black' | 'green';
  returns: number[];
}

interface SpunPocket {
  roundId: number;
  pocket: number;
}

/** European roulette: chips on the layout, one spin, the pocket and what each bet returned. */
export function RouletteClient({ game, mode, balance }: GameClientProps) {
  const { t } = useTranslation('casino');
  const table = useRouletteBets(game.min_stake, game.max_stake, readSpotLimits(game.paytable));
  const round = usePlayRound<RouletteOutcome>(game.uuid, mode, balance);
  const earlier = useResource(() => recentRounds<RouletteOutcome>(game.uuid));
  // The spins of this visit, newest first, by round: the first read of the history may answer after
  // a spin already made, and then holds it too.
  const [spun, setSpun] = useState<SpunPocket[]>([]);
  const { problem, report, clear } = useBetProblem(table.bets);
  const spinButton = useRef<HTMLButtonElement>(null);
  // As at a live table: a chip past what the balance or the game's maximum leaves is off, saying why.
  const { chipUnavailableReason } = useRoundRoom(
    { availableCentavos: balance.availableCentavos, placedCentavos: 0 },
    Math.round(game.max_stake * 100),
    table.totalCentavos,
  );
  const outcome = round.last?.round.outcome ?? null;

  const spin = async () => {
    const total = table.totalCentavos;
    if (total === 0) return report({ key: 'play.roulette.noBets' });
    if (total < Math.round(game.min_stake * 100) || total > Math.round(game.max_stake * 100)) {
      return report({ key: 'play.stake.problems.outOfRange', params: { min: formatBRL(game.min_stake), max: formatBRL(game.max_stake) } });
    }
    if (balance.availableCentavos !== null && total > balance.availableCentavos) return report(BALANCE_SHORT);
    clear();
    const answer = await round.play({ bets: betsBody(table.bets) });
    if (answer) setSpun((previous) => [{ roundId: answer.round.id, pocket: answer.round.outcome.pocket }, ...previous]);
  };

  const spunIds = new Set(spun.map((entry) => entry.roundId));
  const earlierPockets = earlier.status === 'ready' ? earlier.data.filter((r) => r.mode === mode && !spunIds.has(r.id)).map((r) => r.outcome.pocket) : [];
  const history = [...spun.map((entry) => entry.pocket), ...earlierPockets].slice(0, 15);
  const result = round.last ? roundResult(round.last.round.stake, round.last.round.payout, round.last.round.returned) : null;

  return (
    <div className={styles.client}>
      <div className={styles.top}>
        <div
          className={`${styles.ball} ${outcome ? styles[colourOf(outcome.pocket)] : ''} ${round.busy ? styles.rolling : ''}`}
          aria-hidden="true"
          data-testid="roulette-pocket"
        >
          {outcome && !round.busy ? outcome.pocket : ''}
        </div>
        <ResultBanner
          result={round.busy ? null : result}
          idleText={round.busy ? t('play.roulette.spinning') : t('play.roulette.idle')}
          detail={outcome ? t('play.roulette.pocket', { number: outcome.pocket, colour: t(`play.roulette.colours.${outcome.color}`) }) : undefined}
        />
      </div>
      <PocketHistory pockets={history} />
      <RouletteBoard
        bets={table.bets}
        onPick={table.pick}
        winningPocket={round.busy ? null : (outcome?.pocket ?? null)}
        pending={table.pending}
        disabled={round.busy}
      />
      <SpotRefusalNotice refusal={table.refusal} />
      <div className={styles.bottom}>
        <BetControls table={table} disabled={round.busy} afterBets={spinButton} chipUnavailableReason={chipUnavailableReason} />
        {/* Why a spin was refused sits right above Spin: below the board and the chips it was out of sight on a phone. */}
        <RefusalAbove refusal={playRefusal(mode, round, problem)}>
          {(describedBy) => (
            <Button ref={spinButton} className={styles.spin} onClick={() => void spin()} busy={round.busy} aria-describedby={describedBy}>
              {round.busy ? t('play.roulette.spinning') : t('play.roulette.spin')}
            </Button>
          )}
        </RefusalAbove>
      </div>
    </div>
  );
}
