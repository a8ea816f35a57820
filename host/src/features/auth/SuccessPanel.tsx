import type { ReactNode } from 'react';
import { LineIcon } from '@palpite/shared';
import styles from './AuthModal.module.css';

/** The success screen a form shows before its modal closes on its own. */
export function SuccessPanel({ title, message, children }: { title: string; message?: string | null; children?: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <LineIcon size={32} strokeWidth={2.25}>
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </LineIcon>
      </span>
      <p className={styles.successTitle}>{title}</p>
      {children}
      {message ? <p className={styles.lead}>{message}</p> : null}
    </div>
  );
}
