import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_TERMS, BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
import { utcMs } from './calendar.ts';
import {
  decideWithdrawal,
  feeDueAtPayout,
  withdrawalAllowance,
  withdrawalWindows,
  type PriorWithdrawal,
  type RefusalCode,
  type WithdrawalFacts,
} from './rules.ts';

const terms = WITHDRAWAL_TERMS;
/** Wednesday 12 June 2024, 15:00 in São Paulo. */
const NOW = utcMs(2024, 6, 12, 18);
const BRL = (reais: number) => BigInt(Math.round(reais * 100));

/** A player who passes every rule for amounts up to R$ 5,000: verified, R$ 20,000 deposited and wagered, plenty of cash. */
function facts(overrides: Partial<WithdrawalFacts> = {}): WithdrawalFacts {
  return {
    nowMs: NOW,
    timeZone: BRAZIL_TIME_ZONE,
    identityVerified: true,
    cashAvailableCentavos: BRL(100_000),
    recentWithdrawals: [],
    depositsTotalCentavos: BRL(20_000),
    lastDepositCentavos: BRL(5_000),
    withdrawnSinceLastDepositCentavos: 0n,
    wageredCentavos: BRL(50_000),
    ...overrides,
  };
}

const codes = (amount: bigint, input: WithdrawalFacts): RefusalCode[] => {
  const decision = decideWithdrawal(amount, input, terms);
  return decision.ok ? [] : decision.refusals.map((refusal) => refusal.code);
};

const prior = (createdAtMs: number, reais: number, status: PriorWithdrawal['status'] = 'paid'): PriorWithdrawal => ({
  createdAtMs,
  amountCentavos: BRL(reais),
  status,
});

