import { useEffect, useState } from 'react';
import { Button, Spinner, useTranslation } from '@palpite/shared';
import { getProviders, type SearchProvider } from './api.ts';
import { matchProviders } from './search-logic.ts';
import styles from './SearchOverlay.module.css';

/**
 * The providers whose name matches the query; picking one opens its games. Unlike game search
 * (spec §8: an empty list), a failed read says so with a retry: "no providers" would be untrue.
 */
export function ProviderResults({ query, onPick }: { query: string; onPick: (slug: string) => void }) {
  const { t } = useTranslation('shell');
  const [providers, setProviders] = useState<SearchProvider[] | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getProviders().then(
      (list) => current && setProviders(list),
      (error: unknown) => {
        console.warn('providers failed', error);
        if (current) setProviders('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (providers === 'failed')
    return (
      <div className={styles.empty} role="alert">
        {t('search.providersFailed')}
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setProviders(null);
            setAttempt((count) => count + 1);
          }}
        >
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  if (providers === null)
    return (
      <p className={styles.status} role="status">
        <Spinner /> {t('search.loading')}
      </p>
    );
  const shown = matchProviders(providers, query);
  if (shown.length === 0)
    return (
      <p className={styles.empty} role="status">
        {t('search.noProvidersFound')}
      </p>
    );
  return (
    <ul className={styles.list} aria-label={t('search.tab.providers')}>
      {shown.map((provider) => (
        <li key={provider.slug}>
          <button type="button" data-result className={styles.result} onClick={() => onPick(provider.slug)}>
            <span className={styles.monogram} aria-hidden="true">
              {provider.name.charAt(0)}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{provider.name}</span>
              <span className={styles.meta}>{t('search.providerGames', { count: provider.games_count })}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
