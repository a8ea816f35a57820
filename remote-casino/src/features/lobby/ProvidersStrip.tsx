import { Link } from 'react-router-dom';
import { Section, Skeleton, useTranslation, LoadFailed, type ResourceState } from '@palpite/shared';
import { providerPath } from '../../lib/categories.ts';
import type { Provider } from '../../lib/types.ts';
import styles from './ProvidersStrip.module.css';

/** The game providers, each leading to its games; a catalogue without providers has no strip (an empty, focusable list said nothing). */
export function ProvidersStrip({ providers, onRetry, count = 6 }: { providers: ResourceState<readonly Provider[]>; onRetry: () => void; count?: number }) {
  const { t } = useTranslation('casino');
  if (providers.status === 'ready' && providers.data.length === 0) return null;
  return (
    <Section title={t('home.providers')} busy={providers.status === 'loading'}>
      {providers.status === 'error' ? (
        <LoadFailed error={providers.error} fallback={t('lobby.loadFailed')} onRetry={onRetry} />
      ) : (
        <ul className={styles.strip} aria-label={t('home.providers')} tabIndex={0}>
          {providers.status === 'ready'
            ? providers.data.map((provider) => (
                <li key={provider.slug}>
                  <Link to={providerPath(provider.slug)} className={styles.provider}>
                    <span className={styles.monogram} aria-hidden="true">
                      {provider.name.charAt(0)}
                    </span>
                    <span className={styles.text}>
                      <span className={styles.name}>{provider.name}</span>
                      <span className={styles.count}>{t('lobby.providerGames', { count: provider.games_count })}</span>
                    </span>
                  </Link>
                </li>
              ))
            : Array.from({ length: count }, (_, index) => (
                <li key={index} className={styles.provider}>
                  <Skeleton width="70%" height={18} />
                </li>
              ))}
        </ul>
      )}
    </Section>
  );
}
