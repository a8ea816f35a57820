import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, LineIcon } from '@palpite/shared';
import styles from './GateNotice.module.css';

interface GateNoticeProps {
  /** A 24 × 24 line icon; decorative. */
  icon: ReactNode;
  title: string;
  /** Said before `text`: what the player must know first (why a document was rejected). */
  detail?: string | undefined;
  text: string;
  action: { to: string; label: string };
}

/** What a player must do first (verify an email, an identity), shown in place of a money form. */
export function GateNotice({ icon, title, detail, text, action }: GateNoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.gate} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <LineIcon size={28} strokeWidth={1.8}>
          {icon}
        </LineIcon>
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <p className={styles.text}>{text}</p>
      <Link to={action.to} className={buttonClassName('primary')}>
        {action.label}
      </Link>
    </section>
  );
}
