import styles from './AuthModal.module.css';

/** The success screen a form shows before its modal closes on its own. */
export function SuccessPanel({ title, message }: { title: string; message?: string | null }) {
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <p className={styles.successTitle}>{title}</p>
      {message ? <p className={styles.lead}>{message}</p> : null}
    </div>
  );
}
