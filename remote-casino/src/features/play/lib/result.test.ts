import { describe, expect, it } from 'vitest';
import { roundResult } from './result.ts';

describe('roundResult', () => {
  it('is a win when more comes back than was staked', () => expect(roundResult(1, 5)).toEqual({ kind: 'win', stakeReais: 1, paidReais: 5, netReais: 4 }));
  it('is a loss when nothing comes back', () => expect(roundResult(2, 0).kind).toBe('loss'));
  it('is a push when the stake comes back', () => expect(roundResult(2, 0, 2).kind).toBe('push'));
  it('is a loss when less than the stake comes back (a cherry on a 3-spot bet)', () =>
    expect(roundResult(3, 2)).toEqual({ kind: 'loss', stakeReais: 3, paidReais: 2, netReais: -1 }));
  it('counts in centavos', () => expect(roundResult(0.3, 0.1, 0.2).kind).toBe('push'));
});
