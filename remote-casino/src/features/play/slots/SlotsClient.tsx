import { useId, useState } from 'react';
import { Button, descriptionIds, formatBRL, useResource, useTranslation } from '@palpite/shared';
import type { GameClientProps } from '../types.ts';
import { activeFreeSpins } from '../api/play-api.ts';
import type { FreeSpinState } from '../api/types.ts';
import { usePlayRound } from '../lib/use-play-round.ts';
import { useStake } from '../lib/use-stake.ts';
import { roundResult } from '../lib/result.ts';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { ReelGrid } from './ReelGrid.tsx';
import { idleGrid, slotView, type SlotOutcome, type SlotWin } from './slot-view.ts';
import { freeSpinStakeReais } from './free-spin-stake.ts';
import styles from './SlotsClient.module.css';

/** The three in-house slots: stake, spin, the reels drawn from the round's outcome and its wins. */
export function SlotsClient({ game, mode, balance }: GameClientProps) {
  const { t } = useTranslation('casino');
  const winsId = useId();
  const freeSpinStakeId = useId();
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos);
  const round = usePlayRound<SlotOutcome>(game.uuid, mode, balance);
  const answer = round.last;
  const view = answer ? slotView(answer.round.outcome) : null;
  // Free spins are real-money only; before the first spin the campaign list says what is left.
  const campaign = useResource(() => (mode === 'real' ? activeFreeSpins(game.uuid) : Promise.resolve(null)));
  // What is left: each round's answer says so (the server spends a free spin on any real spin while
  // one is left, so its `free_spin` is the latest word), whatever became of the list's read: a read
  // that failed must not hide the counter for good. After a refused free spin (the campaign ended,
  // or its spins went in another tab) the list read again does, and nothing is offered meanwhile.
  const [answered, setAnswered] = useState<{ freeSpin: FreeSpinState | null } | null>(null);
  const freeSpin = answered ? answered.freeSpin : campaign.status === 'ready' && !campaign.refreshing ? campaign.data : null;
  const campaignUnknown = answered === null && campaign.status === 'error';
  const freeSpinDue = freeSpin !== null && freeSpin.quantity_left > 0;
  const freeSpinStake = freeSpinDue ? freeSpinStakeReais(freeSpin, campaign.status === 'ready' ? campaign.data : null, answer?.round ?? null) : null;

  const spin = async () => {
    // A free spin is played at the campaign's bet value whatever the field says (README: free spins),
    // but the request still needs a stake the API can read: the field's, or the game's minimum. It
    // goes as a free spin only, so if none is left the API refuses it instead of charging the stake.
    if (!freeSpinDue && !stake.check()) return;
    const typed = stake.centavos !== null && stake.centavos > 0 ? stake.centavos / 100 : null;
    const played = await round.play(freeSpinDue ? { stake: typed ?? game.min_stake, free_spin: true } : { stake: typed ?? game.min_stake });
    if (played) setAnswered({ freeSpin: played.free_spin });
    else if (freeSpinDue) {
      // reload, not refresh: the list read before said a spin was left, which the refusal disproved.
      setAnswered(null);
      campaign.reload();
    }
  };

  const winText = (win: SlotWin) => {
    const symbol = (name: string) => t(`play.slots.symbols.${name}`, { defaultValue: name });
    switch (win.kind) {
      case 'classic':
        return t(`play.slots.classicWins.${win.win}`, { multiplier: win.multiplier });
      case 'line':
        return t('play.slots.lineWin', { line: win.line, count: win.count, symbol: symbol(win.symbol), lineBets: win.lineBets });
      case 'scatter':
        return t('play.slots.scatterWin', { count: win.count });
      case 'ways':
        return t('play.slots.waysWin', { symbol: symbol(win.symbol), reels: win.reels, ways: win.ways });
    }
  };

  const result = answer ? roundResult(answer.round.stake, answer.round.payout, answer.round.returned) : null;
  return (
    <div className={styles.client}>
      <ReelGrid
        grid={view?.grid ?? idleGrid(game.paytable)}
        winning={view?.winning ?? new Set()}
        spinning={round.busy}
        describedBy={winsId}
        payline={game.paytable.lines === 1 ? 1 : undefined}
      />
      {freeSpinDue ? (
        <>
          <p className={styles.freeSpins} data-testid="free-spins">
            {t('play.slots.freeSpinsLeft', { count: freeSpin.quantity_left, total: formatBRL(freeSpin.total_win) })}
          </p>
          {/* The field keeps the player's stake for after: a free spin is played at its campaign's, whatever the field says. */}
          <p id={freeSpinStakeId} className={styles.freeSpinStake}>
            {freeSpinStake === null ? t('play.slots.freeSpinStake') : t('play.slots.freeSpinStakeAt', { stake: formatBRL(freeSpinStake) })}
          </p>
        </>
      ) : campaignUnknown ? (
        <p className={styles.freeSpinsUnknown}>
          {t('play.slots.freeSpinsFailed')}
          <Button variant="ghost" size="small" onClick={campaign.reload}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </p>
      ) : null}
      {/* Emptied while spinning, as the other clients do: the same result twice in a row is heard twice. */}
      <ResultBanner
        result={round.busy ? null : result}
        idleText={round.busy ? t('play.slots.spinning') : undefined}
        detail={view && view.featureSpins > 0 ? t('play.slots.feature', { count: view.featureSpins }) : undefined}
      />
      <ul id={winsId} className={styles.wins} aria-label={t('play.slots.winsLabel')}>
        {view?.wins.map((win, index) => (
          <li key={index}>{winText(win)}</li>
        ))}
      </ul>
      <div className={styles.controls}>
        <StakeField
          value={stake.text}
          onChange={stake.setText}
          limits={stake.limits}
          problem={stake.problem}
          // The field does not play a free spin: its error would refuse a spin that is played anyway.
          showProblem={stake.showProblem && !freeSpinDue}
          disabled={round.busy}
          mode={mode}
        />
        {/* Why a spin was refused sits right above Spin: above the reels and the stake it was out of sight on a phone. */}
        <RefusalAbove refusal={playRefusal(mode, round)} className={styles.playArea}>
          {(refusalId) => (
            <Button
              className={styles.spin}
              onClick={() => void spin()}
              busy={round.busy}
              aria-describedby={descriptionIds(refusalId, freeSpinDue ? freeSpinStakeId : undefined)}
            >
              {round.busy ? t('play.slots.spinning') : freeSpinDue ? t('play.slots.freeSpin') : t('play.slots.spin')}
            </Button>
          )}
        </RefusalAbove>
      </div>
    </div>
  );
}
