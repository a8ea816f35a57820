import { useId } from 'react';
import { Skeleton, useTranslation } from '@palpite/shared';
import styles from './TopLeagues.module.css';

/** The most bet-on leagues: a strip on phones, a sidebar on desktop. */
export function TopLeagues({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('sports');
  const titleId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={titleId} aria-busy="true">
      <h2 id={titleId} className={styles.title}>
        {t('sportsBet.topLeagues')}
      </h2>
      <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <Skeleton width={20} height={20} radius="50%" />
            <Skeleton width={index % 2 ? 96 : 120} height={12} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
