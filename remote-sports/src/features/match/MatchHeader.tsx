import { Skeleton, useTranslation } from '@palpite/shared';
import styles from './MatchHeader.module.css';

function Team() {
  return (
    <div className={styles.team}>
      <Skeleton width={48} height={48} radius="50%" />
      <Skeleton width="80%" height={16} />
    </div>
  );
}

/** The match at a glance: league, teams, score or kick-off, status, referee and venue (spec §3 Match). */
export function MatchHeader({ live }: { live: boolean }) {
  const { t } = useTranslation('sports');
  return (
    <section className={styles.header} aria-label={t('match.summary')} aria-busy="true">
      <div className={styles.league}>
        <Skeleton width={20} height={20} radius="50%" />
        <Skeleton width={180} height={12} />
      </div>
      <div className={styles.scoreboard}>
        <Team />
        <div className={styles.center}>
          {live ? <span className={styles.live}>{t('ui.liveBadge')}</span> : null}
          <Skeleton width={live ? 72 : 96} height={live ? 32 : 20} />
          <Skeleton width={80} height={12} />
        </div>
        <Team />
      </div>
      <dl className={styles.details}>
        {(['referee', 'venue'] as const).map((detail) => (
          <div key={detail} className={styles.detail}>
            <dt>{t(`match.${detail}`)}</dt>
            <dd>
              <Skeleton width={120} height={12} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
