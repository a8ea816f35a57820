import { useState } from 'react';
import { Button, formatBRL, useTranslation } from '@palpite/shared';
import type { PlayMode } from '../api/types.ts';
import type { PlayBalance } from '../lib/use-play-balance.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';
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
  const describe = useErrorMessage();
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);

  const reset = async () => {
    setResetting(true);
    setResetError(null);
    try {
      await balance.resetDemo();
    } catch (error) {
      setResetError(describe(error));
    } finally {
      setResetting(false);
    }
  };

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
        <Button variant="secondary" size="small" onClick={() => void reset()} disabled={resetting}>
          {t('play.balance.reset')}
        </Button>
      ) : null}
      {resetError || balance.demoFailed ? (
        <p className={styles.error} role="alert">
          {resetError ?? t('play.balance.demoFailed')}
        </p>
      ) : null}
    </div>
  );
}
