import { useRef } from 'react';
import { CopyButton } from '@palpite/shared';
import styles from './CopyableId.module.css';

/**
 * A reference the player may quote to support (a transaction's id, the provider's payment id):
 * shown in full, with a copy button beside it so nobody has to select a 40-character id by hand.
 */
export function CopyableId({ value, label }: { value: string; label: string }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <span className={styles.copyable}>
      <code ref={shown} translate="no">
        {value}
      </code>
      <CopyButton value={value} label={label} target={shown} iconOnly variant="ghost" className={styles.button} statusClassName={styles.failed} />
    </span>
  );
}
