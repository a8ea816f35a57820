/**
 * The live tables' limits over a round (pure): a spot's maximum, one baccarat bet per spot, the
 * table's maximum and the number of bets count every bet the player has on the round.
 */
import { describe, expect, it } from 'vitest';
import type { LiveBets } from '../../domain/casino-live/index.ts';
import type { RouletteSpot } from '../../domain/casino/roulette/roulette.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { translate } from '../../i18n/messages.ts';
import { BET_FORMAT_RULES } from './errors.ts';
import { roundLimitRefusal } from './live-limits.ts';

const roulette = (...bets: [RouletteSpot, number][]): LiveBets => ({ kind: 'roulette', bets: bets.map(([spot, stakeCentavos]) => ({ spot, stakeCentavos })) });
const baccarat = (...bets: ['player' | 'banker' | 'tie', number][]): LiveBets => ({
  kind: 'baccarat',
  bets: bets.map(([spot, stakeCentavos]) => ({ spot, stakeCentavos })),
});
const TABLE_MAX = 5_000_000;

describe('a live round’s limits', () => {
  it('add a spot’s stakes up over the round, its numbers in any order', () => {
    const split = (a: number, b: number): RouletteSpot => ({ type: 'split', numbers: [a, b] });
    expect(roundLimitRefusal([roulette([split(17, 20), 150_000])], roulette([split(20, 17), 50_000]), TABLE_MAX)).toBeNull();
    const over = roundLimitRefusal([roulette([split(17, 20), 150_000]), roulette([{ type: 'red' }, 100])], roulette([split(20, 17), 50_001]), TABLE_MAX);
    expect(over).toMatchObject({ key: 'casino.errors.roundSpotStakeOverMax', details: { placed: 1_500, stake: 500.01, max: 2_000 } });
  });

  it('take one baccarat bet per spot and the table’s maximum over the round', () => {
    expect(roundLimitRefusal([baccarat(['banker', 500])], baccarat(['player', 500], ['tie', 100]), 1_000_000)).toBeNull();
    expect(roundLimitRefusal([baccarat(['banker', 500])], baccarat(['player', 500], ['banker', 100]), 1_000_000)).toMatchObject({
      key: 'casino.errors.roundSpotTaken',
      details: { spot: 'banker' },
    });
    expect(roundLimitRefusal([baccarat(['banker', 600_000])], baccarat(['player', 400_001]), 1_000_000)).toMatchObject({
      key: 'casino.errors.roundStakeOverMax',
      details: { placed: 6_000, stake: 4_000.01, max: 10_000 },
    });
  });

  it('count the bets of the round against a layout’s 200', () => {
    const straights = (count: number) =>
      roulette(...Array.from({ length: count }, (_, n): [RouletteSpot, number] => [{ type: 'straight', numbers: [n % 37] }, 10]));
    expect(roundLimitRefusal([straights(150)], straights(50), TABLE_MAX)).toBeNull();
    expect(roundLimitRefusal([straights(150)], straights(51), TABLE_MAX)).toMatchObject({
      key: 'casino.errors.roundTooManyBets',
      params: { max: 200 },
    });
  });

  it('leave a first bet on the round to the request’s own checks', () => {
    expect(roundLimitRefusal([], roulette([{ type: 'straight', numbers: [17] }, 100_000]), TABLE_MAX)).toBeNull();
  });
});

describe('a live bet’s format rules', () => {
  /** The rules about the bets as a whole: the others are about one bet, which their message names. */
  const WHOLE_REQUEST_RULES = new Set(['betsRequired', 'tooManyBets']);

  it.each(LANGUAGES)('each have a message in %s, naming the bet where the rule is about one', (language) => {
    for (const rule of BET_FORMAT_RULES) {
      expect(translate(`casino.errors.${rule}`, language), rule).not.toBeNull();
      if (WHOLE_REQUEST_RULES.has(rule)) continue;
      const numbered = translate(`casino.errors.${rule}`, language, { context: 'bet', bet: 7 });
      expect(numbered, rule).toContain('7');
      expect(numbered, rule).not.toBe(translate(`casino.errors.${rule}`, language));
    }
  });
});
