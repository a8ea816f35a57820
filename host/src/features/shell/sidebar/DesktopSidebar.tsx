import { modeHomePath, useMode, useTranslation, useUser } from '@palpite/shared';
import { Logo } from '../Logo.tsx';
import { ModeToggle } from '../ModeToggle.tsx';
import { modeGroup, PROMOTIONS_GROUP } from '../menu.ts';
import { MenuList } from './MenuList.tsx';
import { CloseButton } from './MobileSidebar.tsx';
import { OtherSports } from './OtherSports.tsx';
import { BalanceCard, CardPlaceholder, WelcomeCard } from './SidebarCards.tsx';
import { useSessionView } from '../hooks/useSessionView.ts';
import styles from './Sidebar.module.css';

interface DesktopSidebarProps {
  /** `persistent`: the left column from 1024 px; `drawer`: the same content opened at 768–1023 px. */
  variant: 'persistent' | 'drawer';
  onClose?: () => void;
}

/** The desktop sidebar (spec §2): the player's balance, the mode's sections, Other Sports. */
export function DesktopSidebar({ variant, onClose }: DesktopSidebarProps) {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  const user = useUser();
  const session = useSessionView();
  return (
    <div className={[styles.sidebar, variant === 'persistent' ? styles.persistent : ''].join(' ')}>
      {variant === 'drawer' && onClose ? (
        <>
          <div className={styles.drawerHeader}>
            <Logo to={modeHomePath(mode)} />
            <CloseButton label={t('sidebar.close')} onClose={onClose} />
          </div>
          <ModeToggle className={styles.modeToggle} onNavigate={onClose} />
        </>
      ) : null}
      {user ? <BalanceCard onNavigate={onClose} /> : session === 'restoring' ? <CardPlaceholder /> : <WelcomeCard onAction={onClose} />}
      <nav aria-label={t('menu.label')} className={styles.nav}>
        <MenuList group={modeGroup(mode)} onNavigate={onClose} />
        {mode === 'Sports' ? <OtherSports /> : null}
        <MenuList group={PROMOTIONS_GROUP} />
      </nav>
    </div>
  );
}
