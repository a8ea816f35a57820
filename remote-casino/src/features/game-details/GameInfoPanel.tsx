import { useId, useState } from 'react';
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
  const titleId = useId();
  // A rotation reveals the server seed of past rounds: the recall list reads them again.
  const [revision, setRevision] = useState(0);
  // The player's seed pair draws only the in-house games played alone (`single`, `hand`): an
  // external game is certified by its provider, and a live round is drawn from its table's seeds,
  // revealed with the table's history (the Info tab says so).
  const playerSeeds = game.play_style === 'single' || game.play_style === 'hand';
  // A live bet is not a round of GET /user/games/rounds: the list would always be empty.
  const listedRounds = game.play_style !== 'live';
  const items = [
    { id: 'info', label: t('details.tabs.info'), content: <GameFacts game={game} /> },
    { id: 'paytable', label: t('gameDetails.tabs.paytable'), content: <Paytable game={game} /> },
    ...(playerSeeds
      ? [{ id: 'fairness', label: t('gameDetails.tabs.fairness'), content: <FairnessPanel onRotated={() => setRevision((count) => count + 1)} /> }]
      : []),
    ...(listedRounds
      ? [{ id: 'rounds', label: t('gameDetails.tabs.rounds'), content: <RecallPanel gameUuid={game.uuid} paytable={game.paytable} revision={revision} /> }]
      : []),
  ];
  return (
    <aside className={styles.panel} aria-labelledby={titleId}>
      {/* The second section under the page's h1 (the stage the first): the tabs' h3 headings sit under it. */}
      <h2 id={titleId} className="visually-hidden">
        {t('gameDetails.panel')}
      </h2>
      <Tabs label={t('gameDetails.panel')} items={items} wrap />
    </aside>
  );
}
