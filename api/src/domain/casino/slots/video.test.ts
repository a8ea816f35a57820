import { describe, expect, it } from 'vitest';
import { type FloatSource, floatsFrom } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { type Rational, ONE, ZERO, add, equals, mul, rational, sub, toNumber } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { parseStrip, windowAt } from './reels.ts';
import {
  FREE_SPINS_AWARD,
  FREE_SPINS_CAP,
  LINE_PAYS,
  PAYLINES,
  SCATTER,
  VIDEO_CODES,
  VIDEO_SLOT,
  VIDEO_STRIPS,
  type VideoSlotDefinition,
  WILD,
  analyseVideoSlot,
  enumerateSpin,
  evaluateWindow,
  featureValue,
  play,
} from './video.ts';

/** The same sums by brute force: every stop combination, evaluated window by window. */
function bruteForce(definition: VideoSlotDefinition) {
  const count = [0, 0, 0, 0, 0, 0];
  const total = [0, 0, 0, 0, 0, 0];
  const squares = [0, 0, 0, 0, 0, 0];
  const hits = [0, 0, 0, 0, 0, 0];
  const lengths = definition.strips.map((strip) => strip.length);
  const stops = [0, 0, 0, 0, 0];
  const visit = (reel: number) => {
    if (reel === 5) {
      const { scatters, units } = evaluateWindow(
        definition,
        stops.map((stop, r) => windowAt(definition.strips[r]!, stop, 3)),
      );
      count[scatters]!++;
      total[scatters]! += units;
      squares[scatters]! += units * units;
      if (units > 0) hits[scatters]!++;
      return;
    }
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return { count: count.map(BigInt), total: total.map(BigInt), totalSquares: squares.map(BigInt), hits: hits.map(BigInt) };
}

const S = (text: string) => parseStrip(text, VIDEO_CODES);

describe('Carnaval do Rio (5×3, 20 lines, free spins)', () => {
  it('keeps wilds off reels 1 and 5 and at most one scatter in any window', () => {
    for (const reel of [0, 4]) expect(VIDEO_STRIPS[reel]).not.toContain(WILD);
    VIDEO_STRIPS.forEach((strip) => strip.forEach((_, stop) => expect(windowAt(strip, stop, 3).filter((s) => s === SCATTER).length).toBeLessThanOrEqual(1)));
    expect(new Set(PAYLINES.map((line) => line.join(''))).size).toBe(20);
  });

  it('evaluates lines left to right with wilds, and scatters anywhere', () => {
    const [QN, MK, A, T, J] = ['QN', 'MK', 'A', 'T', 'J'].map((code) => VIDEO_CODES.indexOf(code as never)) as [number, number, number, number, number];
    const window = [
      [T, QN, J],
      [A, WILD, J],
      [SCATTER, QN, MK],
      [J, A, SCATTER],
      [SCATTER, T, A],
    ];
    const { lineWins, scatters, units } = evaluateWindow(VIDEO_SLOT, window);
    expect(scatters).toBe(3);
    expect(lineWins).toEqual([{ line: 0, symbol: QN, count: 3, units: LINE_PAYS[QN]![0] }]);
    expect(units).toBe(LINE_PAYS[QN]![0] + 20 * 2);
  });

  it('enumerates like brute force (reduced strips with wilds and scatters)', () => {
    const definition: VideoSlotDefinition = {
      ...VIDEO_SLOT,
      strips: [S('QN A SC K Q'), S('QN W A SC K J'), S('A QN W SC Q'), S('QN A W K SC J'), S('A QN SC K Q T')],
    };
    const sums = enumerateSpin(definition);
    const brute = bruteForce(definition);
    expect(sums.combinations).toBe(5n * 6n * 5n * 6n * 6n);
    expect(sums.count).toEqual(brute.count);
    expect(sums.total).toEqual(brute.total);
    expect(sums.totalSquares).toEqual(brute.totalSquares);
    expect(sums.hits).toEqual(brute.hits);
  });

  it('agrees with the closed form for the line pays (independent reels, one line)', () => {
    const sums = enumerateSpin(VIDEO_SLOT);
    const p = (reel: number, match: (s: number) => boolean) => rational(VIDEO_STRIPS[reel]!.filter(match).length, VIDEO_STRIPS[reel]!.length);
    let line: Rational = ZERO;
    LINE_PAYS.forEach((pays, symbol) => {
      if (!pays) return;
      const first = p(0, (s) => s === symbol);
      const continues = [1, 2, 3, 4].map((reel) => p(reel, (s) => s === symbol || s === WILD));
      // Exactly 3, 4 or 5 in a row from reel 1.
      const three = mul(mul(first, mul(continues[0]!, continues[1]!)), sub(ONE, continues[2]!));
      const four = mul(mul(first, mul(continues[0]!, mul(continues[1]!, continues[2]!))), sub(ONE, continues[3]!));
      const five = mul(first, mul(continues[0]!, mul(continues[1]!, mul(continues[2]!, continues[3]!))));
      line = add(line, add(mul(three, rational(pays[0])), add(mul(four, rational(pays[1])), mul(five, rational(pays[2])))));
    });
    const scatter = [3, 4, 5].reduce((total, k) => add(total, rational(sums.count[k]! * 20n * BigInt(VIDEO_SLOT.scatterPays[k]!), sums.combinations)), ZERO);
    const base = rational(
      sums.total.reduce((a, b) => a + b, 0n),
      sums.combinations,
    );
    expect(equals(base, add(mul(line, rational(20)), scatter))).toBe(true);
  });

  it('values the feature exactly: expected free spins by a forward chain, close to the geometric series', () => {
    const sums = enumerateSpin(VIDEO_SLOT);
    const feature = featureValue(sums);
    const q = feature.retrigger;
    // Forward: distribution of (spins awarded) after each spin; E[spins] = Σ P(spin i is played).
    let states = new Map<number, Rational>([[FREE_SPINS_AWARD, ONE]]);
    let expected: Rational = ZERO;
    for (let spin = 1; spin <= FREE_SPINS_CAP; spin++) {
      const next = new Map<number, Rational>();
      for (const [awarded, p] of states) {
        if (awarded < spin) {
          next.set(awarded, add(next.get(awarded) ?? ZERO, p));
          continue;
        }
        expected = add(expected, p);
        const more = Math.min(awarded + FREE_SPINS_AWARD, FREE_SPINS_CAP);
        next.set(more, add(next.get(more) ?? ZERO, mul(p, q)));
        next.set(awarded, add(next.get(awarded) ?? ZERO, mul(p, sub(ONE, q))));
      }
      states = next;
    }
    expect(equals(feature.expectedSpins, expected)).toBe(true);
    expect(equals(feature.expectedSpinsUncapped, rational(FREE_SPINS_AWARD * Number(q.den), q.den - BigInt(FREE_SPINS_AWARD) * q.num))).toBe(true);
    expect(toNumber(feature.expectedSpinsUncapped) - toNumber(feature.expectedSpins)).toBeLessThan(0.01);
    expect(toNumber(feature.expectedSpins)).toBeGreaterThan(FREE_SPINS_AWARD);
  });

  it('has the documented exact figures, feature included', () => {
    const figures = analyseVideoSlot();
    const documented = FIGURES.video;
    expect(figures.cycle).toBe(40n ** 5n);
    expect(equals(figures.rtp, figure(documented.rtp))).toBe(true);
    expect(equals(figures.baseRtp, figure(documented.baseRtp))).toBe(true);
    expect(equals(figures.featureRtp, figure(documented.featureRtp))).toBe(true);
    expect(equals(figures.triggerFrequency, figure(documented.triggerFrequency))).toBe(true);
    expect(equals(figures.feature.expectedSpins, figure(documented.expectedFreeSpins))).toBe(true);
    expect(equals(figures.hitFrequency, figure(documented.hitFrequency))).toBe(true);
    expect(equals(figures.maxMultiplier, figure(documented.maxMultiplier))).toBe(true);
    expect(figures.standardDeviation).toBeCloseTo(documented.standardDeviation, 4);
    expect(toNumber(figures.rtp)).toBeCloseTo(0.9621, 4);
  });

  it('plays free spins from the same stream, tripled, and retriggers up to the cap', () => {
    // Stopping reels 1–3 at a scatter puts it in the top row; repeating those floats makes every spin retrigger.
    const scatterStop = (reel: number) => VIDEO_STRIPS[reel]!.indexOf(SCATTER);
    const spin = [...[0, 1, 2].map((reel) => (scatterStop(reel) + 0.5) / VIDEO_STRIPS[reel]!.length), 0.77, 0.33];
    let position = 0;
    const floats: FloatSource = {
      get position() {
        return position;
      },
      next: () => spin[position++ % 5]!,
    };
    const outcome = play(100, floats);
    expect(outcome.baseSpin.scatters).toBeGreaterThanOrEqual(3);
    expect(outcome.freeSpins).toHaveLength(FREE_SPINS_CAP);
    expect(outcome.freeSpins.every((spin) => spin.multiplier === 3)).toBe(true);
    expect(floats.position).toBe(5 * (1 + FREE_SPINS_CAP));
    const quiet = play(100, floatsFrom([0.01, 0.01, 0.01, 0.01, 0.01]));
    expect(quiet.freeSpins).toHaveLength(0);
  });

  it('matches the exact RTP over 10⁶ simulated rounds (free spins included)', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('video');
  });
});
