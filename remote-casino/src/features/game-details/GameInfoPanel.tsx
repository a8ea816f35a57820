import { Skeleton, Tabs, useTranslation } from '@palpite/shared';
import styles from './GameInfoPanel.module.css';

function Facts({ labels }: { labels: readonly string[] }) {
  return (
    <dl className={styles.facts} aria-busy="true">
      {labels.map((label) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <Skeleton width="70%" height={14} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecentRounds() {
  const { t } = useTranslation('casino');
  const columns = [t('gameDetails.roundsTable.round'), t('gameDetails.roundsTable.bet'), t('gameDetails.roundsTable.win')];
  return (
    <table className={styles.table} aria-busy="true">
      <caption className="visually-hidden">{t('gameDetails.tabs.rounds')}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 6 }, (_, row) => (
          <tr key={row}>
            {columns.map((column) => (
              <td key={column}>
                <Skeleton width="80%" height={12} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Side panel of the game page: paytable and RTP, provable fairness, recent rounds. */
export function GameInfoPanel() {
  const { t } = useTranslation('casino');
  const items = [
    {
      id: 'paytable',
      label: t('gameDetails.tabs.paytable'),
      content: <Facts labels={[t('gameDetails.rtp'), t('gameDetails.volatility'), t('gameDetails.maxWin'), t('gameDetails.betRange')]} />,
    },
    {
      id: 'fairness',
      label: t('gameDetails.tabs.fairness'),
      content: (
        <div className={styles.fairness}>
          <p className={styles.note}>{t('gameDetails.fairnessNote')}</p>
          <Facts labels={[t('gameDetails.serverSeedHash'), t('gameDetails.clientSeed'), t('gameDetails.nonce')]} />
        </div>
      ),
    },
    { id: 'rounds', label: t('gameDetails.tabs.rounds'), content: <RecentRounds /> },
  ];
  return (
    <aside className={styles.panel} aria-label={t('gameDetails.panel')}>
      <Tabs label={t('gameDetails.panel')} items={items} />
    </aside>
  );
}
