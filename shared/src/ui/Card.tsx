import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  description?: string;
  /** True while the card's data is loading. */
  busy?: boolean;
  children: ReactNode;
}

/** A raised panel with an h2 title, named after it for assistive technology. */
export function Card({ title, description, busy = false, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
