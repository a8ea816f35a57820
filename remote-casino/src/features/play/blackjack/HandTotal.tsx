import { useTranslation } from '@palpite/shared';
import { totalParts } from './blackjack-view.ts';
import styles from './BlackjackClient.module.css';

/** A hand's count as a badge: "17", or "7/17" for a soft hand (named "soft 17" for screen readers). */
export function HandTotal({ total, soft }: { total: number; soft: boolean }) {
  const { t } = useTranslation('casino');
  const parts = totalParts(total, soft);
  const label = parts.soft === null ? t('play.blackjack.total', { total }) : t('play.blackjack.softTotal', { total: parts.soft });
  return (
    <span className={`${styles.total} ${total > 21 ? styles.bust : ''}`}>
      <span aria-hidden="true">{parts.soft === null ? parts.hard : `${parts.hard}/${parts.soft}`}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
