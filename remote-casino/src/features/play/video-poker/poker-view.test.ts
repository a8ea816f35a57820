import { describe, expect, it } from 'vitest';
import { cardsOnTable, NO_HOLDS, paytableRows, toggleHold } from './poker-view.ts';

describe('video poker view', () => {
  it('reads the paying rows of the paytable, best first', () => {
    const rows = paytableRows({
      unit: 'stake',
      returns: [{ hand: 'jacks_or_better', returns: 1 }, { hand: 'royal_flush', returns: 800 }, { hand: 'nothing', returns: 0 }, { hand: 'broken' }],
    });
    expect(rows).toEqual([
      { hand: 'royal_flush', returns: 800 },
      { hand: 'jacks_or_better', returns: 1 },
    ]);
  });

  it('has no rows for a paytable without returns', () => expect(paytableRows({})).toEqual([]));

  it('toggles one hold', () => {
    const held = toggleHold(NO_HOLDS, 2);
    expect(held).toEqual([false, false, true, false, false]);
    expect(toggleHold(held, 2)).toEqual(NO_HOLDS);
  });

  it('shows the final hand once drawn, the deal before', () => {
    const dealt = ['A-spade', 'K-spade', 'Q-spade', 'J-spade', '2-club'];
    const final = ['A-spade', 'K-spade', 'Q-spade', 'J-spade', '10-spade'];
    expect(cardsOnTable({ dealt, final: null })).toEqual(dealt);
    expect(cardsOnTable({ dealt, final })).toEqual(final);
    expect(cardsOnTable(null)).toEqual([null, null, null, null, null]);
  });
});
