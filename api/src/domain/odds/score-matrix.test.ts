import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialTriangle, erfc, normalCdf, poissonPmfs } from './math.ts';
import { dixonColesMatrix, expectedGoals, matchOutcome, rhoBounds, shiftMatrix } from './score-matrix.ts';

const sumOf = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);

describe('numeric helpers', () => {
  it('computes Poisson and binomial probabilities', () => {
    const p = poissonPmfs(1.5, 3);
    expect(p[0]).toBeCloseTo(Math.exp(-1.5), 15);
    expect(p[3]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 3) / 6, 15);
    const rows = binomialTriangle(4, 0.45);
    expect(rows[4]?.[2]).toBeCloseTo(6 * 0.45 ** 2 * 0.55 ** 2, 15);
    for (const row of rows) expect(sumOf(row)).toBeCloseTo(1, 14);
  });

  it('has an accurate, monotone normal CDF', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 15);
    expect(erfc(5)).toBeCloseTo(1.5374597944280349e-12, 22);
    let previous = 0;
    for (let x = -10; x <= 10; x += 0.01) {
      const value = normalCdf(x);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('Dixon–Coles score matrix', () => {
  it('is a normalised distribution for any valid parameters', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 5, noNaN: true }),
        fc.double({ min: 0.05, max: 5, noNaN: true }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        (l, m, r) => {
          const matrix = dixonColesMatrix(l, m, r);
          return Math.abs(sumOf(matrix.p) - 1) < 1e-12 && Array.from(matrix.p).every((v) => v >= 0);
        },
      ),
    );
  });

  it('moves mass onto 0-0 and 1-1 for ρ < 0 and keeps the outcome split close to independence', () => {
    const independent = dixonColesMatrix(1.4, 1.1, 0);
    const dependent = dixonColesMatrix(1.4, 1.1, -0.1);
    expect(dependent.p[0]).toBeGreaterThan(independent.p[0] as number);
    expect(dependent.p[12]).toBeGreaterThan(independent.p[12] as number);
    expect(dependent.p[1]).toBeLessThan(independent.p[1] as number);
    expect(matchOutcome(dependent).draw).toBeGreaterThan(matchOutcome(independent).draw);
    expect(expectedGoals(independent).home).toBeCloseTo(1.4, 4); // the grid stops at 10 goals
  });

  it('clamps ρ into its valid range', () => {
    const { min, max } = rhoBounds(3, 3);
    expect(min).toBeCloseTo(-1 / 3, 12);
    expect(max).toBeCloseTo(1 / 9, 12);
    const matrix = dixonColesMatrix(3, 3, 0.5);
    expect(Array.from(matrix.p).every((v) => v >= 0)).toBe(true);
  });

  it('shifts a matrix by the current score', () => {
    const shifted = shiftMatrix(dixonColesMatrix(1, 1, 0), { home: 2, away: 1 });
    expect(shifted.size).toBe(13);
    expect(shifted.p[2 * 13 + 1]).toBeCloseTo(dixonColesMatrix(1, 1, 0).p[0] as number, 15);
    expect(sumOf(shifted.p)).toBeCloseTo(1, 12);
  });
});
