import { Skeleton } from '@palpite/shared';
import styles from './PromoHero.module.css';

/** The art beside the banner's text (decorative). */
export function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      <span className={styles.coin}>R$</span>
      <span className={[styles.chip, styles.chipOne].join(' ')} />
      <span className={[styles.chip, styles.chipTwo].join(' ')} />
    </div>
  );
}

export function HeroSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.copy}>
        <Skeleton width={140} height={12} />
        <Skeleton width="90%" height={36} />
        <Skeleton width="70%" height={16} />
        <Skeleton width={220} height={44} />
      </div>
    </div>
  );
}
