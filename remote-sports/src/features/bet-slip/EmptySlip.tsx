import { useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';
import { useMediaQuery } from './use-media-query.ts';

/** A touch screen's pointer: the hint says "tap" there and "click" with a mouse or trackpad, whatever the window's width. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

/** The slip with no pick yet, and how to add one. */
export function EmptySlip() {
  const { t } = useTranslation('sports');
  const touch = useMediaQuery(COARSE_POINTER_QUERY);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('slip.empty')}</p>
      <p className={styles.emptyHint}>{t(touch ? 'slip.emptyHintTouch' : 'slip.emptyHintPointer')}</p>
    </div>
  );
}
