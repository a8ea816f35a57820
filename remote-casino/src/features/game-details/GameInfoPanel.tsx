import { useState } from 'react';
import { Tabs, useTranslation } from '@palpite/shared';
import type { GameDetails } from '../../lib/types.ts';
import { FairnessPanel } from './fairness/FairnessPanel.tsx';
import { GameFacts } from './GameFacts.tsx';
import { Paytable } from './paytable/Paytable.tsx';
import { RecallPanel } from './recall/RecallPanel.tsx';
import styles from './GameInfoPanel.module.css';

/** Side panel of the game page: facts and rules, paytable, provable fairness, the player's rounds. */
export function GameInfoPanel({ game }: { game: GameDetails }) {
  const { t } = useTranslation('casino');
  // A rotation reveals the server seed of past rounds: the recall list reads them again.
  const [revision, setRevision] = useState(0);
  const inHouse = game.play_style !== 'external';
  const items = [
    { id: 'info', label: t('details.tabs.info'), content: <GameFacts game={game} /> },
    { id: 'paytable', label: t('gameDetails.tabs.paytable'), content: <Paytable game={game} /> },
    ...(inHouse
      ? [{ id: 'fairness', label: t('gameDetails.tabs.fairness'), content: <FairnessPanel onRotated={() => setRevision((count) => count + 1)} /> }]
      : []),
    { id: 'rounds', label: t('gameDetails.tabs.rounds'), content: <RecallPanel gameUuid={game.uuid} revision={revision} /> },
  ];
  return (
    <aside className={styles.panel} aria-label={t('gameDetails.panel')}>
      <Tabs label={t('gameDetails.panel')} items={items} wrap />
    </aside>
  );
}
