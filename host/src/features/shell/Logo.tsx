import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@palpite/shared';
import styles from './Logo.module.css';

interface LogoProps {
  to: string;
  /** `compact` hides the wordmark on very narrow phones (the mark stays, the name stays accessible). */
  compact?: boolean;
  className?: string;
}

/** The Palpite mark (a "P" on a pitch-green tile with a gold ball) and wordmark, linking home. */
export function Logo({ to, compact = false, className }: LogoProps) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className={[styles.logo, compact ? styles.compact : '', className].filter(Boolean).join(' ')} aria-label={t('brand.home')}>
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        {t('brand.name')}
      </span>
    </Link>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.stopLight} />
          <stop offset="1" className={styles.stopDark} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path className={styles.letter} d="M11 24V8.5h6a5 5 0 0 1 0 10h-6" />
      <circle className={styles.ball} cx="23" cy="23.5" r="2.75" />
    </svg>
  );
}
