import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SettlementInstruction } from '../sports/settlement-instructions.ts';
import { legsToReopen, outcomeOfSettled, settlementReturn, type DecidedLeg } from './rollbacks.ts';
import type { LegDecision, LegResult } from './settlement.ts';

const base = { matchId: '7', externalId: 'sr:match:7', feed: 'odds_feed', sport: 'football', issuedAt: '2026-11-28T15:00:00Z' } as const;
// 2026-11-28T00:00Z in epoch milliseconds; instructions here carry times of that day.
const MIDNIGHT_MS = 1_795_824_000_000;
const epochMsOf = (iso: string) => MIDNIGHT_MS + (Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16))) * 60_000;
const at = (hhmm: string) => epochMsOf(`2026-11-28T${hhmm}:00Z`);

const decided = (result: LegResult, deadHeatMillionths?: number): LegDecision => ({
  state: 'decided',
  result,
  reason: 'finished',
  ...(deadHeatMillionths === undefined ? {} : { deadHeatMillionths }),
});
const OPEN: LegDecision = { state: 'open' };

const leg = (selectionId: bigint, marketKey: string, placed: string, result: LegResult | null, fresh: LegDecision): DecidedLeg => ({
  selectionId,
  marketKey,
  placedAtMs: at(placed),
  result,
  deadHeatMillionths: null,
  fresh,
});

const instruction = (fields: Record<string, unknown>): SettlementInstruction => ({ ...base, id: 'i', ...fields }) as SettlementInstruction;

describe('legsToReopen', () => {
  it('a settlement rolled back reopens what it decided, unless deciding afresh gives the same', () => {
    const legs = [
      leg(1n, '1x2', '13:00', 'won', OPEN),
      leg(2n, '1x2', '13:00', 'won', decided('won')),
      // A standing cancel still voids it: nothing to reopen.
      leg(3n, '1x2', '14:30', 'void', decided('void')),
      leg(4n, 'btts', '13:00', 'won', OPEN),
      leg(5n, '1x2', '13:00', null, OPEN),
    ];
    expect(legsToReopen(instruction({ kind: 'rollback-settlement', markets: ['1x2'] }), legs, epochMsOf)).toEqual([1n]);
  });

  it('a cancel after payment reopens the legs in its window it now voids', () => {
    const legs = [
      leg(1n, '1x2', '13:00', 'won', decided('void')),
      leg(2n, 'total:2.5', '13:00', 'lost', decided('void')),
      leg(3n, 'dnb', '13:00', 'void', decided('void')),
    ];
    expect(legsToReopen(instruction({ kind: 'cancel', reason: 'odds-error', markets: 'all' }), legs, epochMsOf)).toEqual([1n, 2n]);
    // The window ends before 13:00: a bet placed at 13:00 is outside it.
    const window = { placedFrom: '2026-11-28T12:00:00Z', placedTo: '2026-11-28T13:00:00Z' };
    expect(legsToReopen(instruction({ kind: 'cancel', reason: 'odds-error', markets: ['1x2'], ...window }), legs, epochMsOf)).toEqual([]);
    expect(legsToReopen(instruction({ kind: 'cancel', reason: 'odds-error', markets: ['1x2'], placedFrom: '2026-11-28T13:00:00Z' }), legs, epochMsOf)).toEqual([
      1n,
    ]);
  });

  it('a cancel taken back reopens the legs it had voided, not a push', () => {
    const legs = [leg(1n, '1x2', '13:00', 'void', decided('won')), leg(2n, 'dnb', '13:00', 'void', decided('void'))];
    expect(legsToReopen(instruction({ kind: 'rollback-cancel', markets: 'all' }), legs, epochMsOf)).toEqual([1n]);
    expect(legsToReopen(instruction({ kind: 'rollback-cancel', markets: ['1x2'], placedTo: '2026-11-28T12:00:00Z' }), legs, epochMsOf)).toEqual([]);
  });

  it('a corrected settlement reopens the legs it changes, on the markets it lists', () => {
    const legs = [
      leg(1n, '1x2', '13:00', 'won', decided('lost')),
      leg(2n, '1x2', '13:00', 'lost', decided('lost')),
      leg(3n, 'btts', '13:00', 'won', decided('lost')),
    ];
    const settle = instruction({ kind: 'settle', certainty: 'confirmed', result: null, markets: [{ marketKey: '1x2', outcomes: [] }] });
    expect(legsToReopen(settle, legs, epochMsOf)).toEqual([1n]);
  });

  it('a dead-heat factor that changes reopens the leg', () => {
    const paidInDeadHeat = { ...leg(1n, '1x2', '13:00', 'won', decided('won')), deadHeatMillionths: 500_000 };
    const rollback = instruction({ kind: 'rollback-settlement', markets: ['1x2'] });
    expect(legsToReopen(rollback, [paidInDeadHeat], epochMsOf)).toEqual([1n]);
    expect(legsToReopen(rollback, [{ ...paidInDeadHeat, fresh: decided('won', 500_000) }], epochMsOf)).toEqual([]);
  });
});

describe('settlementReturn', () => {
  const stake = { cashCentavos: 400n, bonusCentavos: 600n };

  it('gives back the stake as paid for a void bet, the payout split like the stake otherwise, nothing for a lost one', () => {
    expect(settlementReturn('void', 1_000n, stake)).toEqual(stake);
    expect(settlementReturn('won', 2_501n, stake)).toEqual({ cashCentavos: 1_001n, bonusCentavos: 1_500n });
    expect(settlementReturn('partial', 500n, stake)).toEqual({ cashCentavos: 200n, bonusCentavos: 300n });
    expect(settlementReturn('lost', 0n, stake)).toEqual({ cashCentavos: 0n, bonusCentavos: 0n });
  });

  it('adds up to what the settlement paid, never negative, the bonus share never above its stake share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.constantFrom('won', 'partial', 'void', 'lost' as const),
        (cash, bonus, payout, outcome) => {
          fc.pre(cash + bonus > 0n);
          const back = settlementReturn(outcome, payout, { cashCentavos: cash, bonusCentavos: bonus });
          const expected = outcome === 'void' ? cash + bonus : outcome === 'lost' ? 0n : payout;
          expect(back.cashCentavos + back.bonusCentavos).toBe(expected);
          expect(back.cashCentavos >= 0n && back.bonusCentavos >= 0n).toBe(true);
          // bonus/return ≤ bonus/stake: a bonus stake never comes back as more bonus than its share.
          expect(back.bonusCentavos * (cash + bonus) <= bonus * expected).toBe(true);
        },
      ),
    );
  });
});

describe('outcomeOfSettled', () => {
  it('reads the outcome back from the stored status and payout', () => {
    expect(outcomeOfSettled('approved', 2_100n, 1_000n)).toBe('won');
    expect(outcomeOfSettled('void', 1_000n, 1_000n)).toBe('void');
    expect(outcomeOfSettled('rejected', 500n, 1_000n)).toBe('partial');
    expect(outcomeOfSettled('rejected', 0n, 1_000n)).toBe('lost');
    expect(outcomeOfSettled('pending', null, 1_000n)).toBeNull();
    expect(outcomeOfSettled('unknown', null, 1_000n)).toBeNull();
  });
});
