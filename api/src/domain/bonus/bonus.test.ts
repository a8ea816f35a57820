import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_TERMS } from '@palpite/shared/contract';
import { canEverBeGranted, claimRefusal, grantTerms, matchDeposit, type ClaimFacts } from './grant.ts';
import { capConversion, isPastExpiry, lateConversion, nextStep, splitReturn } from './lifecycle.ts';
import type { BonusDefinition, BonusProgress } from './types.ts';
import { utcMs } from '../withdrawals/calendar.ts';
import {
  addWagering,
  casinoContribution,
  countsTowardsWagering,
  sportsContribution,
  wageringPercent,
  type SettledBetFacts,
  type SettledLeg,
} from './wagering.ts';

const DAY_MS = 86_400_000;
const NOW = utcMs(2026, 11, 21, 12);

const welcome: BonusDefinition = {
  kind: 'deposit_match',
  product: 'casino',
  percentage: BONUS_TERMS.welcome.percentage,
  maxBonusCentavos: BONUS_TERMS.welcome.maxBonusCentavos,
  minDepositCentavos: BONUS_TERMS.welcome.minDepositCentavos,
  wageringMultiple: BONUS_TERMS.defaultWageringMultiple,
  validityDays: BONUS_TERMS.validityDays,
  applicableDepositNumber: 1,
  redemptionsPerPlayer: 1,
  winCapCentavos: BONUS_TERMS.newMemberWinCapCentavos,
  freeSpins: BONUS_TERMS.welcome.freeSpins,
  availableFromMs: null,
  availableUntilMs: null,
};

const facts = (overrides: Partial<ClaimFacts> = {}): ClaimFacts => ({
  nowMs: NOW,
  holdsBonus: false,
  hasOpenBonusStakes: false,
  redemptionsUsed: 0,
  depositCount: 0,
  realBetRequired: false,
  hasPlacedRealBet: false,
  ...overrides,
});

describe('canEverBeGranted', () => {
  it('hides a first-deposit offer only where a real-money bet must come first', () => {
    const firstDeposit = { kind: 'deposit_match' as const, applicableDepositNumber: 1 };
    expect(canEverBeGranted(firstDeposit, { realBetRequired: true })).toBe(false);
    expect(canEverBeGranted(firstDeposit, { realBetRequired: false })).toBe(true);
    expect(canEverBeGranted({ kind: 'deposit_match', applicableDepositNumber: null }, { realBetRequired: true })).toBe(true);
    expect(canEverBeGranted({ kind: 'deposit_match', applicableDepositNumber: 2 }, { realBetRequired: true })).toBe(true);
  });
});

describe('claiming an offer', () => {
  it('is open to a new player', () => {
    expect(claimRefusal(welcome, facts())).toBeNull();
  });

  it('refuses a second bonus while one is held (one at a time)', () => {
    expect(claimRefusal(welcome, facts({ holdsBonus: true }))).toBe('bonus_already_active');
  });

  it('refuses a new bonus while a stake paid with bonus money is open (its return would land in it)', () => {
    expect(claimRefusal(welcome, facts({ hasOpenBonusStakes: true }))).toBe('bonus_stakes_open');
    // A refusal that lasts says so first.
    expect(claimRefusal(welcome, facts({ hasOpenBonusStakes: true, redemptionsUsed: 1 }))).toBe('redemptions_used');
  });

  it('refuses once the player’s redemptions are used and past the applicable deposit', () => {
    expect(claimRefusal(welcome, facts({ redemptionsUsed: 1 }))).toBe('redemptions_used');
    expect(claimRefusal(welcome, facts({ depositCount: 1 }))).toBe('deposit_number_passed');
    expect(claimRefusal({ ...welcome, applicableDepositNumber: null }, facts({ depositCount: 5 }))).toBeNull();
  });

  it('respects the offer window', () => {
    expect(claimRefusal({ ...welcome, availableFromMs: NOW + 1 }, facts())).toBe('offer_not_available');
    expect(claimRefusal({ ...welcome, availableUntilMs: NOW }, facts())).toBe('offer_not_available');
    expect(claimRefusal({ ...welcome, availableUntilMs: NOW + 1 }, facts())).toBeNull();
  });

  it('needs a real bet first where the profile says so', () => {
    expect(claimRefusal(welcome, facts({ realBetRequired: true }))).toBe('real_bet_required');
    expect(claimRefusal(welcome, facts({ realBetRequired: true, hasPlacedRealBet: true }))).toBeNull();
  });
});

