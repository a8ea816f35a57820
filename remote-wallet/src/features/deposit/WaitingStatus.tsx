import { Spinner } from '@palpite/shared';
import styles from './Payment.module.css';

/** What the deposit is waiting for, in a polite live region: read out when it changes. */
export function WaitingStatus({ title, text }: { title: string; text?: string }) {
  return (
    <div role="status" className={styles.waiting}>
      <Spinner />
      <div>
        <p className={styles.waitingTitle}>{title}</p>
        {text ? <p className={styles.waitingText}>{text}</p> : null}
      </div>
    </div>
  );
}
