import { describe, expect, it } from 'vitest';
import { parseCard } from '../fair/cards.ts';
import { cardWithReplacement } from '../fair/mappings.ts';
import { floatsFrom } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { type Rational, ONE, ZERO, add, equals, mul, rational, sub } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { bankerDraws, baccaratValue, dealCoup, play, playerDraws, repeatedSpot, resultDistribution, spotRtps } from './baccarat.ts';

/** Floats that deal exactly these cards with replacement (⌊f·52⌋ = card). */
const deck = (...names: string[]) => floatsFrom(names.map((name) => (parseCard(name) + 0.5) / 52));

/**
 * The result probabilities by a different route: exact rationals, recursing over the cards as
 * they are needed (no fixed six-card enumeration).
 */
function resultsByRecursion(): { player: Rational; banker: Rational; tie: Rational } {
  const p = (v: number) => rational(v === 0 ? 4 : 1, 13);
  const totals = { player: ZERO, banker: ZERO, tie: ZERO };
  const finish = (weight: Rational, player: number, banker: number) => {
    const key = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
    totals[key] = add(totals[key], weight);
  };
  for (let p1 = 0; p1 < 10; p1++)
    for (let p2 = 0; p2 < 10; p2++)
      for (let b1 = 0; b1 < 10; b1++)
        for (let b2 = 0; b2 < 10; b2++) {
          const weight = mul(mul(p(p1), p(p2)), mul(p(b1), p(b2)));
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) finish(weight, player, banker);
          else if (player <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w3 = mul(weight, p(p3));
              const drawn = (player + p3) % 10;
              if (bankerDraws(banker, p3)) for (let b3 = 0; b3 < 10; b3++) finish(mul(w3, p(b3)), drawn, (banker + b3) % 10);
              else finish(w3, drawn, banker);
            }
          } else if (banker <= 5) for (let b3 = 0; b3 < 10; b3++) finish(mul(weight, p(b3)), player, (banker + b3) % 10);
          else finish(weight, player, banker);
        }
  return totals;
}

describe('baccarat', () => {
  it('values cards and applies the standard tableau', () => {
    expect(['A-heart', '9-club', '10-spade', 'K-diamond', '5-heart'].map((name) => baccaratValue(parseCard(name)))).toEqual([1, 9, 0, 0, 5]);
    expect([0, 5, 6, 7].map(playerDraws)).toEqual([true, true, false, false]);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(3, p3))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(4, p3))).toEqual([2, 3, 4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(5, p3))).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(6, p3))).toEqual([6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p3) => bankerDraws(7, p3))).toEqual([]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].every((p3) => bankerDraws(2, p3))).toBe(true);
  });

  it('deals player, player, banker, banker, then third cards in play order', () => {
    // Natural: nobody draws.
    expect(dealCoup(deck('4-heart', '4-club', 'K-spade', '9-diamond'))).toMatchObject({ playerTotal: 8, bankerTotal: 9, result: 'banker' });
    // Player 5 draws a 2 (7); banker 3 draws (third card not 8): 3 + 4 = 7 → tie.
    const tie = dealCoup(deck('2-heart', '3-club', 'A-spade', '2-diamond', '2-club', '4-heart'));
    expect(tie).toMatchObject({ playerTotal: 7, bankerTotal: 7, result: 'tie' });
    expect(tie.playerCards).toHaveLength(3);
    expect(tie.bankerCards).toHaveLength(3);
    // Player stands on 6; banker 5 draws the fifth card.
    const stood = dealCoup(deck('6-heart', '10-club', '2-spade', '3-diamond', '3-club'));
    expect(stood).toMatchObject({ playerTotal: 6, bankerTotal: 8, result: 'banker' });
    expect(stood.playerCards).toHaveLength(2);
    // Player draws an 8; banker 3 stands.
    expect(dealCoup(deck('A-heart', 'A-club', '2-spade', 'A-diamond', '8-club'))).toMatchObject({ playerTotal: 0, bankerTotal: 3, result: 'banker' });
  });

  it('pays player 1:1, banker 0.95:1 and tie 8:1, pushing the even bets on a tie', () => {
    const bets = [
      { spot: 'player' as const, stakeCentavos: 1000 },
      { spot: 'banker' as const, stakeCentavos: 1000 },
      { spot: 'tie' as const, stakeCentavos: 100 },
    ];
    expect(play(bets, deck('2-heart', '3-club', 'A-spade', '2-diamond', '2-club', '4-heart')).returnsCentavos).toEqual([1000, 1000, 900]);
    expect(play(bets, deck('4-heart', '4-club', 'K-spade', '9-diamond')).returnsCentavos).toEqual([0, 1950, 0]);
    expect(play(bets, deck('4-heart', '5-club', 'K-spade', '8-diamond')).returnsCentavos).toEqual([2000, 0, 0]);
    expect(play([{ spot: 'banker', stakeCentavos: 3 }], deck('4-heart', '4-club', 'K-spade', '9-diamond')).totalReturnCentavos).toBe(5); // ⌊5.85⌋
    expect(() => play([], deck())).toThrow(RangeError);
  });

  it('has the documented exact infinite-deck edges, confirmed by an independent recursion', () => {
    const distribution = resultDistribution();
    const recursive = resultsByRecursion();
    for (const result of ['player', 'banker', 'tie'] as const) expect(equals(distribution[result], recursive[result])).toBe(true);
    expect(equals(add(add(distribution.player, distribution.banker), distribution.tie), ONE)).toBe(true);
    const rtps = spotRtps(distribution);
    expect(equals(rtps.player, figure(FIGURES.baccarat.player))).toBe(true);
    expect(equals(rtps.banker, figure(FIGURES.baccarat.banker))).toBe(true);
    expect(equals(rtps.tie, figure(FIGURES.baccarat.tie))).toBe(true);
    // House edges ≈ 1.2281% (player), 1.0640% (banker), 14.1170% (tie).
    expect(Number((sub(ONE, rtps.banker).num * 1_000_000n) / sub(ONE, rtps.banker).den)).toBe(10639);
  });

  it('finds the first spot bet on twice', () => {
    const on = (...spots: ('player' | 'banker' | 'tie')[]) => spots.map((spot) => ({ spot, stakeCentavos: 100 }));
    expect(repeatedSpot(on('player', 'banker', 'tie'))).toBeNull();
    expect(repeatedSpot(on('tie', 'banker', 'banker', 'tie'))).toBe('banker');
  });

  it('draws each card with replacement', () => {
    expect(cardWithReplacement(floatsFrom([0.999]))).toBe(51);
  });

  it('matches the average RTP of the three bets over 10⁶ simulated coups', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('baccarat');
  });
});
