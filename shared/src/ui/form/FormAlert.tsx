import type { ReactNode } from 'react';
import styles from './Field.module.css';

export type FormAlertTone = 'error' | 'success' | 'info';

const toneClass: Record<FormAlertTone, string> = { error: styles.alertError!, success: styles.alertSuccess!, info: styles.alertInfo! };

/** A form-level message; errors are announced assertively, the rest politely. */
export function FormAlert({ tone, children }: { tone: FormAlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, toneClass[tone]].join(' ')}>
      {children}
    </div>
  );
}

/** A small spinner for busy buttons; the button's own text says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
