import { Link } from 'react-router-dom';
import { formatBRL, paths, useBalances, useTranslation } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import styles from './WalletButton.module.css';

/** Whole reais in the pt-BR format of formatBRL, rounded down: a shown balance never says more than there is. */
const wholeBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WHOLE_FROM_REAIS = 1_000_000;

/** The balance in the top bar, on every screen (the visual direction's wallet rule), one tap from the deposit page. */
export function WalletButton() {
  const { t } = useTranslation('shell');
  const [balance] = useBalances();
  const amount = formatBRL(balance);
  // From a million on, a phone shows whole reais: with its centavos the bar no longer fits 320 px in one row.
  const whole = balance >= WHOLE_FROM_REAIS ? wholeBRL.format(Math.floor(balance)) : null;
  return (
    <Link to={paths.wallet()} className={styles.wallet} aria-label={t('topbar.wallet', { balance: amount })}>
      <Icon name="wallet" size={18} className={styles.icon} />
      <span className={`${styles.amount} ${whole ? styles.fullOnWide : ''}`}>{amount}</span>
      {whole ? <span className={`${styles.amount} ${styles.wholeOnPhone}`}>{whole}</span> : null}
      <span className={styles.plus} aria-hidden="true">
        <Icon name="plus" size={16} />
      </span>
    </Link>
  );
}
