import { useTranslation } from '@palpite/shared';
import { LockIcon } from '../../components/LockIcon.tsx';
import { SelectionOdds } from '../../components/SelectionOdds.tsx';
import type { MatchContext } from '../../lib/bet-slip/selection-of.ts';
import { marketName } from '../../lib/markets.ts';
import type { Market } from '../../lib/types.ts';
import styles from './MarketGrid.module.css';

/** One market: its name (and a lock while suspended), then its odds buttons. */
export function MarketCard({ match, market }: { match: MatchContext; market: Market }) {
  const { t, i18n } = useTranslation('sports');
  const name = marketName(t, market.key, i18n.language);
  const suspended = market.status !== 'open';
  const many = market.selections.length > 3;
  return (
    <li className={styles.card}>
      <div className={styles.header}>
        <h3 className={styles.name}>{name}</h3>
        {suspended ? (
          <span className={styles.suspended}>
            <LockIcon size={12} />
            {t('match.suspended')}
          </span>
        ) : null}
      </div>
      <div className={[styles.odds, many ? styles.many : ''].join(' ')} role="group" aria-label={name}>
        {market.selections.map((selection) => (
          <SelectionOdds key={selection.id} match={match} market={market} selection={selection} />
        ))}
      </div>
    </li>
  );
}