describe('withdrawal rules', () => {
  it('allow a withdrawal that meets every term, free of charge', () => {
    const decision = decideWithdrawal(BRL(1_000), facts(), terms);
    expect(decision).toMatchObject({ ok: true, feeCentavos: 0n });
  });

  it('need an approved identity document', () => {
    expect(codes(BRL(1_000), facts({ identityVerified: false }))).toEqual(['identity_required']);
    expect(withdrawalAllowance(facts({ identityVerified: false }), terms).maxAmountCentavos).toBe(0n);
  });

  it('take R$ 500 exactly, not a centavo less', () => {
    expect(codes(BRL(500), facts())).toEqual([]);
    const decision = decideWithdrawal(BRL(499.99), facts(), terms);
    expect(decision.ok).toBe(false);
    expect(!decision.ok && decision.refusals).toEqual([{ code: 'below_minimum', minCentavos: 500_00n }]);
  });

  it('charge nothing for the 4th withdrawal of a month and R$ 250 for the 5th', () => {
    const thisMonth = [utcMs(2024, 6, 1, 3), utcMs(2024, 6, 3, 12), utcMs(2024, 6, 10, 12)].map((at) => prior(at, 500));
    expect(decideWithdrawal(BRL(500), facts({ recentWithdrawals: thisMonth }), terms)).toMatchObject({ ok: true, feeCentavos: 0n });
    const fourDone = [...thisMonth, prior(utcMs(2024, 6, 11, 12), 500, 'pending')];
    expect(decideWithdrawal(BRL(500), facts({ recentWithdrawals: fourDone }), terms)).toMatchObject({ ok: true, feeCentavos: 250_00n });
    expect(withdrawalAllowance(facts({ recentWithdrawals: fourDone }), terms)).toMatchObject({
      monthCount: 4,
      freeWithdrawalsLeft: 0,
      nextFeeCentavos: 250_00n,
    });
  });

  it('do not count rejected or cancelled withdrawals, nor last month’s, towards the free ones', () => {
    const withdrawals = [
      prior(utcMs(2024, 6, 1, 2, 59), 500), // 31 May 23:59 in São Paulo: last month
      prior(utcMs(2024, 6, 2, 12), 500, 'rejected'),
      prior(utcMs(2024, 6, 3, 12), 500, 'cancelled'),
      prior(utcMs(2024, 6, 4, 12), 500),
      prior(utcMs(2024, 6, 5, 12), 500),
      prior(utcMs(2024, 6, 6, 12), 500),
    ];
    expect(withdrawalAllowance(facts({ recentWithdrawals: withdrawals }), terms)).toMatchObject({ monthCount: 3, freeWithdrawalsLeft: 1, nextFeeCentavos: 0n });
  });

  it('need the fee on top of the amount within spendable cash', () => {
    const five = [1, 2, 3, 4].map((day) => prior(utcMs(2024, 6, day, 12), 500));
    expect(codes(BRL(750), facts({ cashAvailableCentavos: BRL(1_000), recentWithdrawals: five }))).toEqual([]);
    const decision = decideWithdrawal(BRL(750.01), facts({ cashAvailableCentavos: BRL(1_000), recentWithdrawals: five }), terms);
    expect(!decision.ok && decision.refusals).toEqual([
      { code: 'insufficient_cash', availableCentavos: BRL(1_000), feeCentavos: BRL(250), maxCentavos: BRL(750) },
    ]);
    expect(codes(BRL(1_000), facts({ cashAvailableCentavos: BRL(999.99) }))).toEqual(['insufficient_cash']);
  });

  it('count pending and paid withdrawals of this week against R$ 50,000, from Sunday 00:00 São Paulo time', () => {
    // Sunday 9 June 2024 00:00 in São Paulo is 03:00 UTC; NOW is the Wednesday after.
    const withdrawals = [
      prior(utcMs(2024, 6, 9, 2, 59, 59), 5_000), // Saturday 23:59:59 local: last week
      prior(utcMs(2024, 6, 9, 3), 20_000), // Sunday 00:00:00 local: this week
      prior(utcMs(2024, 6, 10, 12), 25_000, 'pending'),
      prior(utcMs(2024, 6, 11, 12), 4_000, 'rejected'),
    ];
    const input = facts({ recentWithdrawals: withdrawals, depositsTotalCentavos: BRL(40_000), wageredCentavos: BRL(100_000) });
    const allowance = withdrawalAllowance(input, terms);
    expect(allowance).toMatchObject({ weekUsedCentavos: BRL(45_000), weeklyRemainingCentavos: BRL(5_000), weekStartMs: utcMs(2024, 6, 9, 3) });
    expect(allowance.weekResetsAtMs).toBe(utcMs(2024, 6, 16, 3));
    expect(codes(BRL(5_000), input)).toEqual([]);
    const decision = decideWithdrawal(BRL(5_000.01), input, terms);
    expect(!decision.ok && decision.refusals).toEqual([
      { code: 'weekly_limit', limitCentavos: BRL(50_000), remainingCentavos: BRL(5_000), resetsAtMs: utcMs(2024, 6, 16, 3) },
    ]);
  });

  it('start a new week at Sunday 00:00 São Paulo, not at Sunday 00:00 UTC', () => {
    const saturdayNight = utcMs(2024, 6, 9, 1); // Sunday 01:00 UTC = Saturday 22:00 in São Paulo
    const full = [prior(utcMs(2024, 6, 8, 12), 50_000)];
    const base = { recentWithdrawals: full, depositsTotalCentavos: BRL(40_000), wageredCentavos: BRL(100_000) };
    expect(codes(BRL(500), facts({ ...base, nowMs: saturdayNight }))).toEqual(['weekly_limit']);
    expect(codes(BRL(500), facts({ ...base, nowMs: utcMs(2024, 6, 9, 2, 59, 59) }))).toEqual(['weekly_limit']);
    expect(codes(BRL(500), facts({ ...base, nowMs: utcMs(2024, 6, 9, 3) }))).toEqual([]);
  });

  it('need deposits wagered 2.5 times: exactly 2.5× passes, a centavo less is refused with what is left', () => {
    const input = { depositsTotalCentavos: BRL(20_000), lastDepositCentavos: BRL(5_000) };
    expect(codes(BRL(1_000), facts({ ...input, wageredCentavos: BRL(50_000) }))).toEqual([]);
    const decision = decideWithdrawal(BRL(1_000), facts({ ...input, wageredCentavos: BRL(49_999.99) }), terms);
    expect(!decision.ok && decision.refusals).toEqual([
      { code: 'wagering_required', requiredCentavos: BRL(50_000), wageredCentavos: BRL(49_999.99), remainingCentavos: 1n },
    ]);
  });

  it('round the wagering requirement up to the centavo', () => {
    const allowance = withdrawalAllowance(facts({ depositsTotalCentavos: 1_001n, wageredCentavos: 0n }), terms);
    expect(allowance.wagering.requiredCentavos).toBe(2_503n); // 2.5 × 10.01 = 25.025 → 25.03
  });

  it('cap a withdrawal at 10× the last deposit while lifetime deposits are R$ 10,000 or less', () => {
    const small = { depositsTotalCentavos: BRL(10_000), lastDepositCentavos: BRL(800), wageredCentavos: BRL(25_000) };
    expect(codes(BRL(8_000), facts(small))).toEqual([]);
    const decision = decideWithdrawal(BRL(8_000.01), facts(small), terms);
    expect(!decision.ok && decision.refusals).toEqual([
      {
        code: 'above_deposit_cap',
        capCentavos: BRL(8_000),
        lastDepositCentavos: BRL(800),
        withdrawnCentavos: 0n,
        multiple: 10,
        thresholdCentavos: BRL(10_000),
      },
    ]);
    expect(withdrawalAllowance(facts(small), terms)).toMatchObject({ depositCapCentavos: BRL(8_000), maxAmountCentavos: BRL(8_000) });
  });

  it('count every withdrawal since the last deposit against that cap: splitting a request does not lift it', () => {
    const small = {
      depositsTotalCentavos: BRL(1_000),
      lastDepositCentavos: BRL(100),
      wageredCentavos: BRL(2_500),
      withdrawnSinceLastDepositCentavos: BRL(600),
    };
    expect(codes(BRL(400), facts(small))).toEqual(['below_minimum']);
    expect(withdrawalAllowance(facts(small), terms)).toMatchObject({ depositCapCentavos: BRL(400), maxAmountCentavos: 0n });
    const decision = decideWithdrawal(BRL(500), facts(small), terms);
    expect(!decision.ok && decision.refusals).toEqual([
      {
        code: 'above_deposit_cap',
        capCentavos: BRL(400),
        lastDepositCentavos: BRL(100),
        withdrawnCentavos: BRL(600),
        multiple: 10,
        thresholdCentavos: BRL(10_000),
      },
    ]);
    const usedUp = { ...small, withdrawnSinceLastDepositCentavos: BRL(1_200) };
    expect(withdrawalAllowance(facts(usedUp), terms).depositCapCentavos).toBe(0n);
  });

  it('lift the cap once lifetime deposits pass R$ 10,000', () => {
    const large = { depositsTotalCentavos: BRL(10_000.01), lastDepositCentavos: BRL(800), wageredCentavos: BRL(25_000.03) };
    expect(codes(BRL(20_000), facts(large))).toEqual([]);
    expect(withdrawalAllowance(facts(large), terms).depositCapCentavos).toBeNull();
  });

  it('refuse a player who never deposited (10× nothing)', () => {
    const none = { depositsTotalCentavos: 0n, lastDepositCentavos: null, wageredCentavos: 0n, cashAvailableCentavos: BRL(2_000) };
    expect(codes(BRL(500), facts(none))).toEqual(['no_deposit']);
    expect(withdrawalAllowance(facts(none), terms).maxAmountCentavos).toBe(0n);
  });

  it('give every reason at once, in the order a player can act on them', () => {
    const input = facts({
      identityVerified: false,
      cashAvailableCentavos: BRL(100),
      depositsTotalCentavos: BRL(100),
      lastDepositCentavos: BRL(100),
      wageredCentavos: 0n,
      recentWithdrawals: [prior(utcMs(2024, 6, 10, 12), 50_000)],
    });
    expect(codes(BRL(400), input)).toEqual(['identity_required', 'below_minimum', 'insufficient_cash', 'wagering_required', 'weekly_limit']);
    expect(codes(BRL(1_001), input)).toEqual(['identity_required', 'insufficient_cash', 'wagering_required', 'above_deposit_cap', 'weekly_limit']);
  });

  it('offer as the maximum the tightest of cash less the fee, the week and the deposit cap', () => {
    expect(withdrawalAllowance(facts({ cashAvailableCentavos: BRL(3_000) }), terms).maxAmountCentavos).toBe(BRL(3_000));
    const fifth = [1, 2, 3, 4].map((day) => prior(utcMs(2024, 6, day, 12), 500));
    expect(withdrawalAllowance(facts({ cashAvailableCentavos: BRL(3_000), recentWithdrawals: fifth }), terms).maxAmountCentavos).toBe(BRL(2_750));
    expect(withdrawalAllowance(facts({ cashAvailableCentavos: BRL(749.99), recentWithdrawals: fifth }), terms).maxAmountCentavos).toBe(0n);
    expect(withdrawalAllowance(facts({ wageredCentavos: 0n }), terms).maxAmountCentavos).toBe(0n);
  });

  it('look back only as far as the older of week and month start', () => {
    const windows = withdrawalWindows(utcMs(2024, 7, 2, 12), BRAZIL_TIME_ZONE); // Tuesday 2 July: the week began in June
    expect(windows.weekStartMs).toBe(utcMs(2024, 6, 30, 3));
    expect(windows.monthStartMs).toBe(utcMs(2024, 7, 1, 3));
    expect(windows.sinceMs).toBe(windows.weekStartMs);
    expect(windows.monthEndMs).toBe(utcMs(2024, 8, 1, 3));
  });
});

