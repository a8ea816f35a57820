import { describe, expect, it } from 'vitest';
import { availableCentavos, balanceChangeOf } from './balance.ts';

describe('balanceChangeOf', () => {
  it('keeps a demo balance on the stage', () => expect(balanceChangeOf({ demo: 1004 })).toEqual({ kind: 'demo', demo: 1004 }));
  it('sends a real balance to the platform as balance-updated', () =>
    expect(balanceChangeOf({ cash: 45.5, bonus: 10 })).toEqual({ kind: 'real', event: { newBalance: 45.5, bonusBalance: 10 } }));
});

describe('availableCentavos', () => {
  it('adds cash and bonus without float drift', () => expect(availableCentavos(0.1, 0.2)).toBe(30));
  it('is unknown while the balance is', () => expect(availableCentavos(null)).toBeNull());
});
