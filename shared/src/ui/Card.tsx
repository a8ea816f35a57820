import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  description?: string;
  /** True while the card's data is loading. */
  busy?: boolean;
  /** The title's heading level: 3 for a card inside a section that has its own h2. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A raised panel with a titled heading (h2 unless told), named after it for assistive technology. */
export function Card({ title, description, busy = false, headingLevel = 2, children }: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