describe('matching a deposit', () => {
  it('gives 100% up to R$ 5.000 on the first deposit of at least the minimum', () => {
    expect(matchDeposit(welcome, 200_00n, 1)).toEqual({ qualifies: true, bonusCentavos: 200_00n });
    expect(matchDeposit(welcome, 9_000_00n, 1)).toEqual({ qualifies: true, bonusCentavos: 5_000_00n });
    expect(matchDeposit(welcome, 19_99n, 1)).toEqual({ qualifies: false, reason: 'below_minimum' });
    expect(matchDeposit(welcome, 200_00n, 2)).toEqual({ qualifies: false, reason: 'wrong_deposit_number' });
  });

  it('rounds a share down to the centavo and never exceeds the cap', () => {
    expect(matchDeposit({ ...welcome, percentage: 33 }, 10_01n, 1)).toEqual({ qualifies: false, reason: 'below_minimum' });
    expect(matchDeposit({ ...welcome, percentage: 33, minDepositCentavos: 1n }, 10_01n, 1)).toEqual({ qualifies: true, bonusCentavos: 3_30n });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 10n }), fc.integer({ min: 1, max: 500 }), (deposit, percentage) => {
        const match = matchDeposit({ ...welcome, percentage, minDepositCentavos: 1n }, deposit, 1);
        if (!match.qualifies) return false;
        return match.bonusCentavos <= welcome.maxBonusCentavos && match.bonusCentavos * 100n <= deposit * BigInt(percentage);
      }),
    );
  });

  it('sets 40× wagering and 7 days of validity by default', () => {
    expect(grantTerms(welcome, 200_00n, NOW)).toEqual({ wageringTargetCentavos: 8_000_00n, expiresAtMs: NOW + 7 * DAY_MS });
    expect(grantTerms({ ...welcome, wageringMultiple: 2.5 }, 1_01n, NOW).wageringTargetCentavos).toBe(2_52n);
  });
});

