import { Link } from 'react-router-dom';
import { formatBRL, paths, useBalances, useTranslation } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import styles from './WalletButton.module.css';

/** The balance in the top bar, on every screen (the visual direction's wallet rule), one tap from the deposit page. */
export function WalletButton() {
  const { t } = useTranslation('shell');
  const [balance] = useBalances();
  const amount = formatBRL(balance);
  return (
    <Link to={paths.wallet()} className={styles.wallet} aria-label={t('topbar.wallet', { balance: amount })}>
      <Icon name="wallet" size={18} className={styles.icon} />
      <span className={styles.amount}>{amount}</span>
      <span className={styles.plus} aria-hidden="true">
        <Icon name="plus" size={16} />
      </span>
    </Link>
  );
}
