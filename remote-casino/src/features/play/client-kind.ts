/** Which client plays a game, from its play style and type (GET /games/:uuid). */
import type { StageGame } from './api/types.ts';

export type ClientKind = 'slots' | 'roulette' | 'baccarat' | 'keno' | 'dice' | 'blackjack' | 'video-poker' | 'external' | 'live' | 'unsupported';

export function clientKindOf(game: Pick<StageGame, 'play_style' | 'game_type'>): ClientKind {
  switch (game.play_style) {
    case 'external':
      return 'external';
    case 'live':
      return 'live';
    case 'hand':
      if (game.game_type === 'blackjack') return 'blackjack';
      if (game.game_type === 'video_poker') return 'video-poker';
      return 'unsupported';
    case 'single':
      if (['slots', 'roulette', 'baccarat', 'keno', 'dice'].includes(game.game_type)) return game.game_type as ClientKind;
      return 'unsupported';
    default:
      return 'unsupported';
  }
}
