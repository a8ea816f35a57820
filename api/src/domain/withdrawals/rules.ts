/**
 * The withdrawal terms of spec §9 as pure rules. The caller gathers the facts (identity, cash,
 * recent withdrawals, deposits, stakes) and the clock; these functions say what the player may
 * withdraw now, and whether a given amount is allowed — with every reason it is not.
 *
 * - minimum per withdrawal;
 * - weekly maximum over pending + paid withdrawals, weeks from Sunday 00:00 in São Paulo;
 * - a number of free withdrawals per calendar month (São Paulo), then a fee on each one;
 * - deposits wagered `depositWageringMultiple` times (stakes from cash since the first deposit, casino
 *   ones at their game's wagering contribution);
 * - lifetime deposits at or under a threshold cap one withdrawal at a multiple of the last deposit
 *   (no deposit at all: nothing to withdraw);
 * - amount + fee within spendable cash: bonus money is never withdrawable.
 */
import { civilFromDays, daysFromCivil, startOfLocalDay, startOfMonth, startOfNextWeek, startOfWeek, wallClock } from './calendar.ts';
import { maxBigint, minBigint, timesMultiple } from '../money.ts';

/** The terms (shared/src/contract/terms.ts `WITHDRAWAL_TERMS` in production). Amounts in centavos. */
export interface WithdrawalTerms {
  minCentavos: bigint;
  weeklyMaxCentavos: bigint;
  freeWithdrawalsPerMonth: number;
  feeAfterFreeCentavos: bigint;
  depositWageringMultiple: number;
  smallDepositorThresholdCentavos: bigint;
  lastDepositMultiple: number;
}

/** `processing`: ops have claimed it to pay it out, so the player can no longer cancel it. */
export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'rejected' | 'cancelled';

/** A withdrawal the player asked for earlier. */
export interface PriorWithdrawal {
  createdAtMs: number;
  amountCentavos: bigint;
  status: WithdrawalStatus;
}

/** Everything the rules look at, gathered by the caller at one moment. */
export interface WithdrawalFacts {
  /** The clock. */
  nowMs: number;
  /** Where weeks and months are counted (America/Sao_Paulo). */
  timeZone: string;
  /** An identity document is approved. */
  identityVerified: boolean;
  /** Spendable cash: posted cash minus what pending transfers already reserve. Never bonus. */
  cashAvailableCentavos: bigint;
  /** The player's withdrawals created since `withdrawalWindows(nowMs).sinceMs` (older ones are ignored). */
  recentWithdrawals: readonly PriorWithdrawal[];
  /** Sum of the player's completed deposits, ever. */
  depositsTotalCentavos: bigint;
  /** The most recent completed deposit, or null if none. */
  lastDepositCentavos: bigint | null;
  /** Withdrawals (pending, processing or paid) requested since that deposit: the small-depositor cap counts them all. */
  withdrawnSinceLastDepositCentavos: bigint;
  /**
   * Stakes from cash since the first deposit that count towards wagering: sports in full, casino at
   * its game's wagering contribution, the bonus wagering's (slots in full; table games, live, video
   * poker, keno and dice not at all: spec §9).
   */
  wageredCentavos: bigint;
}

/** Why a withdrawal is refused, with the numbers the message shows. */
export type Refusal =
  | { code: 'identity_required' }
  | { code: 'below_minimum'; minCentavos: bigint }
  | { code: 'insufficient_cash'; availableCentavos: bigint; feeCentavos: bigint; maxCentavos: bigint }
  | { code: 'wagering_required'; requiredCentavos: bigint; wageredCentavos: bigint; remainingCentavos: bigint }
  | { code: 'no_deposit' }
  | {
      code: 'above_deposit_cap';
      /** What may still be withdrawn until the next deposit. */
      capCentavos: bigint;
      lastDepositCentavos: bigint;
      withdrawnCentavos: bigint;
      multiple: number;
      thresholdCentavos: bigint;
    }
  | { code: 'weekly_limit'; limitCentavos: bigint; remainingCentavos: bigint; resetsAtMs: number };

export type RefusalCode = Refusal['code'];

