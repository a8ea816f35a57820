import { describe, expect, it } from 'vitest';
import { readSpotLimits, spotOverMax } from './spot-limits.ts';

describe('roulette spot limits', () => {
  it('reads each bet type’s limits from the paytable in centavos, skipping rows it cannot read', () => {
    expect(
      readSpotLimits({
        returns: [
          { type: 'straight', returns: 36, min_stake: 0.1, max_stake: 1000 },
          { type: 'six_line', returns: 6, min_stake: 0.1, max_stake: 6000 },
          { type: 'red', returns: 2 },
          { type: 'basket', returns: 7, min_stake: 0.1, max_stake: 10 },
          { type: 'dozen', returns: 3, min_stake: 0.1, max_stake: '12000' },
        ],
      }),
    ).toEqual({ straight: { minCentavos: 10, maxCentavos: 100_000 }, six_line: { minCentavos: 10, maxCentavos: 600_000 } });
    expect(readSpotLimits({})).toEqual({});
  });

  it('names the first spot over its type’s maximum, the same spot’s chips added up', () => {
    const limits = { straight: { minCentavos: 10, maxCentavos: 200 }, red: { minCentavos: 10, maxCentavos: 150 } };
    const seventeen = { type: 'straight', numbers: [17] } as const;
    expect(spotOverMax([{ spot: seventeen, amountCentavos: 200 }], limits)).toBeNull();
    expect(
      spotOverMax(
        [
          { spot: seventeen, amountCentavos: 100 },
          { spot: { type: 'straight', numbers: [18] }, amountCentavos: 200 },
          { spot: seventeen, amountCentavos: 150 },
        ],
        limits,
      ),
    ).toEqual({ type: 'straight', maxCentavos: 200 });
    // A type without published limits is left to the server.
    expect(spotOverMax([{ spot: { type: 'dozen', index: 1 }, amountCentavos: 10_000_000 }], limits)).toBeNull();
  });
});