describe('the fee at payout', () => {
  /** The 5th withdrawal of June 2024, requested when four were open or paid: R$ 250 reserved. */
  const fifth = { createdAtMs: utcMs(2024, 6, 12, 18), reservedFeeCentavos: 250_00n };
  const earlierOfJune = (status: PriorWithdrawal['status']) => [1, 3, 5, 10].map((day) => prior(utcMs(2024, 6, day, 12), 500, status));

  it('stays what was reserved while the four earlier ones still count (paid, being paid out or open)', () => {
    for (const status of ['paid', 'processing', 'pending'] as const) {
      expect(feeDueAtPayout(fifth, earlierOfJune(status), BRAZIL_TIME_ZONE, terms)).toBe(250_00n);
    }
  });

  it('is nothing once an earlier one was cancelled or rejected: it gave its free place back', () => {
    const [first, ...others] = earlierOfJune('paid');
    expect(feeDueAtPayout(fifth, [{ ...first!, status: 'cancelled' }, ...others], BRAZIL_TIME_ZONE, terms)).toBe(0n);
    expect(feeDueAtPayout(fifth, [{ ...first!, status: 'rejected' }, ...others], BRAZIL_TIME_ZONE, terms)).toBe(0n);
    expect(feeDueAtPayout(fifth, earlierOfJune('cancelled'), BRAZIL_TIME_ZONE, terms)).toBe(0n);
  });

  it('counts only the withdrawal’s own month, in São Paulo', () => {
    // 1 June 02:59 UTC is still 31 May in São Paulo.
    const straddling = [prior(utcMs(2024, 6, 1, 2, 59), 500), ...earlierOfJune('paid').slice(1)];
    expect(feeDueAtPayout(fifth, straddling, BRAZIL_TIME_ZONE, terms)).toBe(0n);
  });

  it('never asks more than was reserved', () => {
    expect(feeDueAtPayout({ ...fifth, reservedFeeCentavos: 0n }, earlierOfJune('paid'), BRAZIL_TIME_ZONE, terms)).toBe(0n);
  });
});
