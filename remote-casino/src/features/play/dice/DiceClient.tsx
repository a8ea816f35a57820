import { useId, useState } from 'react';
import { Button, useTranslation } from '@palpite/shared';
import type { GameClientProps } from '../types.ts';
import { usePlayRound } from '../lib/use-play-round.ts';
import { useStake } from '../lib/use-stake.ts';
import { roundResult } from '../lib/result.ts';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { isPlayableTarget, mirrorTarget, parseTarget, payoutMultiplier, winChanceHundredths, type DiceDirection } from './dice.ts';
import { formatPercent } from '../../../lib/format.ts';
import styles from './DiceClient.module.css';

interface DiceOutcome {
  roll: number;
  win: boolean;
  multiplier: number;
}

/** A number as the page's language writes it (50,50 in pt-BR and tr, 50.50 in en), never grouped. */
const inLanguage = (value: number, language: string, digits: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);

/** Dice: roll over or under a target; the win chance and the payout move with it. */
export function DiceClient({ game, mode, balance }: GameClientProps) {
  const { t, i18n } = useTranslation('casino');
  const decimal = (hundredths: number) => inLanguage(hundredths / 100, i18n.language, 2);
  const targetId = useId();
  const errorId = `${targetId}-error`;
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos);
  const round = usePlayRound<DiceOutcome>(game.uuid, mode, balance);
  const [direction, setDirection] = useState<DiceDirection>('over');
  // Typed either way (parseTarget takes a comma or a point); shown as the page's language writes it.
  const [targetText, setTargetText] = useState(() => decimal(5050));
  const target = parseTarget(targetText);
  const playable = target !== null && isPlayableTarget(direction, target);
  const outcome = round.busy ? null : (round.last?.round.outcome ?? null);

  const setTarget = (hundredths: number) => setTargetText(decimal(hundredths));
  const flip = () => {
    setDirection(direction === 'over' ? 'under' : 'over');
    if (target !== null) setTarget(mirrorTarget(target));
  };
  const roll = () => {
    if (target === null || !playable || !stake.check()) return;
    void round.play({ stake: (stake.centavos ?? 0) / 100, direction, target: target / 100 });
  };

  const result = round.last && !round.busy ? roundResult(round.last.round.stake, round.last.round.payout) : null;
  const chance = target === null ? null : winChanceHundredths(direction, target);
  return (
    <div className={styles.client}>
      <div className={styles.track}>
        <div className={styles.rollValue} aria-hidden="true" data-win={outcome ? String(outcome.win) : undefined}>
          {outcome ? inLanguage(outcome.roll, i18n.language, 2) : '—'}
        </div>
        <div className={styles.bar} aria-hidden="true">
          <div
            className={styles.winZone}
            style={target === null ? undefined : direction === 'over' ? { left: `${target / 100}%`, right: 0 } : { left: 0, right: `${100 - target / 100}%` }}
          />
          {outcome ? <div className={`${styles.marker} ${outcome.win ? styles.markerWin : ''}`} style={{ left: `${outcome.roll}%` }} /> : null}
        </div>
        <label htmlFor={`${targetId}-range`} className="visually-hidden">
          {t('play.dice.target')}
        </label>
        <input
          id={`${targetId}-range`}
          type="range"
          className={styles.range}
          min={0}
          max={100}
          step={0.5}
          value={target === null ? 50 : target / 100}
          onChange={(event) => setTarget(Math.round(Number(event.target.value) * 100))}
          disabled={round.busy}
          aria-valuetext={target === null ? undefined : decimal(target)}
          // The slider reaches targets outside the allowed chance too (over 0, under 100).
          aria-invalid={!playable || undefined}
          aria-describedby={playable ? undefined : errorId}
        />
      </div>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <label htmlFor={targetId}>{direction === 'over' ? t('play.dice.rollOver') : t('play.dice.rollUnder')}</label>
          <div className={styles.targetRow}>
            <input
              id={targetId}
              className={styles.input}
              inputMode="decimal"
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
              aria-invalid={!playable || undefined}
              aria-describedby={playable ? undefined : errorId}
              disabled={round.busy}
            />
            <Button variant="secondary" size="small" onClick={flip} disabled={round.busy}>
              {direction === 'over' ? t('play.dice.switchToUnder') : t('play.dice.switchToOver')}
            </Button>
          </div>
        </div>
        <div className={styles.fact}>
          <span>{t('play.dice.winChance')}</span>
          <output className={styles.value}>{chance === null ? '—' : formatPercent(Math.max(chance, 0) / 100, i18n.language)}</output>
        </div>
        <div className={styles.fact}>
          <span>{t('play.dice.payout')}</span>
          <output className={styles.value}>
            {playable && target !== null ? `${inLanguage(payoutMultiplier(direction, target), i18n.language, 4)}×` : '—'}
          </output>
        </div>
      </div>
      {/* Always there, so the message is heard when it appears; polite, as it comes and goes while the player types. */}
      <div className={styles.problem} aria-live="polite">
        {!playable ? (
          <p id={errorId} className={styles.error}>
            {t('play.dice.targetInvalid')}
          </p>
        ) : null}
      </div>
      <ResultBanner
        result={result}
        detail={outcome ? t('play.dice.rolled', { roll: inLanguage(outcome.roll, i18n.language, 2) }) : undefined}
        idleText={t('play.dice.idle')}
      />
      <div className={styles.controls}>
        <StakeField
          value={stake.text}
          onChange={stake.setText}
          limits={stake.limits}
          problem={stake.problem}
          showProblem={stake.showProblem}
          disabled={round.busy}
          mode={mode}
        />
        {/* Why a roll was refused sits right above Roll: above the stake it was out of sight on a phone. */}
        <RefusalAbove refusal={playRefusal(mode, round)} className={styles.playArea}>
          {(describedBy) => (
            <Button className={styles.main} onClick={roll} busy={round.busy} disabled={!playable} aria-describedby={describedBy}>
              {t('play.dice.roll')}
            </Button>
          )}
        </RefusalAbove>
      </div>
    </div>
  );
}
