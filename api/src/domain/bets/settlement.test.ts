import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutCentavos } from '../odds/index.ts';
import { payoutCentavosOf } from '../sports/settlement-instructions.ts';
import { parseSelection } from './markets.ts';
import { decideLeg, settleBet, splitRefund, type LegResult, type MatchResultFacts } from './settlement.ts';
import { potentialWinCentavos } from './slip.ts';

const rules = { interruptedTimeoutMs: 48 * 3_600_000 };

function match(overrides: Partial<MatchResultFacts> = {}): MatchResultFacts {
  return { status: 'Finished', home: 0, away: 0, ht: null, periods: [], statusSinceMs: 0, ...overrides };
}

const leg = (market: string, outcome: string, sport: 'football' | 'basketball' = 'football') => ({
  spec: parseSelection(sport, market, outcome),
  scoreAtBet: null,
  marketStatus: 'open',
  selectionResult: null,
});

/** A football pick's result on a match's facts, or where it stands when not decided. */
const resultIn = (facts: MatchResultFacts) => (market: string, outcome: string) => {
  const decision = decideLeg(leg(market, outcome), facts, 0, rules);
  return decision.state === 'decided' ? decision.result : decision.state;
};

describe('decideLeg', () => {
  it('abandoned: decided by play or void', () => {
    const abandoned = match({ status: 'Abandoned', home: 3, away: 0, ht: { home: 2, away: 0 } });
    const result = resultIn(abandoned);
    expect(result('total:2.5', 'over')).toBe('won');
    expect(result('total:2.5', 'under')).toBe('lost');
    expect(result('total:3.25', 'over')).toBe('void');
    expect(result('ht_1x2', '1')).toBe('won');
    expect(result('htft', 'X/1')).toBe('lost');
    expect(result('htft', '1/1')).toBe('void');
    expect(result('1x2', '1')).toBe('void');
    expect(result('cs', '2-0')).toBe('lost');
    expect(result('cs', 'other')).toBe('void');
    expect(result('btts', 'yes')).toBe('void');
    expect(result('ah:-2.5', 'home')).toBe('void');
  });

  it('first half not over: the half-time score may still grow', () => {
    const abandoned = match({ status: 'Abandoned', home: 2, away: 0 });
    const decision = (market: string, outcome: string) => decideLeg(leg(market, outcome), abandoned, 0, rules);
    expect(decision('ht_total:1.5', 'over')).toMatchObject({ result: 'won', reason: 'decided_before_stop' });
    expect(decision('ht_total:1.5', 'under')).toMatchObject({ result: 'lost' });
    expect(decision('ht_1x2', '1')).toMatchObject({ result: 'void' });
    expect(decision('htft', '2/2')).toMatchObject({ result: 'void' });
  });

  it('abandoned in extra time: regular time is complete, so its markets are decided on its score', () => {
    const inExtraTime = match({
      status: 'Abandoned',
      home: 1,
      away: 1,
      ht: { home: 0, away: 1 },
      periods: [
        { home: 0, away: 1 },
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ],
    });
    const result = resultIn(inExtraTime);
    expect(result('1x2', 'X')).toBe('won');
    expect(result('1x2', '1')).toBe('lost');
    expect(result('total:2.5', 'under')).toBe('won');
    expect(result('htft', '2/X')).toBe('won');
    expect(result('btts', 'yes')).toBe('won');
    expect(result('cs', '1-1')).toBe('won');
    expect(result('ah:0', 'home')).toBe('void');
    // Abandoned in the second half, the same score decides only what no goal could change.
    const inSecondHalf = { ...inExtraTime, periods: inExtraTime.periods.slice(0, 2) };
    expect(decideLeg(leg('1x2', 'X'), inSecondHalf, 0, rules)).toMatchObject({ result: 'void', reason: 'void_match' });
  });

  it('interrupted waits, then is unknown past the timeout; postponed voids; not started stays open', () => {
    const interrupted = match({ status: 'Interrupted', statusSinceMs: 0 });
    expect(decideLeg(leg('1x2', '1'), interrupted, rules.interruptedTimeoutMs, rules).state).toBe('open');
    expect(decideLeg(leg('1x2', '1'), interrupted, rules.interruptedTimeoutMs + 1, rules).state).toBe('unknown');
    expect(decideLeg(leg('1x2', '1'), match({ status: 'Postponed' }), 0, rules)).toMatchObject({ result: 'void' });
    expect(decideLeg(leg('1x2', '1'), match({ status: 'Not Started' }), 0, rules).state).toBe('open');
    expect(decideLeg(leg('total:0.5', 'over'), match({ status: 'Walkover', home: 3 }), 0, rules)).toMatchObject({ result: 'void' });
  });

  it('a settled market decides; a finished match without the facts is unknown', () => {
    expect(decideLeg({ ...leg('1x2', '1'), marketStatus: 'settled', selectionResult: 'half_won' }, match({ status: '2nd Half' }), 0, rules)).toMatchObject({
      result: 'half_won',
      reason: 'market_settled',
    });
    // The feed's result of an in-play Asian handicap is for bets at 0-0: one taken at 1-0 counts later goals.
    const ah = { ...leg('ah:0', 'home'), scoreAtBet: { home: 1, away: 0 }, marketStatus: 'settled', selectionResult: 'won' as const };
    expect(decideLeg(ah, match({ status: '2nd Half', home: 1, away: 1 }), 0, rules).state).toBe('open');
    expect(decideLeg(ah, match({ home: 1, away: 1 }), 0, rules)).toMatchObject({ result: 'lost', reason: 'finished' });
    expect(decideLeg(leg('ht_1x2', '1'), match({ home: 1 }), 0, rules).state).toBe('unknown');
    expect(decideLeg(leg('q2:moneyline', 'home', 'basketball'), match({ home: 90, away: 80, periods: [{ home: 20, away: 20 }] }), 0, rules).state).toBe(
      'unknown',
    );
  });
});

