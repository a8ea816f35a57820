import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutCentavos } from '../odds/index.ts';
import {
  checkShape,
  checkStake,
  decideSlip,
  potentialWinCentavos,
  priceHundredthsOf,
  totalOddsHundredths,
  type BetLimits,
  type LegFacts,
  type LegRequest,
} from './slip.ts';

const limits: BetLimits = {
  minStakeCentavos: 100n,
  maxStakeCentavos: 1_000_000n,
  maxPotentialWinCentavos: 25_000_000n,
  maxSelections: 20,
  prematchCutoffMs: 60_000,
  oddsTolerance: 0,
};
// 2026-11-21T12:00:00Z
const NOW = 1_795_262_400_000;

function leg(overrides: Partial<LegRequest> = {}): LegRequest {
  return { fixtureId: 1n, sportHint: 'football', marketKey: '1x2', outcome: '1', oddHundredths: 210, live: false, ...overrides };
}

function facts(
  overrides: { match?: Partial<NonNullable<LegFacts['match']>> | null; selection?: Partial<NonNullable<LegFacts['selection']>> | null } = {},
): LegFacts {
  return {
    match:
      overrides.match === null
        ? null
        : {
            id: 1n,
            sport: 'football',
            status: 'Not Started',
            startsAtMs: NOW + 3_600_000,
            suspendedUntilMs: null,
            homeScore: 0,
            awayScore: 0,
            minute: null,
            period: null,
            ...overrides.match,
          },
    selection:
      overrides.selection === null
        ? null
        : { id: 10n, key: '1', marketKey: '1x2', marketStatus: 'open', inPlay: false, priceHundredths: 210, status: 'active', ...overrides.selection },
    settleable: true,
  };
}

const decide = (legs: LegRequest[], legFacts: LegFacts[], extra: { accept?: boolean; available?: bigint; stake?: bigint } = {}) =>
  decideSlip({
    stakeCentavos: extra.stake ?? 1_000n,
    acceptOddsChanges: extra.accept ?? false,
    legs,
    facts: legFacts,
    availableCentavos: extra.available ?? 100_000n,
    nowMs: NOW,
    limits,
  });

describe('slip maths', () => {
  it('total odds are the product to 2 decimals rounded down; the potential win is those total odds × the stake, rounded down', () => {
    // 1.95 × 1.87 × 1.45 = 5.287575 → 5.28; 5.28 × 7.77 = 41.0256 → 41.02 (the exact product would say 41.08).
    expect(totalOddsHundredths([195, 187, 145])).toBe(528n);
    expect(potentialWinCentavos(777n, [195, 187, 145])).toBe(4_102n);
    expect(potentialWinCentavos(1_000n, [210])).toBe(2_100n);
  });

  it('the potential win is, to the centavo, the total odds shown × the stake (property)', () => {
    const prices = fc.array(fc.integer({ min: 101, max: 100_000 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(prices, fc.bigInt({ min: 1n, max: 10_000_000n }), (picks, stake) => {
        const oddsHundredths = totalOddsHundredths(picks);
        const shownOdds = `${oddsHundredths / 100n}.${String(oddsHundredths % 100n).padStart(2, '0')}`;
        expect(potentialWinCentavos(stake, picks)).toBe((BigInt(shownOdds.replace('.', '')) * stake) / 100n);
      }),
    );
  });

  it('a single’s potential win is what the engine pays when it wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), fc.bigInt({ min: 1n, max: 10_000_000n }), (price, stake) => {
        expect(potentialWinCentavos(stake, [price])).toBe(payoutCentavos('won', price / 100, stake));
      }),
    );
  });

  it('reads prices', () => {
    expect(priceHundredthsOf(2.35)).toBe(235);
    expect(priceHundredthsOf(2.3500000000000001)).toBe(235);
    expect(priceHundredthsOf('1.01')).toBe(101);
    for (const bad of [1, 2.345, 'x', null, undefined, Number.NaN, 1002, -2]) expect(priceHundredthsOf(bad), String(bad)).toBeNull();
  });
});

