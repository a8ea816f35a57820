import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { formatOdds, LineIcon, useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';

interface SlipHeaderProps {
  titleId: string;
  count: number;
  totalOdds: number;
  onClose: () => void;
  /** Desktop: the header drags the panel (pointer), and its handle moves it with arrow keys. */
  onPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
  onHandleKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
}

/** The slip's header: title with the count badge, total odds, and a close button. */
export function SlipHeader({ titleId, count, totalOdds, onClose, onPointerDown, onHandleKeyDown }: SlipHeaderProps) {
  const { t } = useTranslation('sports');
  return (
    <div className={[styles.header, onPointerDown ? styles.draggable : ''].join(' ')} onPointerDown={onPointerDown}>
      {onHandleKeyDown ? (
        <button type="button" className={styles.grip} aria-label={t('slip.move')} onKeyDown={onHandleKeyDown}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
      ) : null}
      <h2 id={titleId} className={styles.title}>
        {t('slip.title')}
        <span className={styles.count} aria-label={t('slip.countLabel', { count })}>
          {count}
        </span>
      </h2>
      {count > 0 ? <span className={styles.headerOdds}>{formatOdds(totalOdds)}</span> : null}
      <button type="button" className={styles.close} aria-label={t('slip.close')} onClick={onClose} onPointerDown={(event) => event.stopPropagation()}>
        <LineIcon size={18} strokeWidth={2.4} roundJoins={false}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </button>
    </div>
  );
}
