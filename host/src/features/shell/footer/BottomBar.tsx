import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { eventBus, paths, useModals, useTranslation } from '@palpite/shared';
import { usePublishedHeight } from '../hooks/usePublishedHeight.ts';
import { useSessionView } from '../hooks/useSessionView.ts';
import { Icon, type IconName } from '../icons/Icon.tsx';
import styles from './BottomBar.module.css';

interface BottomBarProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
}

/** The phone tab bar (below 768 px): menu, the two mode homes, search, account or log in. */
export function BottomBar({ menuOpen, menuId, onOpenMenu }: BottomBarProps) {
  const { t } = useTranslation('shell');
  // A stored session being restored shows the account tab it is about to need, not a visitor's log in.
  const session = useSessionView();
  const [, dispatch] = useModals();
  // The row of tabs, not the bar: what keeps clear of it adds the home indicator's inset itself.
  const tabs = useRef<HTMLUListElement>(null);
  usePublishedHeight(tabs, '--bottombar-height');
  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      <ul ref={tabs} className={styles.items}>
        <li>
          <button type="button" className={styles.item} aria-expanded={menuOpen} aria-controls={menuOpen ? menuId : undefined} onClick={onOpenMenu}>
            <Label icon="menu" text={t('bottomBar.menu')} />
          </button>
        </li>
        <li>
          <NavLink to={paths.home()} end className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}>
            <Label icon="cherries" text={t('bottomBar.casino')} />
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.sports()} end className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}>
            <Label icon="football" text={t('bottomBar.sports')} />
          </NavLink>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => eventBus.emit('open-search', {})}>
            <Label icon="search" text={t('bottomBar.search')} />
          </button>
        </li>
        <li>
          {session !== 'visitor' ? (
            <NavLink to={paths.dashboard()} className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}>
              <Label icon="user" text={t('bottomBar.account')} />
            </NavLink>
          ) : (
            <button type="button" className={styles.item} onClick={() => dispatch({ type: 'showLogin' })}>
              <Label icon="user" text={t('bottomBar.login')} />
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

function Label({ icon, text }: { icon: IconName; text: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className={styles.text}>{text}</span>
    </>
  );
}
