import type { GameClientProps } from '../play/types.ts';
import { LiveTableView } from './table/LiveTable.tsx';

/** A live game opened from the game page: its table (the table id is the game's slug), with the game's paytable already read. */
export function LiveGameClient({ game, mode, balance }: GameClientProps) {
  // Under the stage's h2 (the page's h1 is the game's name).
  return <LiveTableView tableId={game.slug} mode={mode} balance={balance} paytable={game.paytable} headingLevel={3} />;
}
