import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Section.module.css';

interface SectionProps {
  title: string;
  /** A "see all" style link in the header. */
  link?: { to: string; label: string };
  /** Extra controls at the end of the header (e.g. carousel arrows). */
  controls?: ReactNode;
  /** True while the section's content is loading. */
  busy?: boolean;
  children: ReactNode;
}

/** A titled block of a page (h2), optionally busy while its content loads. */
export function Section({ title, link, controls, busy = false, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={busy}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.end}>
          {link ? (
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          ) : null}
          {controls}
        </div>
      </header>
      {children}
    </section>
  );
}
