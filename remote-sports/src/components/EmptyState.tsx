import type { ReactNode } from 'react';
import styles from './States.module.css';

/** A friendly empty list: what is missing and, optionally, where to go instead. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={[styles.panel, styles.empty].join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a9 9 0 0 1 0 18M3.5 9h17M3.5 15h17" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
