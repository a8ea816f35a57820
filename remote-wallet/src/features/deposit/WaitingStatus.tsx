import { useEffect, useRef } from 'react';
import { Spinner } from '@palpite/shared';
import styles from './Payment.module.css';

/**
 * What the deposit is waiting for, in a polite live region: read out when it changes.
 * `takeFocus`: it replaces the button the player just pressed (which leaves the page), so the
 * keyboard lands on what happens now instead of the top of the page.
 */
export function WaitingStatus({ title, text, takeFocus = false }: { title: string; text?: string; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} role="status" className={styles.waiting} tabIndex={takeFocus ? -1 : undefined}>
      <Spinner />
      <div>
        <p className={styles.waitingTitle}>{title}</p>
        {text ? <p className={styles.waitingText}>{text}</p> : null}
      </div>
    </div>
  );
}
