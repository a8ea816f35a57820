import { describe, expect, it } from 'vitest';
import { floatsFrom } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { equals } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { CLASSIC_CODES, CLASSIC_STRIPS, analyseClassic, classicWin, play } from './classic.ts';

const line = (codes: string) => codes.split(' ').map((code) => CLASSIC_CODES.indexOf(code as (typeof CLASSIC_CODES)[number]));

describe('Sete da Sorte (classic 3-reel)', () => {
  it('pays the documented table', () => {
    expect(classicWin(line('7 7 7'))).toBe('sevens');
    expect(classicWin(line('B3 B3 B3'))).toBe('tripleBars');
    expect(classicWin(line('B1 B3 B2'))).toBe('anyBars');
    expect(classicWin(line('7 B3 B3'))).toBeNull();
    expect(classicWin(line('CH CH CH'))).toBe('threeCherries');
    expect(classicWin(line('- CH CH'))).toBe('twoCherries');
    expect(classicWin(line('B1 B1 CH'))).toBe('oneCherry');
    expect(classicWin(line('- - -'))).toBeNull();
  });

  it('has the documented exact figures over its full cycle of 32³ stops', () => {
    expect(CLASSIC_STRIPS.map((strip) => strip.length)).toEqual([32, 32, 32]);
    const figures = analyseClassic();
    expect(figures.cycle).toBe(32_768n);
    expect(equals(figures.rtp, figure(FIGURES.classic.rtp))).toBe(true);
    expect(equals(figures.hitFrequency, figure(FIGURES.classic.hitFrequency))).toBe(true);
    expect(equals(figures.maxMultiplier, figure(FIGURES.classic.maxMultiplier))).toBe(true);
    expect(figures.standardDeviation).toBeCloseTo(FIGURES.classic.standardDeviation, 4);
    expect(figures.winCounts.sevens).toBe(1);
  });

  it('stops each reel at ⌊f·32⌋ and pays the middle row', () => {
    // Stop 31 shows strip[31], strip[0], strip[1]: the 7 is on every strip's first stop.
    const outcome = play(250, floatsFrom([31.5 / 32, 31.5 / 32, 31.5 / 32]));
    expect(outcome.stops).toEqual([31, 31, 31]);
    expect(outcome.window[1]).toEqual(line('7 7 7'));
    expect(outcome).toMatchObject({ win: 'sevens', payoutCentavos: 250_000 });
  });

  it('matches the exact RTP over 10⁶ simulated spins', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('classic');
  });
});
