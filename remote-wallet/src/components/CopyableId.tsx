import { useRef } from 'react';
import { CopyButton } from '@palpite/shared';
import styles from './CopyableId.module.css';

const SHOWN_WHOLE_MAX = 20;

/** A long id shown by its kind and both ends (`deposit:cb2e…c5f9`, `casino:9f3a8…:bet`); a short one whole. */
function shortId(id: string): string {
  return id.length <= SHOWN_WHOLE_MAX ? id : `${id.slice(0, 12)}…${id.slice(-4)}`;
}

/**
 * A reference the player may quote to support (a transaction's id, the provider's payment id),
 * with a copy button beside it. A long one is shortened on screen, not for assistive technology
 * and not when copied: what is read out and copied is the whole id.
 */
export function CopyableId({ value, label }: { value: string; label: string }) {
  const whole = useRef<HTMLElement>(null);
  const shown = shortId(value);
  return (
    <span className={styles.copyable}>
      {shown === value ? (
        <code ref={whole} translate="no">
          {value}
        </code>
      ) : (
        <span title={value}>
          <code aria-hidden="true" className={styles.short}>
            {shown}
          </code>
          <code ref={whole} translate="no" className="visually-hidden">
            {value}
          </code>
        </span>
      )}
      <CopyButton value={value} label={label} target={whole} iconOnly variant="ghost" className={styles.button} statusClassName={styles.failed} />
    </span>
  );
}
