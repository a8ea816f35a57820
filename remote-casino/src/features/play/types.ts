import type { PlayMode, StageGame } from './api/types.ts';
import type { PlayBalance } from './lib/use-play-balance.ts';

/** What every game client is given by the stage. */
export interface GameClientProps {
  game: StageGame;
  mode: PlayMode;
  balance: PlayBalance;
  /** Switches the stage to the other mode (a hand left open there must be finished there). */
  onModeChange?: (mode: PlayMode) => void;
  /**
   * The stage was switched by `onModeChange` from inside the previous client, whose button went
   * with it: this client's main control takes the focus once shown, if it was lost.
   */
  takeFocus?: boolean;
}
