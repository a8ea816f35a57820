import { paths, Section, Skeleton, useTranslation } from '@palpite/shared';
import styles from './ProvidersStrip.module.css';

/** Logos of the game providers, each leading to their games. */
export function ProvidersStrip({ count = 10 }: { count?: number }) {
  const { t } = useTranslation('casino');
  return (
    <Section title={t('home.providers')} link={{ to: paths.games(), label: t('ui.seeAll') }} busy>
      <ul className={styles.strip} aria-label={t('home.providers')} tabIndex={0}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.provider}>
            <Skeleton width="70%" height={18} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