describe('settleBet', () => {
  const results: LegResult[] = ['won', 'half_won', 'void', 'half_lost', 'lost'];

  it('a single pays what the engine pays', () => {
    fc.assert(
      fc.property(fc.constantFrom(...results), fc.integer({ min: 101, max: 50_000 }), fc.bigInt({ min: 1n, max: 100_000_000n }), (result, price, stake) => {
        expect(settleBet(stake, [{ result, priceHundredths: price }]).payoutCentavos).toBe(
          payoutCentavos(result.replace('_', '-') as never, price / 100, stake),
        );
      }),
    );
  });

  it('an accumulator whose every leg won pays exactly the potential win it was placed with: total odds shown × stake (property)', () => {
    const prices = fc.array(fc.integer({ min: 101, max: 50_000 }), { minLength: 2, maxLength: 20 });
    fc.assert(
      fc.property(prices, fc.bigInt({ min: 1n, max: 100_000_000n }), (picks, stake) => {
        const legs = picks.map((priceHundredths) => ({ result: 'won' as const, priceHundredths }));
        expect(settleBet(stake, legs)).toEqual({ outcome: 'won', payoutCentavos: potentialWinCentavos(stake, picks), status: 'approved' });
      }),
    );
    // 1.95 × 1.87 × 1.45 shows 5.28: R$ 7,77 pays R$ 41,02 (5.28 × 7.77), not the exact product's R$ 41,08.
    const legs = [195, 187, 145].map((priceHundredths) => ({ result: 'won' as const, priceHundredths }));
    expect(settleBet(777n, legs).payoutCentavos).toBe(4_102n);
  });

  it('a bet whose every leg won pays the potential win it was placed with, one placed under the exact product’s rule included', () => {
    const legs = [195, 187, 145].map((priceHundredths) => ({ result: 'won' as const, priceHundredths }));
    // Placed before the return followed the total odds shown: its ticket said R$ 41,08.
    expect(settleBet(777n, legs, 4_108n)).toEqual({ outcome: 'won', payoutCentavos: 4_108n, status: 'approved' });
    expect(settleBet(777n, legs, potentialWinCentavos(777n, [195, 187, 145])).payoutCentavos).toBe(4_102n);
    // A void leg changes the bet: its payout is worked out again, not the ticket's.
    expect(settleBet(1_000n, [...legs, { result: 'void', priceHundredths: 300 }], 99_999n).payoutCentavos).toBe((1_000n * 528n) / 100n);
  });

  it('a void leg leaves the total odds of the legs won, as a slip of them shows them', () => {
    // 1.95 × 1.87 = 3.6465 shows 3.64: R$ 10,00 pays R$ 36,40.
    expect(
      settleBet(1_000n, [
        { result: 'won', priceHundredths: 195 },
        { result: 'void', priceHundredths: 300 },
        { result: 'won', priceHundredths: 187 },
      ]).payoutCentavos,
    ).toBe(3_640n);
  });

  it('accumulators multiply the factors; a lost leg loses, all void voids', () => {
    expect(
      settleBet(1_000n, [
        { result: 'won', priceHundredths: 200 },
        { result: 'void', priceHundredths: 300 },
      ]),
    ).toEqual({ outcome: 'won', payoutCentavos: 2_000n, status: 'approved' });
    expect(
      settleBet(1_000n, [
        { result: 'half_lost', priceHundredths: 195 },
        { result: 'won', priceHundredths: 300 },
      ]),
    ).toEqual({ outcome: 'won', payoutCentavos: 1_500n, status: 'approved' });
    expect(
      settleBet(1_000n, [
        { result: 'half_lost', priceHundredths: 195 },
        { result: 'void', priceHundredths: 150 },
      ]),
    ).toEqual({ outcome: 'partial', payoutCentavos: 500n, status: 'rejected' });
    expect(
      settleBet(1_000n, [
        { result: 'won', priceHundredths: 195 },
        { result: 'lost', priceHundredths: 150 },
      ]).outcome,
    ).toBe('lost');
    expect(
      settleBet(1_000n, [
        { result: 'void', priceHundredths: 195 },
        { result: 'void', priceHundredths: 150 },
      ]),
    ).toEqual({ outcome: 'void', payoutCentavos: 1_000n, status: 'void' });
  });

  it('a dead heat pays the winning part at price × factor, as the feed’s settlement reckons it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 50_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        (price, deadHeatMillionths, stake) => {
          const outcome = { selectionKey: '1', result: 'won' as const, voidFactor: 0, deadHeatFactor: deadHeatMillionths / 1_000_000 };
          expect(settleBet(stake, [{ result: 'won', priceHundredths: price, deadHeatMillionths }]).payoutCentavos).toBe(
            payoutCentavosOf(outcome, price, stake),
          );
        },
      ),
    );
    // A full factor is no dead heat.
    expect(settleBet(1_000n, [{ result: 'won', priceHundredths: 210, deadHeatMillionths: 1_000_000 }])).toEqual(
      settleBet(1_000n, [{ result: 'won', priceHundredths: 210 }]),
    );
    // Two tied at 3.00 with a factor of ½ pay 1.50 per unit: a win; at 1.80 it comes back short of
    // the stake, and is still a win (shown Won, not Lost): the selection shared first place.
    expect(settleBet(1_000n, [{ result: 'won', priceHundredths: 300, deadHeatMillionths: 500_000 }])).toEqual({
      outcome: 'won',
      payoutCentavos: 1_500n,
      status: 'approved',
    });
    expect(settleBet(1_000n, [{ result: 'won', priceHundredths: 180, deadHeatMillionths: 500_000 }])).toEqual({
      outcome: 'won',
      payoutCentavos: 900n,
      status: 'approved',
    });
    // A half lost below the stake is the partial return it always was, dead heat or not.
    expect(
      settleBet(1_000n, [
        { result: 'won', priceHundredths: 180, deadHeatMillionths: 500_000 },
        { result: 'half_lost', priceHundredths: 190 },
      ]),
    ).toEqual({ outcome: 'partial', payoutCentavos: 450n, status: 'rejected' });
    // In an accumulator the leg's factor multiplies the rest: 2.00 × (4.00 × ⅓).
    expect(
      settleBet(3_000n, [
        { result: 'won', priceHundredths: 200 },
        { result: 'won', priceHundredths: 400, deadHeatMillionths: 333_333 },
      ]).payoutCentavos,
    ).toBe(7_999n);
  });

  it('a refund goes back where the stake came from', () => {
    expect(splitRefund(500n, { cashCentavos: 400n, bonusCentavos: 600n })).toEqual({ cashCentavos: 200n, bonusCentavos: 300n });
    expect(splitRefund(333n, { cashCentavos: 1n, bonusCentavos: 2n })).toEqual({ cashCentavos: 111n, bonusCentavos: 222n });
  });
});
