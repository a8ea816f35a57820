import { useId } from 'react';
import { formatBRL, useTranslation } from '@palpite/shared';
import type { PlayMode } from '../api/types.ts';
import { doubleStake, halveStake, parseStakeCentavos, stakeText, type StakeLimits, type StakeProblem } from '../lib/stake.ts';
import { DepositOffer } from './PlayError.tsx';
import styles from './StakeField.module.css';

interface StakeFieldProps {
  value: string;
  onChange: (text: string) => void;
  limits: StakeLimits;
  problem: StakeProblem | null;
  /** Show the problem (after the player tried to play, or once the field was edited). */
  showProblem: boolean;
  label?: string;
  disabled?: boolean;
  /** The mode played: in real mode a stake over the balance comes with the deposit. */
  mode?: PlayMode;
}

/** The stake: typed in reais, halved or doubled by the quick buttons, checked against the game's limits. */
export function StakeField({ value, onChange, limits, problem, showProblem, label, disabled = false, mode }: StakeFieldProps) {
  const { t } = useTranslation('casino');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const current = parseStakeCentavos(value) ?? limits.minCentavos;
  const min = formatBRL(limits.minCentavos / 100);
  const max = formatBRL(limits.maxCentavos / 100);
  const visibleProblem = showProblem ? problem : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('play.stake.label')}
      </label>
      <div className={`${styles.control} ${visibleProblem ? styles.invalid : ''}`}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stakeText(halveStake(current, limits)))}
          disabled={disabled}
          aria-label={t('play.stake.halve')}
        >
          ½
        </button>
        <span className={styles.currency} aria-hidden="true">
          R$
        </span>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={visibleProblem ? true : undefined}
          aria-describedby={visibleProblem ? `${errorId} ${hintId}` : hintId}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stakeText(doubleStake(current, limits)))}
          disabled={disabled}
          aria-label={t('play.stake.double')}
        >
          2×
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('play.stake.limits', { min, max })}
      </p>
      {visibleProblem ? (
        <p id={errorId} className={styles.error} role="alert">
          {t(`play.stake.problems.${visibleProblem}`, { min, max })}
        </p>
      ) : null}
      {visibleProblem === 'insufficient' && mode ? <DepositOffer mode={mode} /> : null}
    </div>
  );
}
