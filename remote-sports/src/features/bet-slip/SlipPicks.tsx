import { useRef } from 'react';
import { useTranslation } from '@palpite/shared';
import type { SlipSelection } from '../../lib/bet-slip/slip.ts';
import { clearSlip, removeFromSlip } from '../../lib/bet-slip/slip-state.ts';
import { SlipItem } from './SlipItem.tsx';
import { neighbourOf } from './slip-focus.ts';
import styles from './BetSlip.module.css';

interface SlipPicksProps {
  selections: readonly SlipSelection[];
  /** Now on the server's clock: a pre-match pick past its kick-off cannot be placed. */
  nowMs: number;
  /** The pick a refusal was about. */
  refusedId: string | null;
  placing: boolean;
  /** Where the focus goes once no pick is left to take it. */
  focusTitle: () => void;
}

/**
 * The picks: single or accumulator, the list, and Clear. The remove button pressed and Clear leave
 * with their pick, so the focus moves first: to the next pick's remove button (the previous one's
 * after the last pick), or to the slip's title once the slip is empty.
 */
export function SlipPicks({ selections, nowMs, refusedId, placing, focusTitle }: SlipPicksProps) {
  const { t } = useTranslation('sports');
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const accumulator = selections.length > 1;

  function remove(id: string) {
    const next = neighbourOf(
      selections.map((selection) => selection.id),
      id,
    );
    const target = next === null ? undefined : removeButtons.current.get(next);
    if (target) target.focus();
    else focusTitle();
    removeFromSlip(id);
  }

  function clear() {
    focusTitle();
    clearSlip();
  }

  return (
    <div className={styles.picks}>
      <p className={styles.kind}>
        <span className={[styles.kindBadge, accumulator ? styles.accumulator : ''].join(' ')}>{t(accumulator ? 'slip.accumulator' : 'slip.single')}</span>
        <span className={styles.kindHint}>{t(accumulator ? 'slip.accumulatorHint' : 'slip.singleHint', { count: selections.length })}</span>
      </p>
      <ul className={styles.items} aria-label={t('slip.selections')}>
        {selections.map((selection) => (
          <SlipItem
            key={selection.id}
            selection={selection}
            nowMs={nowMs}
            refused={refusedId === selection.id}
            locked={placing}
            onRemove={() => remove(selection.id)}
            removeRef={(button) => {
              if (button) removeButtons.current.set(selection.id, button);
              return () => {
                removeButtons.current.delete(selection.id);
              };
            }}
          />
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={clear} disabled={placing || selections.length === 0}>
        {t('slip.clear')}
      </button>
    </div>
  );
}
