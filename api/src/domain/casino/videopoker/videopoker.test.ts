import { describe, expect, it } from 'vitest';
import { type Card, cardName, parseCard } from '../fair/cards.ts';
import { type FloatSource, floatsFrom } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { equals, toNumber } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { bestHold, buildDrawTables, computeOptimalRtp, holdTotals, rankHolds } from './analysis.ts';
import { HAND_CLASSES, PAYTABLE_9_6, classify, classifyHand } from './evaluator.ts';
import { VIDEO_POKER_OPTIMAL_RTP, deal, draw, finalHand, holdAdvice, publicView } from './videopoker.ts';

const hand = (text: string): Card[] => text.split(' ').map(parseCard);

/** Floats that draw exactly these 10 cards without replacement from the ordered deck. */
function dealing(names: string): FloatSource {
  const remaining = Array.from({ length: 52 }, (_, i) => i);
  return floatsFrom(
    hand(names).map((card, i) => {
      const index = remaining.indexOf(card);
      remaining.splice(index, 1);
      return (index + 0.5) / (52 - i);
    }),
  );
}

describe('Jacks or Better evaluator', () => {
  it('counts every class over all 2,598,960 hands as the textbook does', () => {
    const counts = new Array<number>(10).fill(0);
    for (let e = 4; e < 52; e++)
      for (let d = 3; d < e; d++) for (let c = 2; c < d; c++) for (let b = 1; b < c; b++) for (let a = 0; a < b; a++) counts[classify(a, b, c, d, e)]!++;
    expect(Object.fromEntries(HAND_CLASSES.map((name, i) => [name, counts[i]]))).toEqual({
      nothing: 2_062_860,
      jacks_or_better: 337_920,
      two_pair: 123_552,
      three_of_a_kind: 54_912,
      straight: 10_200,
      flush: 5_108,
      full_house: 3_744,
      four_of_a_kind: 624,
      straight_flush: 36,
      royal_flush: 4,
    });
  });

  it.each([
    ['10-heart J-heart Q-heart K-heart A-heart', 'royal_flush'],
    ['A-club 2-club 3-club 4-club 5-club', 'straight_flush'],
    ['9-spade K-spade 10-spade J-spade Q-spade', 'straight_flush'],
    ['A-club 2-heart 3-club 4-club 5-club', 'straight'],
    ['10-club J-heart Q-club K-club A-club', 'straight'],
    ['J-club Q-heart K-club A-club 2-club', 'nothing'],
    ['2-club 7-club 9-club J-club K-club', 'flush'],
    ['7-club 7-heart 7-diamond 7-spade K-club', 'four_of_a_kind'],
    ['7-club 7-heart 7-diamond K-spade K-club', 'full_house'],
    ['7-club 7-heart 7-diamond 2-spade K-club', 'three_of_a_kind'],
    ['7-club 7-heart 2-diamond 2-spade K-club', 'two_pair'],
    ['J-club J-heart 2-diamond 5-spade 9-club', 'jacks_or_better'],
    ['A-club 3-heart A-diamond 5-spade 9-club', 'jacks_or_better'],
    ['10-club 10-heart 2-diamond 5-spade 9-club', 'nothing'],
  ])('%s is %s', (cards, expected) => {
    expect(classifyHand(hand(cards))).toBe(expected);
  });

  it('pays 9/6 full pay per unit (royal 800 = 4000 for 5 coins)', () => {
    expect(PAYTABLE_9_6).toEqual([0, 1, 2, 3, 4, 6, 9, 25, 50, 800]);
  });
});

