/**
 * Balance arithmetic (TigerBeetle's model). An account keeps four sums; a transfer adds the same
 * delta to the debit side of one account and the credit side of another, so every currency
 * always sums to zero. Pending amounts are reserved: they stop being spendable but have not moved.
 */
import type { AccountBalances, TransferPhase } from './types.ts';

/** A fresh account. */
export const ZERO_BALANCES: AccountBalances = Object.freeze({
  debitsPendingCentavos: 0n,
  debitsPostedCentavos: 0n,
  creditsPendingCentavos: 0n,
  creditsPostedCentavos: 0n,
});

/** What a transfer adds to the pending and posted sums of both of its sides. */
export interface PhaseDelta {
  pendingCentavos: bigint;
  postedCentavos: bigint;
}

/**
 * The delta of each phase. Posting releases the whole reservation and posts `amount` (≤ the
 * reservation), so a partial post gives the remainder back; voiding only releases.
 */
export function phaseDelta(phase: TransferPhase, amountCentavos: bigint, pendingAmountCentavos: bigint = 0n): PhaseDelta {
  switch (phase) {
    case 'single':
      return { pendingCentavos: 0n, postedCentavos: amountCentavos };
    case 'pending':
      return { pendingCentavos: amountCentavos, postedCentavos: 0n };
    case 'post_pending':
      return { pendingCentavos: -pendingAmountCentavos, postedCentavos: amountCentavos };
    case 'void_pending':
      return { pendingCentavos: -pendingAmountCentavos, postedCentavos: 0n };
  }
}

/** The negated delta: what undoes it. */
export function negateDelta(delta: PhaseDelta): PhaseDelta {
  return { pendingCentavos: -delta.pendingCentavos, postedCentavos: -delta.postedCentavos };
}

/** Money the owner can still spend: credits posted minus everything debited or reserved. */
export function availableCentavos(balances: AccountBalances): bigint {
  return balances.creditsPostedCentavos - balances.debitsPostedCentavos - balances.debitsPendingCentavos;
}

/** The account after being the debit side of a transfer. */
export function applyDebit(balances: AccountBalances, delta: PhaseDelta): AccountBalances {
  return {
    ...balances,
    debitsPendingCentavos: balances.debitsPendingCentavos + delta.pendingCentavos,
    debitsPostedCentavos: balances.debitsPostedCentavos + delta.postedCentavos,
  };
}

/** The account after being the credit side of a transfer. */
export function applyCredit(balances: AccountBalances, delta: PhaseDelta): AccountBalances {
  return {
    ...balances,
    creditsPendingCentavos: balances.creditsPendingCentavos + delta.pendingCentavos,
    creditsPostedCentavos: balances.creditsPostedCentavos + delta.postedCentavos,
  };
}

/** The account invariants: no negative sum, and no overdraft where the account forbids it. */
export function balancesValid(balances: AccountBalances, mustNotOverdraw: boolean): boolean {
  const sums = [balances.debitsPendingCentavos, balances.debitsPostedCentavos, balances.creditsPendingCentavos, balances.creditsPostedCentavos];
  if (sums.some((sum) => sum < 0n)) return false;
  return !mustNotOverdraw || availableCentavos(balances) >= 0n;
}

/** Sum of several accounts (the shards of one logical house account, say). */
export function sumBalances(all: readonly AccountBalances[]): AccountBalances {
  return all.reduce<AccountBalances>(
    (total, balances) => ({
      debitsPendingCentavos: total.debitsPendingCentavos + balances.debitsPendingCentavos,
      debitsPostedCentavos: total.debitsPostedCentavos + balances.debitsPostedCentavos,
      creditsPendingCentavos: total.creditsPendingCentavos + balances.creditsPendingCentavos,
      creditsPostedCentavos: total.creditsPostedCentavos + balances.creditsPostedCentavos,
    }),
    ZERO_BALANCES,
  );
}

/** True when all four sums are equal. */
export function sameBalances(a: AccountBalances, b: AccountBalances): boolean {
  return (
    a.debitsPendingCentavos === b.debitsPendingCentavos &&
    a.debitsPostedCentavos === b.debitsPostedCentavos &&
    a.creditsPendingCentavos === b.creditsPendingCentavos &&
    a.creditsPostedCentavos === b.creditsPostedCentavos
  );
}
