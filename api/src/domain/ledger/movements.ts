/**
 * From a validated request to the movement it makes: which two accounts, which delta, and the
 * rules a post, void or reversal must pass first. Shared by the database module and the model so
 * both refuse the same things in the same order.
 */
import { phaseDelta, type PhaseDelta } from './balance.ts';
import type { ResolveSpec, ReverseSpec, TransferSpec } from './validate.ts';
import type { LedgerFailure, TransferRecord } from './types.ts';

/** A transfer about to be applied: everything but the balances after it. */
export type Movement = Omit<TransferRecord, 'debitBalanceAfterCentavos' | 'creditBalanceAfterCentavos'> & {
  /** Added to the debit side's debits_* and the credit side's credits_*. */
  delta: PhaseDelta;
};

/** The movement of a single-phase or pending transfer. */
export function movementOfTransfer(spec: TransferSpec): Movement {
  return {
    id: spec.id,
    kind: spec.kind,
    phase: spec.phase,
    debit: spec.debit,
    credit: spec.credit,
    amountCentavos: spec.amountCentavos,
    currency: spec.currency,
    pendingId: null,
    reversesId: null,
    timeoutSeconds: spec.timeoutSeconds,
    metadata: spec.metadata,
    delta: phaseDelta(spec.phase, spec.amountCentavos),
  };
}

/** What is known about a pending transfer when resolving it. */
export interface PendingState {
  /** null when no transfer has that id. */
  transfer: TransferRecord | null;
  /** Id of the post or void that already resolved it. */
  resolvedById: string | null;
  expiresAtMs: number | null;
}

/** Why a post or void cannot resolve this pending transfer now, in the order callers see them. */
export function resolveFailure(spec: ResolveSpec, state: PendingState, nowMs: number): LedgerFailure | null {
  const pending = state.transfer;
  if (!pending || pending.phase !== 'pending') return { code: 'pending_not_found', pendingId: spec.pendingId };
  if (spec.currency && spec.currency !== pending.currency) return { code: 'currency_mismatch', expected: pending.currency, actual: spec.currency };
  if (state.resolvedById !== null) return { code: 'pending_already_resolved', pendingId: spec.pendingId, resolvedById: state.resolvedById };
  // Posting after the timeout is refused (the reservation has lapsed); voiding is always allowed.
  if (spec.phase === 'post_pending' && state.expiresAtMs !== null && state.expiresAtMs <= nowMs) {
    return { code: 'pending_expired', pendingId: spec.pendingId };
  }
  if (spec.amountCentavos !== null && spec.amountCentavos > pending.amountCentavos) {
    return { code: 'amount_exceeds_pending', pendingId: spec.pendingId, pendingAmountCentavos: pending.amountCentavos };
  }
  return null;
}

/** The movement of a post or void of `pending` (which passed {@link resolveFailure}). */
export function movementOfResolve(spec: ResolveSpec, pending: TransferRecord): Movement {
  const amountCentavos = spec.phase === 'post_pending' ? (spec.amountCentavos ?? pending.amountCentavos) : pending.amountCentavos;
  return {
    id: spec.id,
    kind: spec.kind ?? pending.kind,
    phase: spec.phase,
    debit: pending.debit,
    credit: pending.credit,
    amountCentavos,
    currency: pending.currency,
    pendingId: pending.id,
    reversesId: null,
    timeoutSeconds: null,
    metadata: spec.metadata,
    delta: phaseDelta(spec.phase, amountCentavos, pending.amountCentavos),
  };
}

/** Why `original` cannot be reversed: only transfers that moved money can be, and only once. */
export function reverseFailure(spec: ReverseSpec, original: TransferRecord | null, reversedById: string | null): LedgerFailure | null {
  if (!original) return { code: 'transfer_not_found', transferId: spec.transferId };
  if (original.phase !== 'single' && original.phase !== 'post_pending') return { code: 'not_reversible', transferId: original.id, phase: original.phase };
  if (reversedById !== null) return { code: 'already_reversed', transferId: original.id, reversedById };
  return null;
}

/** The reversal of `original`: the same amount, back from its credit account to its debit account. */
export function movementOfReverse(spec: ReverseSpec, original: TransferRecord): Movement {
  return {
    id: spec.id,
    kind: spec.kind,
    phase: 'single',
    debit: original.credit,
    credit: original.debit,
    amountCentavos: original.amountCentavos,
    currency: original.currency,
    pendingId: null,
    reversesId: original.id,
    timeoutSeconds: null,
    metadata: spec.metadata,
    delta: phaseDelta('single', original.amountCentavos),
  };
}