describe('video poker draw and hint', () => {
  it('draws the replacements left to right from the rest of the 10 cards, and hides them until then', () => {
    const round = deal(500, dealing('2-club 7-heart J-spade J-club 9-diamond A-heart K-heart 4-spade 3-diamond 8-club'));
    expect(round.dealt.map(cardName)).toEqual(['2-club', '7-heart', 'J-spade', 'J-club', '9-diamond']);
    expect(publicView(round).replacements).toBeNull();
    const settled = draw(round, [false, false, true, true, false]);
    expect(settled.final!.map(cardName)).toEqual(['A-heart', 'K-heart', 'J-spade', 'J-club', '4-spade']);
    expect(settled).toMatchObject({ phase: 'settled', handClass: 'jacks_or_better', multiplier: 1, payoutCentavos: 500 });
    expect(publicView(settled).replacements).toEqual(round.replacements);
    expect(() => draw(settled, [true, true, true, true, true])).toThrow(RangeError);
    expect(() => draw(round, [true, true])).toThrow(RangeError);
    expect(finalHand([1, 2, 3, 4, 5], [10, 11, 12, 13, 14], [true, true, true, true, true])).toEqual([1, 2, 3, 4, 5]);
    expect(finalHand([1, 2, 3, 4, 5], [10, 11, 12, 13, 14], [false, true, false, true, false])).toEqual([10, 2, 11, 4, 12]);
  });

  it('knows the classic holds', () => {
    const best = (cards: string) => holdAdvice({ dealt: hand(cards) })[0]!.held;
    expect(best('10-heart J-heart Q-heart K-heart A-heart')).toEqual([true, true, true, true, true]);
    // Four to a royal beats a made flush.
    expect(best('10-heart J-heart Q-heart K-heart 2-heart')).toEqual([true, true, true, true, false]);
    // Four to a flush beats a low pair.
    expect(best('4-spade 4-club 8-spade Q-spade 2-spade')).toEqual([true, false, true, true, true]);
    expect(best('J-club J-heart 2-diamond 5-spade 9-club')).toEqual([true, true, false, false, false]);
    expect(best('2-club 4-diamond 7-heart 9-spade 3-heart')).toEqual([false, false, false, false, false]);
    const advice = holdAdvice({ dealt: hand('J-club J-heart 2-diamond 5-spade 9-club') });
    expect(advice).toHaveLength(32);
    expect(advice[0]!.expectedReturn).toBeCloseTo(1.5365, 4); // a high pair: 1.5365 (textbook)
  });

  it('agrees with brute-force enumeration of every draw for every hold (sampled deals)', () => {
    const tables = buildDrawTables();
    for (const cards of ['J-club J-heart 2-diamond 5-spade 9-club', '10-heart J-heart Q-heart 3-club 8-diamond', '2-club 4-diamond 7-heart 9-spade K-heart']) {
      const dealt = hand(cards);
      const totals = holdTotals(tables, dealt);
      const rest = Array.from({ length: 52 }, (_, i) => i).filter((card) => !dealt.includes(card));
      for (let mask = 0; mask < 32; mask++) {
        const held = dealt.filter((_, i) => mask & (1 << i));
        let total = 0;
        const choose = (from: number, picked: number[]) => {
          if (held.length + picked.length === 5) {
            const final = [...held, ...picked];
            total += PAYTABLE_9_6[classify(final[0]!, final[1]!, final[2]!, final[3]!, final[4]!)]!;
            return;
          }
          for (let i = from; i < rest.length; i++) choose(i + 1, [...picked, rest[i]!]);
        };
        choose(0, []);
        expect(totals[mask], `${cards} mask ${mask}`).toBe(total);
      }
      expect(bestHold(tables, dealt)).toBe(rankHolds(tables, dealt)[0]!.mask);
    }
  });

  it('has the documented optimal-play RTP, computed exactly over all deals and holds', { timeout: 60_000 }, () => {
    const game = computeOptimalRtp(buildDrawTables());
    expect(equals(game.rtp, figure(FIGURES.videoPoker))).toBe(true);
    expect(equals(VIDEO_POKER_OPTIMAL_RTP, game.rtp)).toBe(true);
    expect(toNumber(game.rtp)).toBeCloseTo(0.995439, 6);
    expect(game.heldCounts.reduce((a, b) => a + b, 0)).toBe(2_598_960);
  });

  it('matches the optimal RTP over 10⁶ simulated hands played with the hint', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('videopoker');
  });
});