describe('checks', () => {
  it('stake and shape', () => {
    expect(checkStake(null, limits)).toEqual({ code: 'invalid_stake' });
    expect(checkStake(99n, limits)).toEqual({ code: 'stake_below_minimum', minCentavos: 100n });
    expect(checkStake(1_000_001n, limits)?.code).toBe('stake_above_maximum');
    expect(checkStake(100n, limits)).toBeNull();
    expect(checkShape([], limits)).toEqual({ code: 'no_selections' });
    expect(checkShape([leg(), leg()], limits)).toEqual({ code: 'one_selection_per_match', leg: 1 });
  });

  it('runs in the spec order', () => {
    expect(decide([leg()], [facts()], { available: 999n })).toMatchObject({ ok: false, refusal: { code: 'insufficient_balance' } });
    expect(decide([leg()], [facts({ match: null })])).toMatchObject({ ok: false, refusal: { code: 'match_not_found', sport: 'football' } });
    expect(decide([leg()], [facts({ match: { startsAtMs: NOW + 59_000 } })])).toMatchObject({ ok: false, refusal: { code: 'match_started' } });
    expect(decide([leg({ live: true })], [facts({ match: { status: '2nd Half' }, selection: { inPlay: false } })])).toMatchObject({
      ok: false,
      refusal: { code: 'live_odds_not_found' },
    });
    expect(decide([leg({ oddHundredths: null })], [facts({ selection: null })])).toMatchObject({ ok: false, refusal: { code: 'invalid_odds' } });
    expect(decide([leg()], [facts({ selection: null })])).toMatchObject({ ok: false, refusal: { code: 'odds_not_found' } });
    expect(decide([leg()], [facts({ selection: { marketStatus: 'suspended' } })])).toMatchObject({ ok: false, refusal: { code: 'odds_suspended' } });
    expect(decide([leg()], [facts({ selection: { priceHundredths: 200 } })])).toMatchObject({
      ok: false,
      refusal: { code: 'odds_changed', seenHundredths: 210, currentHundredths: 200 },
    });
    expect(decide([leg()], [facts({ selection: { priceHundredths: 200 } })], { accept: true })).toMatchObject({
      ok: true,
      oddsChanged: true,
      potentialWinCentavos: 2_000n,
    });
    expect(decide([leg()], [facts()], { stake: 1_000_000n, available: 10_000_000n })).toMatchObject({ ok: true });
    expect(
      decide([leg({ oddHundredths: 30_000 })], [facts({ selection: { priceHundredths: 30_000 } })], { stake: 1_000_000n, available: 10_000_000n }),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'potential_win_above_maximum' },
    });
  });

  it('tells a slip holding a match played and over that it started, and one called off that it is not found', () => {
    for (const status of ['Finished', 'Abandoned'])
      for (const live of [false, true])
        expect(decide([leg({ live })], [facts({ match: { status } })])).toMatchObject({ ok: false, refusal: { code: 'match_started' } });
    for (const status of ['Cancelled', 'Postponed', 'Awarded', 'Walkover'])
      expect(decide([leg()], [facts({ match: { status } })])).toMatchObject({ ok: false, refusal: { code: 'match_not_found', sport: 'football' } });
  });

  it('takes a price inside the tolerance without asking, and says it was a new price', () => {
    const tolerant = { ...limits, oddsTolerance: 0.05 };
    const decision = decideSlip({
      stakeCentavos: 1_000n,
      acceptOddsChanges: false,
      legs: [leg()],
      facts: [facts({ selection: { priceHundredths: 205 } })],
      availableCentavos: 10_000n,
      nowMs: NOW,
      limits: tolerant,
    });
    expect(decision).toMatchObject({ ok: true, oddsChanged: true, legs: [{ priceHundredths: 205, seenHundredths: 210 }] });
  });
});
