import { paths, Section, Skeleton, useTranslation } from '@palpite/shared';
import { OddsSkeleton } from '../../components/OddsSkeleton.tsx';
import type { Outcome } from '../../lib/sports.ts';
import styles from './LiveNowStrip.module.css';

/** Matches in play right now, as a horizontal strip of cards leading to the live page. */
export function LiveNowStrip({ outcomes, count = 6 }: { outcomes: readonly Outcome[]; count?: number }) {
  const { t } = useTranslation('sports');
  const labels = outcomes.map((outcome) => t(`outcomes.${outcome}`));
  return (
    <Section title={t('sportsHome.liveNow')} link={{ to: paths.liveBets(), label: t('ui.seeAll') }} busy>
      {/* Focusable so keyboard users can scroll the strip while its cards have no links yet. */}
      <ul className={styles.strip} aria-label={t('sportsHome.liveNow')} tabIndex={0}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.card}>
            <div className={styles.top}>
              <span className={styles.live}>{t('ui.liveBadge')}</span>
              <Skeleton width={48} height={12} />
            </div>
            {[0, 1].map((team) => (
              <div key={team} className={styles.team}>
                <Skeleton width={team === 0 ? '65%' : '50%'} height={14} />
                <Skeleton width={16} height={14} />
              </div>
            ))}
            <OddsSkeleton labels={labels} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
