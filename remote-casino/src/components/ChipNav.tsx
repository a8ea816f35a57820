import { NavLink } from 'react-router-dom';
import { revealFocusedItem } from '@palpite/shared';
import styles from './ChipNav.module.css';

export interface ChipLink {
  to: string;
  label: string;
}

/** A horizontally scrolling row of link chips; the chip of the current page is highlighted. */
export function ChipNav({ label, links }: { label: string; links: readonly ChipLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={`${styles.list} scroll-fade-x`} onFocus={revealFocusedItem}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={({ isActive }) => [styles.chip, isActive ? styles.active : ''].filter(Boolean).join(' ')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