describe('wagering contributions', () => {
  /** A R$ 10,00 single, settled. */
  const single = (result: SettledLeg['result'], priceHundredths: number, outcome: SettledBetFacts['outcome']) => ({
    stakeCentavos: 10_00n,
    outcome,
    legs: [{ result, priceHundredths }],
  });

  it('count slots in full and table games, video poker and keno not at all', () => {
    expect(casinoContribution(BONUS_TERMS, 'slots', 10_00n)).toBe(10_00n);
    for (const category of ['table', 'video_poker', 'keno', 'live', 'dice', 'unknown']) expect(casinoContribution(BONUS_TERMS, category, 10_00n)).toBe(0n);
  });

  it('count settled sports bets at odds of at least 1.50, never a void one', () => {
    expect(sportsContribution(BONUS_TERMS, single('lost', 150, 'lost'))).toBe(10_00n);
    expect(sportsContribution(BONUS_TERMS, single('won', 149, 'won'))).toBe(0n);
    expect(sportsContribution(BONUS_TERMS, single('void', 300, 'void'))).toBe(0n);
  });

  it('count only the stake a half-settled leg left at risk: half of a single, half lost or half won', () => {
    // AH −0.25 at 1.68, 0-0: half lost (5,00 back); AH −0.75 at 1.98, 1-0: half won (half the stake back).
    expect(sportsContribution(BONUS_TERMS, single('half_lost', 168, 'partial'))).toBe(5_00n);
    expect(sportsContribution(BONUS_TERMS, single('half_won', 198, 'won'))).toBe(5_00n);
    // The half that stood is judged at its own price.
    expect(sportsContribution(BONUS_TERMS, single('half_won', 140, 'won'))).toBe(0n);
  });

  it('take an accumulator apart at its half legs and its void legs, each part at its own odds', () => {
    const accumulator = (outcome: SettledBetFacts['outcome'], ...legs: SettledLeg[]) => ({ stakeCentavos: 12_00n, outcome, legs });
    // 1.20 won × 1.30 void: played at 1.20, below the minimum.
    expect(sportsContribution(BONUS_TERMS, accumulator('won', { result: 'won', priceHundredths: 120 }, { result: 'void', priceHundredths: 130 }))).toBe(0n);
    expect(sportsContribution(BONUS_TERMS, accumulator('won', { result: 'won', priceHundredths: 120 }, { result: 'won', priceHundredths: 130 }))).toBe(12_00n);
    // Lost on its first leg, the second undecided: the whole stake at 2.10 × 1.50.
    expect(sportsContribution(BONUS_TERMS, accumulator('lost', { result: 'lost', priceHundredths: 210 }, { result: null, priceHundredths: 150 }))).toBe(12_00n);
    // Half won at 1.90 with a 1.40 win: the half with the leg at 2.66 counts, the half at 1.40 alone does not.
    expect(sportsContribution(BONUS_TERMS, accumulator('won', { result: 'half_won', priceHundredths: 190 }, { result: 'won', priceHundredths: 140 }))).toBe(
      6_00n,
    );
    // Half won at 1.90 with a 2.00 win: both halves are bets at 1.50 or more.
    expect(sportsContribution(BONUS_TERMS, accumulator('won', { result: 'half_won', priceHundredths: 190 }, { result: 'won', priceHundredths: 200 }))).toBe(
      12_00n,
    );
    // Two half legs: four parts of 3,00; the one with both legs void risked nothing.
    expect(
      sportsContribution(BONUS_TERMS, accumulator('partial', { result: 'half_lost', priceHundredths: 190 }, { result: 'half_won', priceHundredths: 195 })),
    ).toBe(9_00n);
  });

  it('count only play placed at or after the grant and counted before the expiry', () => {
    const bonus = { grantedAtMs: NOW, expiresAtMs: NOW + DAY_MS };
    expect(countsTowardsWagering(bonus, { placedAtMs: NOW, countedAtMs: NOW })).toBe(true);
    expect(countsTowardsWagering(bonus, { placedAtMs: NOW, countedAtMs: NOW + DAY_MS - 1 })).toBe(true);
    // A bet placed before the grant, settled while the bonus runs.
    expect(countsTowardsWagering(bonus, { placedAtMs: NOW - 1, countedAtMs: NOW + 1 })).toBe(false);
    // Decided at or after the expiry, before the job applied it.
    expect(countsTowardsWagering(bonus, { placedAtMs: NOW + 1, countedAtMs: NOW + DAY_MS })).toBe(false);
    expect(countsTowardsWagering({ grantedAtMs: null, expiresAtMs: null }, { placedAtMs: NOW, countedAtMs: NOW })).toBe(false);
    expect(countsTowardsWagering({ grantedAtMs: NOW, expiresAtMs: null }, { placedAtMs: NOW, countedAtMs: NOW + 100 * DAY_MS })).toBe(true);
  });

  it('stop at the target and report whole percent', () => {
    expect(addWagering(90n, 20n, 100n)).toBe(100n);
    expect(addWagering(90n, -20n, 100n)).toBe(90n);
    expect(wageringPercent(1n, 3n)).toBe(33);
    expect(wageringPercent(99n, 100n)).toBe(99);
    expect(wageringPercent(100n, 100n)).toBe(100);
  });
});

