import type { ReactNode } from 'react';
import { LineIcon } from './LineIcon.tsx';
import styles from './StatusBadge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

const ICONS: Record<BadgeTone, ReactNode> = {
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  warning: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4.5l3 2" />
    </>
  ),
  danger: <path d="M7 7l10 10M17 7 7 17" />,
  neutral: <circle cx="12" cy="12" r="3" fill="currentColor" stroke="none" />,
};

/** A status pill. The icon and the text carry the meaning, never the colour alone. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={[styles.badge, styles[tone]].join(' ')}>
      <LineIcon size={14} strokeWidth={2.5}>
        {ICONS[tone]}
      </LineIcon>
      {children}
    </span>
  );
}
