import { useId } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useIsLoggedIn, useTranslation } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import { isQueryActive, visibleItems, type LinkItem, type MenuGroup, type MenuItem, type SoonItem } from '../menu.ts';
import styles from './MenuList.module.css';

interface MenuListProps {
  group: MenuGroup;
  /** Called when an entry is followed (a drawer closes even when the page does not change). */
  onNavigate?: () => void;
}

/** One menu group: a labelled list of links, with coming-soon entries as plain text. */
export function MenuList({ group, onNavigate }: MenuListProps) {
  const { t } = useTranslation('shell');
  const isLoggedIn = useIsLoggedIn();
  const titleId = useId();
  const items = visibleItems(group, isLoggedIn);
  return (
    <div className={styles.group}>
      <span id={titleId} className={styles.title}>
        {t(group.titleKey)}
      </span>
      <MenuItems items={items} labelledBy={titleId} onNavigate={onNavigate} />
    </div>
  );
}

export function MenuItems({
  items,
  labelledBy,
  id,
  onNavigate,
}: {
  items: readonly MenuItem[];
  labelledBy: string;
  id?: string;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <ul id={id} className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id}>{item.kind === 'link' ? <MenuLink item={item} siblings={items} onNavigate={onNavigate} /> : <SoonEntry item={item} />}</li>
      ))}
    </ul>
  );
}

function MenuLink({ item, siblings, onNavigate }: { item: LinkItem; siblings: readonly MenuItem[]; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const queryActive = isQueryActive(item, search, siblings);
  return (
    <NavLink
      to={item.to}
      end={item.end}
      // NavLink compares paths only and sets this when the path matches: the query has the last word.
      aria-current={queryActive ? 'page' : 'false'}
      className={({ isActive }) => [styles.entry, styles.link, isActive && queryActive ? styles.active : ''].join(' ')}
      onClick={onNavigate}
    >
      <Icon name={item.icon} className={styles.icon} />
      <span className={styles.label}>{t(item.labelKey)}</span>
    </NavLink>
  );
}

/** Not clickable (spec §2): plain text marked disabled, with a visible "soon" badge. */
function SoonEntry({ item }: { item: SoonItem }) {
  const { t } = useTranslation('shell');
  return (
    <span className={[styles.entry, styles.soon].join(' ')} aria-disabled="true" data-testid={`soon-${item.id}`}>
      <Icon name={item.icon} className={styles.icon} />
      <span className={styles.label}>{t(item.labelKey)}</span>
      <span className={styles.badge}>{t('sidebar.soon')}</span>
    </span>
  );
}
