import { NavLink } from 'react-router-dom';
import styles from './TabNav.module.css';

export interface TabLink {
  to: string;
  label: string;
}

/** Tabs that are pages: links in a navigation landmark; the current one has aria-current="page". */
export function TabNav({ label, links }: { label: string; links: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={`${styles.list} scroll-fade-x`}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.tab}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
