import { useEffect, useRef, type ReactNode } from 'react';
import { LineIcon } from '@palpite/shared';
import styles from './AuthModal.module.css';

/**
 * The success screen a form shows before its modal closes on its own. `actions` sit outside the
 * announced status: buttons and links in a live region are read out, not offered. The form it
 * replaces had the focus; the dialog takes it back so the keyboard stays inside.
 */
export function SuccessPanel({ title, message, actions }: { title: string; message?: string | null; actions?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  // The form it replaces held the focus: the dialog keeps it (the status is announced meanwhile).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) panel.current?.closest<HTMLElement>('[aria-modal="true"]')?.focus();
  }, []);
  return (
    <div ref={panel} className={styles.success}>
      <div className={styles.successStatus} role="status">
        <span className={styles.successIcon} aria-hidden="true">
          <LineIcon size={32} strokeWidth={2.25}>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
        </span>
        <p className={styles.successTitle}>{title}</p>
        {message ? <p className={styles.lead}>{message}</p> : null}
      </div>
      {actions}
    </div>
  );
}
