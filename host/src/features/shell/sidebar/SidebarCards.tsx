import { Link } from 'react-router-dom';
import {
  buttonClassName,
  formatBRL,
  initialsOf,
  paths,
  siteJurisdictionAtom,
  Skeleton,
  useAtomValue,
  useBalances,
  useModals,
  useTranslation,
  useUser,
} from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import styles from './SidebarCards.module.css';

/** The player block of the mobile sidebar (spec §2): who they are and what they hold. */
export function UserCard({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const user = useUser();
  const [balance, bonus] = useBalances();
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className={styles.card}>
      <div className={styles.identity}>
        {user.avatar ? (
          <img className={styles.avatar} src={user.avatar} alt="" width={48} height={48} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initials">
            {initialsOf(user.first_name, i18n.language)}
          </span>
        )}
        <div className={styles.who}>
          <span className={styles.name}>{fullName}</span>
          {/* "Verified" on a betting site means the identity checked: an email confirmed is not it. */}
          {user.identity_verified ? (
            <span className={styles.verified}>
              <Icon name="verified" size={16} />
              {t('sidebar.verified')}
            </span>
          ) : null}
          <span className={styles.email}>{user.email}</span>
        </div>
      </div>
      <dl className={styles.balances}>
        <div className={styles.balanceRow}>
          <dt>{t('sidebar.balance')}</dt>
          <dd className={styles.money}>{formatBRL(balance)}</dd>
        </div>
        <BonusBalanceRow bonus={bonus} />
      </dl>
      <WalletLink icon="wallet" text={t('sidebar.wallet')} onNavigate={onNavigate} />
    </div>
  );
}

/** The desktop sidebar's balance block with its deposit button (spec §2). */
export function BalanceCard({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const [balance, bonus] = useBalances();
  return (
    <div className={styles.card}>
      <dl className={styles.balances}>
        <div className={styles.balanceStack}>
          <dt>{t('sidebar.balance')}</dt>
          <dd className={[styles.money, styles.big].join(' ')}>{formatBRL(balance)}</dd>
        </div>
        <BonusBalanceRow bonus={bonus} />
      </dl>
      <WalletLink icon="plus" text={t('sidebar.deposit')} onNavigate={onNavigate} />
    </div>
  );
}

/** The bonus balance, while the player has one. */
function BonusBalanceRow({ bonus }: { bonus: number }) {
  const { t } = useTranslation('shell');
  if (bonus <= 0) return null;
  return (
    <div className={styles.balanceRow}>
      <dt>{t('sidebar.bonusBalance')}</dt>
      <dd className={[styles.money, styles.bonus].join(' ')}>{formatBRL(bonus)}</dd>
    </div>
  );
}

function WalletLink({ icon, text, onNavigate }: { icon: 'wallet' | 'plus'; text: string; onNavigate?: (() => void) | undefined }) {
  return (
    <Link to={paths.wallet()} className={buttonClassName('primary', 'medium', true)} onClick={onNavigate}>
      <Icon name={icon} size={18} />
      {text}
    </Link>
  );
}

/** While a stored session is restored: the card's place, neither a visitor's invitation nor a player's empty balance. */
export function CardPlaceholder() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="45%" height={14} />
      <Skeleton width="70%" height={28} />
      <Skeleton height={44} radius="var(--radius-sm)" />
    </div>
  );
}

/** For visitors: an invitation to create an account, with log in next to it. */
export function WelcomeCard({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation('shell');
  const [, dispatch] = useModals();
  const jurisdiction = useAtomValue(siteJurisdictionAtom);
  const open = (type: 'showLogin' | 'showSignup') => {
    onAction?.();
    dispatch({ type });
  };
  return (
    <div className={[styles.card, styles.welcome].join(' ')}>
      <p className={styles.welcomeTitle}>{t('sidebar.welcomeTitle')}</p>
      {/* The br profile grants no first-deposit bonus (no bonus before a real-money bet): none is promised. */}
      <p className={styles.welcomeText}>{t(jurisdiction === 'br' ? 'sidebar.welcomeTextNoBonus' : 'sidebar.welcomeText')}</p>
      <div className={styles.welcomeActions}>
        <button type="button" className={buttonClassName('gold', 'medium', true)} onClick={() => open('showSignup')}>
          {t('topbar.signup')}
        </button>
        <button type="button" className={buttonClassName('secondary', 'medium', true)} onClick={() => open('showLogin')}>
          {t('topbar.login')}
        </button>
      </div>
    </div>
  );
}
