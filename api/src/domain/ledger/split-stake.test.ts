import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStake } from './split-stake.ts';

describe('splitStake', () => {
  it('takes cash first, then bonus', () => {
    expect(splitStake(3_000n, 5_000n, 6_000n)).toEqual({ ok: true, cashCentavos: 3_000n, bonusCentavos: 3_000n });
    expect(splitStake(8_000n, 5_000n, 6_000n)).toEqual({ ok: true, cashCentavos: 6_000n, bonusCentavos: 0n });
    expect(splitStake(0n, 5_000n, 600n)).toEqual({ ok: true, cashCentavos: 0n, bonusCentavos: 600n });
  });

  it('refuses when both together fall short, saying by how much', () => {
    expect(splitStake(100n, 200n, 301n)).toEqual({ ok: false, shortfallCentavos: 1n });
  });

  it('treats a negative balance as nothing to spend', () => {
    expect(splitStake(-50n, 100n, 100n)).toEqual({ ok: true, cashCentavos: 0n, bonusCentavos: 100n });
  });

  it('refuses a stake that is not positive', () => {
    expect(() => splitStake(1n, 1n, 0n)).toThrow(RangeError);
  });

  it('always pays exactly the stake, never more than either balance, cash as much as possible', () => {
    const centavos = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(centavos, centavos, fc.bigInt({ min: 1n, max: 10n ** 12n }), (cash, bonus, stake) => {
        const split = splitStake(cash, bonus, stake);
        if (!split.ok) return split.shortfallCentavos === stake - cash - bonus && split.shortfallCentavos > 0n;
        const cashFirst = split.cashCentavos === (cash < stake ? cash : stake);
        return cashFirst && split.cashCentavos + split.bonusCentavos === stake && split.bonusCentavos <= bonus && split.bonusCentavos >= 0n;
      }),
    );
  });
});