/** What the player may do now (the withdrawal screen shows it before they type an amount). */
export interface Allowance {
  weekStartMs: number;
  weekResetsAtMs: number;
  weekUsedCentavos: bigint;
  weeklyRemainingCentavos: bigint;
  monthStartMs: number;
  /** Pending + paid withdrawals this month. */
  monthCount: number;
  freeWithdrawalsLeft: number;
  /** Fee the next withdrawal pays (0 while free ones are left). */
  nextFeeCentavos: bigint;
  wagering: { requiredCentavos: bigint; wageredCentavos: bigint; remainingCentavos: bigint };
  /**
   * What small depositors may still withdraw until their next deposit (10× the last deposit, less
   * what they withdrew since it); null when lifetime deposits are above the threshold.
   */
  depositCapCentavos: bigint | null;
  /** The largest amount that passes every rule now, or 0 when none does. */
  maxAmountCentavos: bigint;
}

export type Decision = { ok: true; feeCentavos: bigint; allowance: Allowance } | { ok: false; refusals: Refusal[]; allowance: Allowance };

/** The week and month windows at `nowMs`; `sinceMs` is the oldest instant the rules need. */
export function withdrawalWindows(nowMs: number, timeZone: string) {
  const weekStartMs = startOfWeek(nowMs, timeZone);
  const weekEndMs = startOfNextWeek(nowMs, timeZone);
  const monthStartMs = startOfMonth(nowMs, timeZone);
  const clock = wallClock(nowMs, timeZone);
  const nextMonth = civilFromDays(daysFromCivil({ year: clock.year, month: clock.month, day: 28 }) + 4);
  const monthEndMs = startOfLocalDay({ year: nextMonth.year, month: nextMonth.month, day: 1 }, timeZone);
  return { weekStartMs, weekEndMs, monthStartMs, monthEndMs, sinceMs: Math.min(weekStartMs, monthStartMs) };
}

/** Open (pending, processing) and paid withdrawals count against the limits; rejected and cancelled ones gave the money back. */
export function countsAgainstLimits(status: WithdrawalStatus): boolean {
  return status === 'pending' || status === 'processing' || status === 'paid';
}

/**
 * The fee a withdrawal pays when it is paid out, of the `reservedFeeCentavos` its request put aside.
 * The request counted the month's withdrawals open or paid at that moment; one of them cancelled or
 * rejected since gave its free place back, so the fee is decided again from `earlier`, the
 * player's withdrawals requested before this one: those of its month (São Paulo) that still count.
 * Never more than was reserved: nothing can start counting again (a cancelled or rejected
 * withdrawal is final), so the earlier ones that count now are a subset of those counted at request.
 */
export function feeDueAtPayout(
  withdrawal: { createdAtMs: number; reservedFeeCentavos: bigint },
  earlier: readonly PriorWithdrawal[],
  timeZone: string,
  terms: Pick<WithdrawalTerms, 'freeWithdrawalsPerMonth'>,
): bigint {
  const month = withdrawalWindows(withdrawal.createdAtMs, timeZone);
  const usedThisMonth = earlier.filter(
    (prior) => countsAgainstLimits(prior.status) && prior.createdAtMs >= month.monthStartMs && prior.createdAtMs < month.monthEndMs,
  ).length;
  return usedThisMonth < terms.freeWithdrawalsPerMonth ? 0n : withdrawal.reservedFeeCentavos;
}

/** Stakes still needed before deposits may be withdrawn. */
export function wageringOf(facts: Pick<WithdrawalFacts, 'depositsTotalCentavos' | 'wageredCentavos'>, terms: WithdrawalTerms) {
  const requiredCentavos = timesMultiple(facts.depositsTotalCentavos, terms.depositWageringMultiple);
  const remainingCentavos = maxBigint(requiredCentavos - facts.wageredCentavos, 0n);
  return { requiredCentavos, wageredCentavos: facts.wageredCentavos, remainingCentavos };
}

/**
 * What a small depositor may still withdraw until their next deposit: 10× the last deposit in all,
 * not per request (several requests would otherwise take any amount); null above the threshold.
 */
export function depositCapOf(
  facts: Pick<WithdrawalFacts, 'depositsTotalCentavos' | 'lastDepositCentavos' | 'withdrawnSinceLastDepositCentavos'>,
  terms: WithdrawalTerms,
): bigint | null {
  if (facts.depositsTotalCentavos > terms.smallDepositorThresholdCentavos) return null;
  return maxBigint(timesMultiple(facts.lastDepositCentavos ?? 0n, terms.lastDepositMultiple) - facts.withdrawnSinceLastDepositCentavos, 0n);
}