describe('what an active bonus does next', () => {
  const active = (overrides: Partial<BonusProgress> = {}): BonusProgress => ({
    status: 'active',
    bonusCentavos: 200_00n,
    wageringTargetCentavos: 8_000_00n,
    wageredCentavos: 0n,
    expiresAtMs: NOW + DAY_MS,
    winCapCentavos: 1_000_00n,
    ...overrides,
  });
  const wallet = (available: bigint, pending = 0n, hasOpenBonusStakes = false) => ({
    bonusAvailableCentavos: available,
    bonusPendingCentavos: pending,
    hasOpenBonusStakes,
  });

  it('waits while wagering is short', () => {
    expect(nextStep(active({ wageredCentavos: 7_999_99n }), wallet(300_00n), NOW)).toEqual({ step: 'none' });
  });

  it('converts once wagering is met, within the win cap', () => {
    expect(nextStep(active({ wageredCentavos: 8_000_00n }), wallet(300_00n), NOW)).toEqual({ step: 'convert', convertCentavos: 300_00n, forfeitCentavos: 0n });
    expect(nextStep(active({ wageredCentavos: 8_000_00n }), wallet(1_500_00n), NOW)).toEqual({
      step: 'convert',
      convertCentavos: 1_000_00n,
      forfeitCentavos: 500_00n,
    });
  });

  it('waits for open bets paid with bonus money before converting', () => {
    expect(nextStep(active({ wageredCentavos: 8_000_00n }), wallet(300_00n, 50_00n), NOW)).toEqual({ step: 'none' });
  });

  it('forfeits the rest at expiry when wagering is short', () => {
    expect(nextStep(active({ wageredCentavos: 7_999_99n }), wallet(300_00n), NOW + DAY_MS)).toEqual({ step: 'expire', forfeitCentavos: 300_00n });
  });

  it('converts at expiry when wagering was met but an open bonus stake held the conversion back', () => {
    expect(nextStep(active({ wageredCentavos: 8_000_00n }), wallet(300_00n, 50_00n), NOW + DAY_MS)).toEqual({
      step: 'convert',
      convertCentavos: 300_00n,
      forfeitCentavos: 0n,
    });
  });

  it('converts a late return within what the win cap has left', () => {
    expect(lateConversion(80_00n, { winCapCentavos: 1_000_00n, convertedCentavos: 950_00n })).toEqual({ convertCentavos: 50_00n, forfeitCentavos: 30_00n });
    expect(lateConversion(80_00n, { winCapCentavos: 1_000_00n, convertedCentavos: 1_200_00n })).toEqual({ convertCentavos: 0n, forfeitCentavos: 80_00n });
    expect(lateConversion(80_00n, { winCapCentavos: null, convertedCentavos: 5_000_00n })).toEqual({ convertCentavos: 80_00n, forfeitCentavos: 0n });
  });

  it('is past its expiry from the expiry instant on', () => {
    expect(isPastExpiry({ expiresAtMs: NOW }, NOW - 1)).toBe(false);
    expect(isPastExpiry({ expiresAtMs: NOW }, NOW)).toBe(true);
    expect(isPastExpiry({ expiresAtMs: null }, NOW)).toBe(false);
  });

  it('leaves bonuses that are not active alone', () => {
    expect(nextStep(active({ status: 'claimed' }), wallet(0n), NOW + 2 * DAY_MS)).toEqual({ step: 'none' });
  });

  it('ends at once, before its expiry, once its bonus money is all lost and nothing can bring any back', () => {
    expect(nextStep(active({ wageredCentavos: 40_00n }), wallet(0n), NOW)).toEqual({ step: 'deplete' });
    // A wallet overdrawn by a rounding of the ledger reads as empty too.
    expect(nextStep(active({ wageredCentavos: 0n }), wallet(-1n), NOW)).toEqual({ step: 'deplete' });
  });

  it('does not end an empty bonus while a stake paid with bonus money is open, reserved or not', () => {
    expect(nextStep(active({ wageredCentavos: 40_00n }), wallet(0n, 50_00n), NOW)).toEqual({ step: 'none' });
    expect(nextStep(active({ wageredCentavos: 40_00n }), wallet(0n, 0n, true), NOW)).toEqual({ step: 'none' });
  });

  it('does not end an empty free-spins bonus with spins left (the engine counts them as pending)', () => {
    const spinsOnly = active({ bonusCentavos: 0n, wageringTargetCentavos: 0n });
    expect(nextStep({ ...spinsOnly, bonusCentavos: 3_00n, wageringTargetCentavos: 120_00n }, wallet(0n, 5n), NOW)).toEqual({ step: 'none' });
    // Spins that won nothing leave no wagering to do: it converts (nothing), as before.
    expect(nextStep(spinsOnly, wallet(0n), NOW)).toEqual({ step: 'convert', convertCentavos: 0n, forfeitCentavos: 0n });
  });

  it('expires an empty bonus that reached its expiry, as before', () => {
    expect(nextStep(active({ wageredCentavos: 40_00n }), wallet(0n), NOW + DAY_MS)).toEqual({ step: 'expire', forfeitCentavos: 0n });
  });

  it('ends as depleted only when short of its wagering, empty, with nothing open or left, and before its expiry', () => {
    // Empty wallets often: they are the case that matters.
    const money = fc.oneof(fc.constant(0n), fc.bigInt({ min: -10n, max: 10n }), fc.bigInt({ min: 0n, max: 10n ** 9n }));
    fc.assert(
      fc.property(
        money,
        money,
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: -2 * DAY_MS, max: 2 * DAY_MS }),
        (available, pending, openStakes, wagered, target, sinceExpiryMs) => {
          const bonus = active({ wageredCentavos: wagered < target ? wagered : target, wageringTargetCentavos: target });
          const step = nextStep(bonus, wallet(available, pending, openStakes), (bonus.expiresAtMs as number) + sinceExpiryMs);
          const depletes = available <= 0n && pending <= 0n && !openStakes && wagered < target && sinceExpiryMs < 0;
          return (step.step === 'deplete') === depletes;
        },
      ),
    );
  });

  it('converts a bonus whose wagering is met, whatever its balance, as before', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.option(fc.bigInt({ min: 0n, max: 10n ** 9n })), (available, cap) => {
        const step = nextStep(active({ wageredCentavos: 8_000_00n, winCapCentavos: cap }), wallet(available), NOW);
        return step.step === 'convert' && step.convertCentavos + step.forfeitCentavos === available;
      }),
    );
  });

  it('never converts more than the balance nor more than the cap', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n })), (balance, cap) => {
        const { convertCentavos, forfeitCentavos } = capConversion(balance, cap);
        return convertCentavos + forfeitCentavos === balance && convertCentavos >= 0n && forfeitCentavos >= 0n && (cap === null || convertCentavos <= cap);
      }),
    );
  });
});

describe('splitting a return', () => {
  it('gives the bonus its share of the stake', () => {
    expect(splitReturn(300n, { cashCentavos: 0n, bonusCentavos: 100n })).toEqual({ cashCentavos: 0n, bonusCentavos: 300n });
    expect(splitReturn(300n, { cashCentavos: 100n, bonusCentavos: 0n })).toEqual({ cashCentavos: 300n, bonusCentavos: 0n });
    expect(splitReturn(301n, { cashCentavos: 50n, bonusCentavos: 50n })).toEqual({ cashCentavos: 151n, bonusCentavos: 150n });
  });

  it('always splits the whole return', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(amount, amount, amount, (payout, cash, bonus) => {
        const split = splitReturn(payout, { cashCentavos: cash, bonusCentavos: bonus });
        return split.cashCentavos + split.bonusCentavos === payout && split.cashCentavos >= 0n && split.bonusCentavos >= 0n;
      }),
    );
  });
});
