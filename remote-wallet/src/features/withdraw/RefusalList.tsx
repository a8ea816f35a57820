import { useId, type RefObject } from 'react';
import { FOCUS_ON_ERROR, useTranslation } from '@palpite/shared';
import { useFocusOnRemoval } from '../../lib/use-focus-on-removal.ts';
import { refusalText, type Refusal } from './refusals.ts';
import styles from './Withdraw.module.css';

interface RefusalListProps {
  id: string;
  refusals: readonly Refusal[];
  ref: RefObject<HTMLDivElement | null>;
  onRemovedWithFocus: () => HTMLElement | null;
}

/**
 * Every reason the terms refused the withdrawal, not just the first (`details.refusals`): an alert
 * region named by its heading, focusable so the form can move the player to it; taken away while
 * the player is on it, it hands the focus to `onRemovedWithFocus()` rather than to the page.
 */
export function RefusalList({ id, refusals, ref, onRemovedWithFocus }: RefusalListProps) {
  const { t } = useTranslation('wallet');
  useFocusOnRemoval(ref, onRemovedWithFocus);
  const titleId = useId();
  return (
    <div ref={ref} id={id} role="alert" aria-labelledby={titleId} tabIndex={-1} className={styles.refusals} {...{ [FOCUS_ON_ERROR]: '' }}>
      <h3 id={titleId} className={styles.refusalsTitle}>
        {t('withdraw.refusedTitle', { count: refusals.length })}
      </h3>
      <ul className={styles.refusalList}>
        {refusals.map((refusal) => (
          <li key={refusal.code}>{refusalText(t, refusal)}</li>
        ))}
      </ul>
    </div>
  );
}
