import { useState } from 'react';
import { Button, failedCallText, formatBRL, readApiError, useTranslation, type ApiErrorView } from '@palpite/shared';
import type { PlayMode } from '../api/types.ts';
import type { PlayBalance } from '../lib/use-play-balance.ts';
import styles from './StageToolbar.module.css';

interface StageToolbarProps {
  mode: PlayMode;
  balance: PlayBalance;
  /** The real/demo switch, when the stage owns it. */
  modeSwitch?: React.ReactNode;
}

/** Above the game: the mode, the balance it is played against and, in demo, the reset. */
export function StageToolbar({ mode, balance, modeSwitch }: StageToolbarProps) {
  const { t } = useTranslation('casino');
  const [resetting, setResetting] = useState(false);
  // Kept untranslated and said while drawing, so a language picked while it shows turns it too.
  const [resetError, setResetError] = useState<ApiErrorView | null>(null);
  // A refused reset belongs to demo: switching mode leaves it behind, and coming back does not bring it back.
  const [errorMode, setErrorMode] = useState(mode);
  if (errorMode !== mode) {
    setErrorMode(mode);
    setResetError(null);
  }

  const reset = async () => {
    setResetting(true);
    setResetError(null);
    try {
      await balance.resetDemo();
    } catch (error) {
      setResetError(readApiError(error));
    } finally {
      setResetting(false);
    }
  };
  const demoProblem = mode !== 'demo' ? null : resetError ? failedCallText(resetError, t) : balance.demoFailed ? t('play.balance.demoFailed') : null;

  return (
    <div className={styles.toolbar}>
      {modeSwitch}
      <div className={styles.balance}>
        <span className={styles.label}>{mode === 'demo' ? t('play.balance.demo') : t('play.balance.real')}</span>
        <output className={styles.amount} data-testid="stage-balance" aria-live="polite">
          {balance.shownReais === null ? '—' : formatBRL(balance.shownReais)}
        </output>
        {mode === 'real' && balance.bonusReais > 0 ? (
          <span className={styles.bonus}>{t('play.balance.bonusIncluded', { bonus: formatBRL(balance.bonusReais) })}</span>
        ) : null}
      </div>
      {mode === 'demo' ? (
        <Button variant="secondary" size="small" onClick={() => void reset()} busy={resetting}>
          {t('play.balance.reset')}
        </Button>
      ) : null}
      {demoProblem ? (
        <p className={styles.error} role="alert">
          {demoProblem}
        </p>
      ) : null}
    </div>
  );
}
