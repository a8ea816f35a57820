import { Link } from 'react-router-dom';
import { paths, routePath, useTranslation, useUser } from '@palpite/shared';
import { Icon, type IconName } from '../icons/Icon.tsx';
import { useDropdown } from '../hooks/useDropdown.ts';
import dropdown from './Dropdown.module.css';
import iconButton from './IconButton.module.css';
import styles from './AccountMenu.module.css';

const LINKS: readonly { to: string; labelKey: string; icon: IconName }[] = [
  { to: paths.dashboard(), labelKey: 'account.dashboard', icon: 'dashboard' },
  { to: paths.wallet(), labelKey: 'account.wallet', icon: 'wallet' },
  { to: paths.myBets(), labelKey: 'account.myBets', icon: 'ticket' },
  { to: paths.security(), labelKey: 'account.security', icon: 'shield' },
  // Limits, breaks and self-exclusion: a player looking for them looks in their account first.
  { to: routePath('responsibleGambling'), labelKey: 'account.responsibleGambling', icon: 'pause' },
];

/**
 * The account icon (spec §2). On phones it is a plain link to the dashboard; from 768 px it
 * opens a dropdown with the player's name and the account pages.
 */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const { open, rootRef, panelId, triggerProps } = useDropdown('account');
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <>
      <Link to={paths.dashboard()} className={[iconButton.button, styles.phoneOnly].join(' ')} aria-label={t('topbar.account')}>
        <Icon name="user" />
      </Link>
      <div ref={rootRef} className={[dropdown.root, styles.wideOnly].join(' ')}>
        <button type="button" className={iconButton.button} aria-label={t('topbar.account')} {...triggerProps}>
          <Icon name="user" />
        </button>
        {open ? (
          <div id={panelId} className={dropdown.panel}>
            <div className={styles.who}>
              <span className={styles.name}>{fullName || user.email}</span>
              <span className={styles.email}>{user.email}</span>
            </div>
            <ul className={dropdown.list}>
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={dropdown.item}>
                    <Icon name={link.icon} size={18} className={dropdown.itemIcon} />
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
