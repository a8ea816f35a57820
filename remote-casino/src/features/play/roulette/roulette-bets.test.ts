import { describe, expect, it } from 'vitest';
import {
  addChip,
  amountOn,
  areSplitNeighbours,
  betsBody,
  chipsWithin,
  colourOf,
  coveredNumbers,
  doubleBets,
  pickSpot,
  removeSpot,
  returnFor,
  spotKey,
  totalCentavos,
} from './roulette-bets.ts';

describe('pickSpot', () => {
  it('places a straight on the number', () => expect(pickSpot('straight', 17, null).spot).toEqual({ type: 'straight', numbers: [17] }));

  it('joins two neighbours into a split and waits after the first click', () => {
    const first = pickSpot('split', 17, null);
    expect(first).toEqual({ spot: null, pending: 17 });
    expect(pickSpot('split', 20, 17).spot).toEqual({ type: 'split', numbers: [17, 20] });
    expect(pickSpot('split', 0, 2).spot).toEqual({ type: 'split', numbers: [0, 2] });
  });

  it('starts again when the second number is not a neighbour', () => expect(pickSpot('split', 25, 17)).toEqual({ spot: null, pending: 25 }));

  it('takes the street of the number', () => expect(pickSpot('street', 17, null).spot).toEqual({ type: 'street', numbers: [16, 17, 18] }));

  it('takes the six line from the street, the last street pairing backwards', () => {
    expect(pickSpot('six_line', 5, null).spot).toEqual({ type: 'six_line', numbers: [4, 5, 6, 7, 8, 9] });
    expect(pickSpot('six_line', 35, null).spot).toEqual({ type: 'six_line', numbers: [31, 32, 33, 34, 35, 36] });
  });

  it('makes a corner inside the layout from any number', () => {
    expect(pickSpot('corner', 1, null).spot).toEqual({ type: 'corner', numbers: [1, 2, 4, 5] });
    expect(pickSpot('corner', 3, null).spot).toEqual({ type: 'corner', numbers: [2, 3, 5, 6] });
    expect(pickSpot('corner', 34, null).spot).toEqual({ type: 'corner', numbers: [31, 32, 34, 35] });
    expect(pickSpot('corner', 36, null).spot).toEqual({ type: 'corner', numbers: [32, 33, 35, 36] });
    expect(pickSpot('corner', 0, null).spot).toEqual({ type: 'first_four', numbers: [0, 1, 2, 3] });
  });

  it('offers the two zero trios', () => {
    expect(pickSpot('trio', 1, null).spot).toEqual({ type: 'trio', numbers: [0, 1, 2] });
    expect(pickSpot('trio', 3, null).spot).toEqual({ type: 'trio', numbers: [0, 2, 3] });
  });
});

describe('areSplitNeighbours', () => {
  it.each([
    [1, 2, true],
    [3, 4, false],
    [1, 4, true],
    [0, 3, true],
    [0, 4, false],
    [33, 36, true],
    [36, 35, true],
  ])('%i and %i → %s', (a, b, expected) => expect(areSplitNeighbours(a, b)).toBe(expected));
});

describe('chips on the layout', () => {
  const red = { type: 'red' } as const;
  const seventeen = { type: 'straight', numbers: [17] } as const;

  it('stacks chips on a spot and totals every spot', () => {
    let bets = addChip([], red, 100);
    bets = addChip(bets, red, 50);
    bets = addChip(bets, { type: 'straight', numbers: [17] }, 10);
    expect(amountOn(bets, red)).toBe(150);
    expect(amountOn(bets, seventeen)).toBe(10);
    expect(totalCentavos(bets)).toBe(160);
  });

  it('doubles and removes', () => {
    const bets = doubleBets(addChip(addChip([], red, 100), seventeen, 10));
    expect(totalCentavos(bets)).toBe(220);
    expect(removeSpot(bets, spotKey(red))).toEqual([{ spot: seventeen, amountCentavos: 20 }]);
  });

  it('writes the request body in reais', () =>
    expect(
      betsBody([
        { spot: { type: 'dozen', index: 2 }, amountCentavos: 150 },
        { spot: seventeen, amountCentavos: 100 },
      ]),
    ).toEqual([
      { type: 'dozen', index: 2, amount: 1.5 },
      { type: 'straight', numbers: [17], amount: 1 },
    ]));

  it('computes what a pocket returns: 36 / numbers covered', () => {
    const bets = [
      { spot: red, amountCentavos: 100 },
      { spot: seventeen, amountCentavos: 100 },
      { spot: { type: 'dozen', index: 2 } as const, amountCentavos: 150 },
    ];
    expect(returnFor(bets, 21)).toBe(200 + 450);
    expect(returnFor(bets, 17)).toBe(3600 + 450);
    expect(returnFor(bets, 0)).toBe(0);
  });

  it('keeps the chips inside the table limits', () => {
    expect(chipsWithin(10, 50_000_00)).toEqual([10, 50, 100, 500, 2_500, 10_000]);
    expect(chipsWithin(100, 1_000)).toEqual([100, 500]);
    expect(chipsWithin(20_000, 30_000)).toEqual([20_000]);
  });
});

describe('colours and coverage', () => {
  it('colours the pockets', () => {
    expect(colourOf(0)).toBe('green');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(2)).toBe('black');
  });
  it('covers the right numbers', () => {
    expect(coveredNumbers({ type: 'column', index: 1 }).slice(0, 3)).toEqual([1, 4, 7]);
    expect(coveredNumbers({ type: 'dozen', index: 3 })).toHaveLength(12);
    expect(coveredNumbers({ type: 'high' })[0]).toBe(19);
  });
});
