import type { KeyboardEvent, PointerEvent, ReactNode, Ref } from 'react';
import { formatOdds, LineIcon, useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';

/** What the slip's two frames take: the desktop panel and the phone sheet. */
export interface SlipFrameProps {
  onClose: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
  /** The total odds of the bet just placed, which the server may have taken at other odds than the slip's. */
  acceptedOdds?: number | null;
  children: ReactNode;
}

interface SlipHeaderProps {
  titleId: string;
  /** The title takes the focus when what held it leaves the slip (a removed pick, a cleared slip). */
  titleRef?: Ref<HTMLHeadingElement>;
  count: number;
  /** Null while no pick can be placed. */
  totalOdds: number | null;
  onClose: () => void;
  /** Desktop: the header drags the panel (pointer), and its handle moves it with arrow keys. */
  onPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
  onHandleKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
}

/** The slip's header: title with the count badge, total odds, and a close button. */
export function SlipHeader({ titleId, titleRef, count, totalOdds, onClose, onPointerDown, onHandleKeyDown }: SlipHeaderProps) {
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
      <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
        {t('slip.title')}
        {/* A span's aria-label is not read (ARIA 1.2): the spoken count is hidden text, the badge hidden from speech. */}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{t('slip.countLabel', { count })}</span>
      </h2>
      {count > 0 && totalOdds !== null ? <span className={styles.headerOdds}>{formatOdds(totalOdds)}</span> : null}
      <button type="button" className={styles.close} aria-label={t('slip.close')} onClick={onClose} onPointerDown={(event) => event.stopPropagation()}>
        <LineIcon size={18} strokeWidth={2.4} roundJoins={false}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      </button>
    </div>
  );
}
