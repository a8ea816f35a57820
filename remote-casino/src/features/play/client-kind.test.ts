import { describe, expect, it } from 'vitest';
import { clientKindOf } from './client-kind.ts';

describe('clientKindOf', () => {
  it.each([
    ['single', 'slots', 'slots'],
    ['single', 'roulette', 'roulette'],
    ['single', 'baccarat', 'baccarat'],
    ['single', 'keno', 'keno'],
    ['single', 'dice', 'dice'],
    ['hand', 'blackjack', 'blackjack'],
    ['hand', 'video_poker', 'video-poker'],
    ['external', 'slots', 'external'],
    ['live', 'roulette', 'live'],
    ['single', 'crash', 'unsupported'],
  ] as const)('%s %s → %s', (play_style, game_type, kind) => expect(clientKindOf({ play_style, game_type })).toBe(kind));
});
