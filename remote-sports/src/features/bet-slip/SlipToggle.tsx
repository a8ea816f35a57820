import { useState, type Ref } from 'react';
import { formatOdds, useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';
import { useFloatingBottomSpace } from './use-floating-bottom-space.ts';

interface SlipToggleProps {
  count: number;
  totalOdds: number;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The closed slip holding bets: a small button with the bet count and the total odds. */
export function SlipToggle({ count, totalOdds, onOpen, ref }: SlipToggleProps) {
  const { t } = useTranslation('sports');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useFloatingBottomSpace(button);
  return (
    <button
      ref={(node) => {
        setButton(node);
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="button"
      className={styles.toggle}
      onClick={onOpen}
      aria-label={t('slip.open', { count, odds: formatOdds(totalOdds) })}
      data-testid="bet-slip-toggle"
    >
      <span className={styles.toggleCount} aria-hidden="true">
        {count}
      </span>
      <span className={styles.toggleText} aria-hidden="true">
        {t('slip.title')}
      </span>
      <span className={styles.toggleOdds} aria-hidden="true">
        {formatOdds(totalOdds)}
      </span>
    </button>
  );
}
