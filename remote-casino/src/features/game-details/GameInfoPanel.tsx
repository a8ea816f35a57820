import { useId, useState } from 'react';
import { Tabs, useTranslation } from '@palpite/shared';
import type { GameDetails } from '../../lib/types.ts';
import { FairnessPanel } from './fairness/FairnessPanel.tsx';
import { GameFacts } from './GameFacts.tsx';
import { Paytable } from './paytable/Paytable.tsx';
import { RecallPanel } from './recall/RecallPanel.tsx';
import { LiveFairnessPanel } from '../live/fairness/LiveFairnessPanel.tsx';
import { LiveRoundsPanel } from '../live/fairness/LiveRoundsPanel.tsx';
import styles from './GameInfoPanel.module.css';

/** Side panel of the game page: facts and rules, paytable, provable fairness, the player's rounds (a live table's rounds). */
export function GameInfoPanel({ game }: { game: GameDetails }) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  // A rotation reveals the server seed of past rounds: the recall list reads them again.
  const [revision, setRevision] = useState(0);
  // The player's seed pair draws only the in-house games played alone (`single`, `hand`); an
  // external game is certified by its provider. A live round is drawn from its table's seeds: its
  // commitment and the revealed rounds are the table's (the table id is the game's slug).
  const playerSeeds = game.play_style === 'single' || game.play_style === 'hand';
  const live = game.play_style === 'live';
  const fairness = live ? (
    <LiveFairnessPanel tableId={game.slug} />
  ) : playerSeeds ? (
    <FairnessPanel onRotated={() => setRevision((count) => count + 1)} />
  ) : null;
  const rounds = live ? <LiveRoundsPanel tableId={game.slug} /> : <RecallPanel gameUuid={game.uuid} paytable={game.paytable} revision={revision} />;
  const items = [
    { id: 'info', label: t('details.tabs.info'), content: <GameFacts game={game} /> },
    { id: 'paytable', label: t('gameDetails.tabs.paytable'), content: <Paytable game={game} /> },
    ...(fairness ? [{ id: 'fairness', label: t('gameDetails.tabs.fairness'), content: fairness }] : []),
    { id: 'rounds', label: t('gameDetails.tabs.rounds'), content: rounds },
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
