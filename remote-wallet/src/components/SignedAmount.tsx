import { formatSigned } from '../lib/money.ts';
import styles from './HistoryTable.module.css';

/** A movement of money: `+R$ 100,00` in green, `−R$ 50,00` in red. The sign says it; the colour only helps. */
export function SignedAmount({ amount }: { amount: number }) {
  const tone = amount > 0 ? styles.credit : amount < 0 ? styles.debit : undefined;
  return <span className={[styles.signed, tone].filter(Boolean).join(' ')}>{formatSigned(amount)}</span>;
}
