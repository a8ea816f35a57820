import { describe, expect, it } from 'vitest';
import type { BlackjackAction, BlackjackHand } from '../api/types.ts';
import { hitOrStand, playableHint, upCardValue } from './playable-hint.ts';

/** An open hand: the player's two cards (their total and softness as the server counts them), the dealer's up card, the server's hint. */
const table = (
  cards: [string, string],
  total: number,
  soft: boolean,
  up: string,
  hint: BlackjackAction,
): Pick<BlackjackHand, 'hint' | 'hands' | 'active' | 'dealer'> => ({
  hint,
  active: 0,
  dealer: { cards: [up, null], total: 0 },
  hands: [{ cards, total, soft, stake: 5, doubled: false, from_split: false, done: false, outcome: null, return: null }],
});

const ALL: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const NO_DOUBLE: BlackjackAction[] = ['hit', 'stand', 'split'];
const HIT_OR_STAND: BlackjackAction[] = ['hit', 'stand'];

describe('the blackjack hint the player can act on', () => {
  it('keeps the server’s advice when that move is enabled', () => {
    expect(playableHint(table(['6-heart', '5-club'], 11, false, '10-spade', 'double'), ALL)).toBe('double');
    expect(playableHint(table(['8-heart', '8-club'], 16, false, '10-spade', 'split'), ALL)).toBe('split');
    expect(playableHint(table(['10-heart', '6-club'], 16, false, '10-spade', 'hit'), HIT_OR_STAND)).toBe('hit');
  });

  it('hits instead of a double the player cannot make on a hard total or a soft total under 18', () => {
    expect(playableHint(table(['6-heart', '5-club'], 11, false, '10-spade', 'double'), NO_DOUBLE)).toBe('hit');
    expect(playableHint(table(['5-heart', '4-club'], 9, false, '3-spade', 'double'), NO_DOUBLE)).toBe('hit');
    expect(playableHint(table(['A-heart', '6-club'], 17, true, '4-spade', 'double'), NO_DOUBLE)).toBe('hit');
  });

  it('stands instead of a double the player cannot make on a soft 18 or more (A-7 vs 3–6)', () => {
    for (const up of ['3-spade', '4-spade', '5-spade', '6-spade']) {
      expect(playableHint(table(['A-heart', '7-club'], 18, true, up, 'double'), HIT_OR_STAND)).toBe('stand');
    }
    expect(playableHint(table(['A-heart', '8-club'], 19, true, '6-spade', 'double'), HIT_OR_STAND)).toBe('stand');
  });

  it('plays a pair it cannot split as its total', () => {
    expect(playableHint(table(['8-heart', '8-club'], 16, false, '10-spade', 'split'), HIT_OR_STAND)).toBe('hit');
    expect(playableHint(table(['8-heart', '8-club'], 16, false, '6-spade', 'split'), HIT_OR_STAND)).toBe('stand');
    expect(playableHint(table(['9-heart', '9-club'], 18, false, '8-spade', 'split'), ['hit', 'stand', 'double'])).toBe('stand');
    expect(playableHint(table(['7-heart', '7-club'], 14, false, '7-spade', 'split'), HIT_OR_STAND)).toBe('hit');
    expect(playableHint(table(['6-heart', '6-club'], 12, false, '3-spade', 'split'), HIT_OR_STAND)).toBe('hit');
    expect(playableHint(table(['6-heart', '6-club'], 12, false, '4-spade', 'split'), HIT_OR_STAND)).toBe('stand');
    expect(playableHint(table(['A-heart', 'A-club'], 12, true, '6-spade', 'split'), HIT_OR_STAND)).toBe('hit');
    expect(playableHint(table(['4-heart', '4-club'], 8, false, '5-spade', 'split'), ['hit', 'stand', 'double'])).toBe('hit');
  });

  it('declines insurance the player cannot take, and gives no hint when no fallback is enabled', () => {
    expect(playableHint({ ...table(['10-heart', '6-club'], 16, false, 'A-spade', 'insurance') }, ['no_insurance'])).toBe('no_insurance');
    expect(playableHint(table(['6-heart', '5-club'], 11, false, '10-spade', 'double'), ['stand'])).toBeNull();
    expect(playableHint({ ...table(['6-heart', '5-club'], 11, false, '10-spade', 'hit'), hint: null }, ALL)).toBeNull();
  });

  it('plays totals by basic strategy (dealer stands on soft 17)', () => {
    expect(hitOrStand(12, false, 2)).toBe('hit');
    expect(hitOrStand(13, false, 2)).toBe('stand');
    expect(hitOrStand(16, false, 11)).toBe('hit');
    expect(hitOrStand(17, false, 11)).toBe('stand');
    expect(hitOrStand(18, true, 8)).toBe('stand');
    expect(hitOrStand(18, true, 9)).toBe('hit');
    expect(hitOrStand(18, true, 11)).toBe('hit');
    expect(hitOrStand(17, true, 6)).toBe('hit');
  });

  it('counts the up card as basic strategy does', () => {
    expect(upCardValue('A-spade')).toBe(11);
    expect(upCardValue('K-heart')).toBe(10);
    expect(upCardValue('7-club')).toBe(7);
    expect(upCardValue(null)).toBeNull();
  });
});
