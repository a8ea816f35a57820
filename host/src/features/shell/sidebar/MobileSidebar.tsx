import { eventBus, modeHomePath, useMode, useTranslation, useUser } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import { LanguagePicker } from '../LanguagePicker.tsx';
import { Logo } from '../Logo.tsx';
import { ModeToggle } from '../ModeToggle.tsx';
import { modeGroup, PROMOTIONS_GROUP, SPORTS_SOON_GROUP } from '../menu.ts';
import { MenuList } from './MenuList.tsx';
import { UserCard, CardPlaceholder, WelcomeCard } from './SidebarCards.tsx';
import { useSessionView } from '../hooks/useSessionView.ts';
import styles from './Sidebar.module.css';

/**
 * The phone sidebar's content (spec §2 "Mobile sidebar"): brand, the player's card, mode
 * switch, search, the current mode's menu and the language choice.
 */
export function MobileSidebar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  const user = useUser();
  const session = useSessionView();

  const openSearch = () => {
    onClose();
    eventBus.emit('open-search', {});
  };

  return (
    <div className={styles.sidebar}>
      <div className={styles.drawerHeader}>
        <Logo to={modeHomePath(mode)} />
        <CloseButton label={t('sidebar.close')} onClose={onClose} />
      </div>
      {user ? <UserCard onNavigate={onClose} /> : session === 'restoring' ? <CardPlaceholder /> : <WelcomeCard onAction={onClose} />}
      <ModeToggle className={styles.modeToggle} onNavigate={onClose} />
      <button type="button" className={styles.search} onClick={openSearch}>
        <Icon name="search" />
        {t('sidebar.search')}
      </button>
      <nav aria-label={t('menu.label')} className={styles.nav}>
        <MenuList group={modeGroup(mode)} onNavigate={onClose} />
        {mode === 'Sports' ? <MenuList group={SPORTS_SOON_GROUP} /> : null}
        <MenuList group={PROMOTIONS_GROUP} />
      </nav>
      <div className={styles.footer}>
        <LanguagePicker variant="sidebar" />
      </div>
    </div>
  );
}

export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className={styles.close} aria-label={label} onClick={onClose}>
      <Icon name="close" />
    </button>
  );
}