export function withdrawalAllowance(facts: WithdrawalFacts, terms: WithdrawalTerms): Allowance {
  const windows = withdrawalWindows(facts.nowMs, facts.timeZone);
  const counted = facts.recentWithdrawals.filter((withdrawal) => countsAgainstLimits(withdrawal.status));
  const inWeek = counted.filter((withdrawal) => withdrawal.createdAtMs >= windows.weekStartMs && withdrawal.createdAtMs < windows.weekEndMs);
  const weekUsedCentavos = inWeek.reduce((sum, withdrawal) => sum + withdrawal.amountCentavos, 0n);
  const monthCount = counted.filter((withdrawal) => withdrawal.createdAtMs >= windows.monthStartMs && withdrawal.createdAtMs < windows.monthEndMs).length;
  const freeWithdrawalsLeft = Math.max(terms.freeWithdrawalsPerMonth - monthCount, 0);
  const nextFeeCentavos = freeWithdrawalsLeft > 0 ? 0n : terms.feeAfterFreeCentavos;
  const weeklyRemainingCentavos = maxBigint(terms.weeklyMaxCentavos - weekUsedCentavos, 0n);
  const wagering = wageringOf(facts, terms);
  const depositCapCentavos = depositCapOf(facts, terms);

  const blocked = !facts.identityVerified || wagering.remainingCentavos > 0n;
  const caps = [facts.cashAvailableCentavos - nextFeeCentavos, weeklyRemainingCentavos, ...(depositCapCentavos === null ? [] : [depositCapCentavos])];
  const highest = maxBigint(minBigint(caps[0]!, ...caps.slice(1)), 0n);
  const maxAmountCentavos = blocked || highest < terms.minCentavos ? 0n : highest;

  return {
    weekStartMs: windows.weekStartMs,
    weekResetsAtMs: windows.weekEndMs,
    weekUsedCentavos,
    weeklyRemainingCentavos,
    monthStartMs: windows.monthStartMs,
    monthCount,
    freeWithdrawalsLeft,
    nextFeeCentavos,
    wagering,
    depositCapCentavos,
    maxAmountCentavos,
  };
}

/**
 * Whether `amountCentavos` may be withdrawn now, and the fee it pays. Refusals come in the order a
 * player can act on them: identity, minimum, balance, wagering, deposit cap, weekly maximum.
 */
export function decideWithdrawal(amountCentavos: bigint, facts: WithdrawalFacts, terms: WithdrawalTerms): Decision {
  const allowance = withdrawalAllowance(facts, terms);
  const feeCentavos = allowance.nextFeeCentavos;
  const refusals: Refusal[] = [];

  if (!facts.identityVerified) refusals.push({ code: 'identity_required' });
  if (amountCentavos < terms.minCentavos) refusals.push({ code: 'below_minimum', minCentavos: terms.minCentavos });
  if (amountCentavos + feeCentavos > facts.cashAvailableCentavos) {
    refusals.push({
      code: 'insufficient_cash',
      availableCentavos: facts.cashAvailableCentavos,
      feeCentavos,
      maxCentavos: maxBigint(facts.cashAvailableCentavos - feeCentavos, 0n),
    });
  }
  if (allowance.wagering.remainingCentavos > 0n) refusals.push({ code: 'wagering_required', ...allowance.wagering });
  if (allowance.depositCapCentavos !== null) {
    if (facts.lastDepositCentavos === null || facts.lastDepositCentavos === 0n) refusals.push({ code: 'no_deposit' });
    else if (amountCentavos > allowance.depositCapCentavos) {
      refusals.push({
        code: 'above_deposit_cap',
        capCentavos: allowance.depositCapCentavos,
        lastDepositCentavos: facts.lastDepositCentavos,
        withdrawnCentavos: facts.withdrawnSinceLastDepositCentavos,
        multiple: terms.lastDepositMultiple,
        thresholdCentavos: terms.smallDepositorThresholdCentavos,
      });
    }
  }
  if (amountCentavos > allowance.weeklyRemainingCentavos) {
    refusals.push({
      code: 'weekly_limit',
      limitCentavos: terms.weeklyMaxCentavos,
      remainingCentavos: allowance.weeklyRemainingCentavos,
      resetsAtMs: allowance.weekResetsAtMs,
    });
  }

  return refusals.length === 0 ? { ok: true, feeCentavos, allowance } : { ok: false, refusals, allowance };
}
