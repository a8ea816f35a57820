import { FOCUS_ON_ERROR, useTranslation } from '@palpite/shared';
import { refusalText, type Refusal } from './refusals.ts';
import styles from './Withdraw.module.css';

/** Every reason the terms refused the withdrawal, not just the first (`details.refusals`). */
export function RefusalList({ id, refusals }: { id: string; refusals: readonly Refusal[] }) {
  const { t } = useTranslation('wallet');
  return (
    <div id={id} role="alert" tabIndex={-1} className={styles.refusals} {...{ [FOCUS_ON_ERROR]: '' }}>
      <p className={styles.refusalsTitle}>{t('withdraw.refusedTitle', { count: refusals.length })}</p>
      <ul className={styles.refusalList}>
        {refusals.map((refusal) => (
          <li key={refusal.code}>{refusalText(t, refusal)}</li>
        ))}
      </ul>
    </div>
  );
}
