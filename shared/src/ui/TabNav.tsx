import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { revealCurrentTab } from './reveal-current-tab.ts';
import { revealFocusedItem } from './reveal-focused.ts';
import styles from './TabNav.module.css';

export type TabLink =
  | {
      to: string;
      label: string;
      /** Whether this tab is the current page, where the path alone cannot tell (tabs told apart by a query parameter). */
      current?: boolean;
    }
  /** Not open yet: the tab shows the `soon` badge (`Em breve`) and is not a link. */
  | { label: string; soon: string };

function TabItem({ link }: { link: TabLink }) {
  if ('soon' in link) {
    return (
      <span className={`${styles.tab} ${styles.soon}`} aria-disabled="true">
        {link.label}
        <span className={styles.badge}>{link.soon}</span>
      </span>
    );
  }
  if (link.current !== undefined) {
    return (
      <Link to={link.to} className={styles.tab} aria-current={link.current ? 'page' : undefined}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} end className={styles.tab}>
      {link.label}
    </NavLink>
  );
}

/** Tabs that are pages: links in a navigation landmark; the current one has aria-current="page". */
export function TabNav({ label, links }: { label: string; links: readonly TabLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    if (list.current) revealCurrentTab(list.current);
  }, [pathname, search]);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={list} className={`${styles.list} scroll-fade-x`} onFocus={revealFocusedItem}>
        {links.map((link) => (
          <li key={'to' in link ? link.to : link.label}>
            <TabItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
