import { useRef } from 'react';
import { eventBus, modeHomePath, Skeleton, useMode, useModals, useTranslation, useUser } from '@palpite/shared';
import { useSessionView } from '../hooks/useSessionView.ts';
import { usePublishedHeight } from '../hooks/usePublishedHeight.ts';
import { Icon } from '../icons/Icon.tsx';
import { Logo } from '../Logo.tsx';
import { ModeToggle } from '../ModeToggle.tsx';
import { LanguagePicker } from '../LanguagePicker.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { WalletButton } from './WalletButton.tsx';
import type { NotificationsSlot } from './NotificationsPanel.tsx';
import iconButton from './IconButton.module.css';
import styles from './TopBar.module.css';

export interface TopBarProps {
  /** Hidden below 768 px (routes with `hideNavbar: 'mobile'`). */
  hideOnPhone: boolean;
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  onLogout: () => void;
  notifications: NotificationsSlot;
}

/** The top bar of spec §2: brand, mode switch, balance, language, bell and account actions. */
export function TopBar({ hideOnPhone, menuOpen, menuId, onOpenMenu, onLogout, notifications }: TopBarProps) {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  const user = useUser();
  const session = useSessionView();
  const [, dispatch] = useModals();
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar, '--topbar-height');

  return (
    <header ref={bar} className={[styles.topbar, hideOnPhone ? styles.hideOnPhone : '', session === 'visitor' ? '' : styles.withBalance].join(' ')}>
      <div className={styles.brand}>
        <button
          type="button"
          className={[iconButton.button, styles.menuButton].join(' ')}
          aria-label={t('topbar.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
        <Logo to={modeHomePath(mode)} compact />
      </div>
      <ModeToggle className={styles.modeToggle} />
      <div className={styles.actions}>
        <button type="button" className={[iconButton.button, styles.search].join(' ')} onClick={() => eventBus.emit('open-search', {})}>
          <Icon name="search" />
          <span className="visually-hidden">{t('topbar.search')}</span>
          {/* Part of the name on purpose: the visible shortcut is read out too (WCAG 2.5.3 label in name). */}
          <kbd className={styles.searchHint}>Ctrl+K</kbd>
        </button>
        {user ? <WalletButton /> : null}
        <div className={[styles.language, user ? styles.languageBesideBalance : ''].join(' ')}>
          <LanguagePicker variant="topbar" />
        </div>
        <NotificationsBell slot={notifications} />
        {user ? (
          <>
            <AccountMenu />
            <button type="button" className={iconButton.button} aria-label={t('topbar.logout')} onClick={onLogout}>
              <Icon name="logout" />
            </button>
          </>
        ) : session === 'restoring' ? (
          <span className={styles.sessionPlaceholder}>
            <Skeleton height={40} radius="var(--radius-sm)" />
          </span>
        ) : (
          <>
            <button type="button" className={[styles.authButton, styles.login].join(' ')} onClick={() => dispatch({ type: 'showLogin' })}>
              {t('topbar.login')}
            </button>
            <button type="button" className={[styles.authButton, styles.signup].join(' ')} onClick={() => dispatch({ type: 'showSignup' })}>
              {t('topbar.signup')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
