import { useId, useState, type Ref } from 'react';
import { formatOdds, useFloatingBottomSpace, useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';

interface SlipToggleProps {
  count: number;
  /** Null while no pick can be placed. */
  totalOdds: number | null;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The closed slip holding bets: a small button with the bet count and the total odds (a dash while none can be placed). */
export function SlipToggle({ count, totalOdds, onOpen, ref }: SlipToggleProps) {
  const { t } = useTranslation('sports');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const descriptionId = useId();
  useFloatingBottomSpace(button);
  // Named by what it shows ("2 Bet slip 6.93": speech input says what it sees, WCAG 2.5.3), described in words.
  return (
    <>
      <button
        ref={(node) => {
          setButton(node);
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="button"
        className={styles.toggle}
        onClick={onOpen}
        aria-describedby={descriptionId}
        data-testid="bet-slip-toggle"
      >
        <span className={styles.toggleCount}>{count}</span> <span className={styles.toggleText}>{t('slip.title')}</span>{' '}
        <span className={styles.toggleOdds}>{totalOdds === null ? '—' : formatOdds(totalOdds)}</span>
      </button>
      <span id={descriptionId} className="visually-hidden">
        {totalOdds === null ? t('slip.openNonePlaceable', { count }) : t('slip.open', { count, odds: formatOdds(totalOdds) })}
      </span>
    </>
  );
}
