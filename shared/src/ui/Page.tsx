import { useId, type ReactNode } from 'react';
import { Skeleton } from './Skeleton.tsx';
import { tileGridClassName } from './tile-grid.ts';
import styles from './Page.module.css';

export interface PageProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** True while the page's data is loading: announced to assistive technology. */
  busy?: boolean;
  children?: ReactNode;
}

/** The frame of every page: one h1 title, optional subtitle and actions, then the content. */
export function Page({ title, subtitle, actions, busy = false, children }: PageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={busy}>
      <header className={styles.header}>
        <div>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

export type SkeletonLayout = 'tiles' | 'rows' | 'form' | 'table' | 'text';

/** Placeholder content shaped like the page that will fill it. */
export function LayoutSkeleton({ layout, count = 8 }: { layout: SkeletonLayout; count?: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  switch (layout) {
    case 'tiles':
      // The grid the tiles themselves take (the casino catalogue's): nothing jumps when they come.
      return (
        <div className={tileGridClassName}>
          {items.map((index) => (
            <div key={index} className={styles.tile}>
              <Skeleton height={0} radius="var(--radius-md)" className={styles.tileImage} />
              <Skeleton width="70%" height={14} />
              <Skeleton width="45%" height={12} />
            </div>
          ))}
        </div>
      );
    case 'rows':
      return (
        <div className={styles.list}>
          {items.map((index) => (
            <div key={index} className={styles.row}>
              <div className={styles.list}>
                <Skeleton width="55%" height={14} />
                <Skeleton width="35%" height={12} />
              </div>
              <div className={styles.odds}>
                <Skeleton width={64} height={44} />
                <Skeleton width={64} height={44} />
                <Skeleton width={64} height={44} />
              </div>
            </div>
          ))}
        </div>
      );
    case 'form':
      return (
        <div className={styles.card}>
          {items.slice(0, Math.min(count, 5)).map((index) => (
            <div key={index} className={styles.list}>
              <Skeleton width={120} height={12} />
              <Skeleton height={44} />
            </div>
          ))}
          <Skeleton width={160} height={44} />
        </div>
      );
    case 'table':
      return (
        <div className={styles.card}>
          <Skeleton height={20} />
          {items.map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </div>
      );
    case 'text':
      return (
        <div className={styles.text}>
          {items.map((index) => (
            <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} height={14} />
          ))}
        </div>
      );
  }
}
