/**
 * The four operations. A transfer calls the apply function at once (the hot path); a post, void or
 * reversal first reads the transfer it refers to. When the apply changes nothing, the cause is
 * found in the order the reference model uses (retry of the id, then the rules of the operation,
 * then missing accounts, then funds) and either answered or fixed (a missing account is opened)
 * before trying again.
 */
import type { Queryable } from '../db/database.ts';
import { applyDebit, availableCentavos, balancesValid } from '../domain/ledger/balance.ts';
import { differingFields, expectedOfResolve, expectedOfReverse, expectedOfTransfer, type ExpectedContent } from '../domain/ledger/idempotency.ts';
import { movementOfResolve, movementOfReverse, movementOfTransfer, resolveFailure, reverseFailure, type Movement } from '../domain/ledger/movements.ts';
import type { ResolveSpec, ReverseSpec, TransferSpec } from '../domain/ledger/validate.ts';
import { openAccount } from './accounts.ts';
import { applyMovement, plannedMovement, type Applied } from './apply.ts';
import { LedgerError } from './errors.ts';
import { findAccount, findTransfer, type Transfer } from './rows.ts';

/** A transfer and whether this call made it or found it from an earlier call with the same id. */
export interface TransferResult {
  status: 'created' | 'exists';
  transfer: Transfer;
}

// Each failed attempt fixes or explains one cause; more than this means something is wrong.
const MAX_ATTEMPTS = 4;

/** Moves or reserves money as `spec` says. */
export async function runTransfer(tx: Queryable, spec: TransferSpec, nowMs: number): Promise<TransferResult> {
  const movement = movementOfTransfer(spec);
  const expiresAt = expiryOf(spec, nowMs);
  // Optimistic: the first attempt skips the look-up, which only a retry or a refusal needs.
  const prepare = async () => (await retryResult(tx, spec.id, expectedOfTransfer(spec))) ?? movement;
  return drive(tx, spec.id, prepare, movement, expiresAt);
}

/** `spec` as the JSON object the SQL function ledger_apply_planned applies (see Ledger.planTransfers). */
export function plannedTransfer(spec: TransferSpec, nowMs: number): Record<string, unknown> {
  return plannedMovement(movementOfTransfer(spec), expiryOf(spec, nowMs));
}

function expiryOf(spec: TransferSpec, nowMs: number): Date | null {
  return spec.timeoutSeconds === null ? null : new Date(nowMs + spec.timeoutSeconds * 1_000);
}

/** Posts or voids a pending transfer. */
export async function runResolve(tx: Queryable, spec: ResolveSpec, nowMs: number): Promise<TransferResult> {
  const prepare = async (): Promise<Prepared> => {
    const pending = await findTransfer(tx, spec.pendingId);
    const retry = await retryResult(tx, spec.id, expectedOfResolve(spec, pending?.transfer ?? null));
    if (retry) return retry;
    const state = {
      transfer: pending?.transfer ?? null,
      resolvedById: pending?.resolvedById ?? null,
      expiresAtMs: pending?.transfer.expiresAt?.getTime() ?? null,
    };
    const failure = resolveFailure(spec, state, nowMs);
    if (failure || !pending) throw new LedgerError(failure ?? { code: 'pending_not_found', pendingId: spec.pendingId });
    return movementOfResolve(spec, pending.transfer);
  };
  return drive(tx, spec.id, prepare, await prepare(), null);
}

/** Reverses a posted transfer. */
export async function runReverse(tx: Queryable, spec: ReverseSpec): Promise<TransferResult> {
  const prepare = async (): Promise<Prepared> => {
    const retry = await retryResult(tx, spec.id, expectedOfReverse(spec));
    if (retry) return retry;
    const original = await findTransfer(tx, spec.transferId);
    const failure = reverseFailure(spec, original?.transfer ?? null, original?.reversedById ?? null);
    if (failure || !original) throw new LedgerError(failure ?? { code: 'transfer_not_found', transferId: spec.transferId });
    return movementOfReverse(spec, original.transfer);
  };
  return drive(tx, spec.id, prepare, await prepare(), null);
}

/** An earlier result to answer with, or the movement to apply. */
type Prepared = TransferResult | Movement;

/**
 * Applies `first`; when that changes nothing, prepares again from what is committed now (a
 * concurrent transaction may have taken the id, resolved the pending transfer or reversed the
 * transfer: those answers come before a lack of funds), then explains or fixes the refusal.
 */
async function drive(tx: Queryable, id: string, prepare: () => Promise<Prepared>, first: Prepared, expiresAt: Date | null): Promise<TransferResult> {
  let next = first;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if ('status' in next) return next;
    const applied = await applyMovement(tx, next, expiresAt);
    if (applied) return created(next, applied, expiresAt);
    next = await prepare();
    if ('status' in next) return next;
    await explainRefusal(tx, next);
  }
  return gaveUp(id);
}

/** The earlier result when `id` exists with the same content; throws when the content differs. */
async function retryResult(tx: Queryable, id: string, expected: ExpectedContent): Promise<TransferResult | null> {
  const existing = await findTransfer(tx, id);
  if (!existing) return null;
  const fields = differingFields(existing.transfer, expected);
  if (fields.length > 0) throw new LedgerError({ code: 'exists_with_different_fields', transferId: id, fields });
  return { status: 'exists', transfer: existing.transfer };
}

/**
 * Why the accounts refused `movement`: opens a missing account (so the caller tries again),
 * throws when it cannot exist or when the debit side lacks funds, returns when nothing explains
 * it (a concurrent transaction changed something; the next attempt will tell).
 */
async function explainRefusal(tx: Queryable, movement: Movement): Promise<void> {
  for (const key of [movement.debit, movement.credit]) {
    if (await findAccount(tx, key)) continue;
    if (!(await openAccount(tx, key))) throw new LedgerError({ code: 'account_not_found', account: key });
  }
  const debit = await findAccount(tx, movement.debit);
  if (!debit) return;
  if (!balancesValid(applyDebit(debit.balances, movement.delta), debit.mustNotOverdraw)) {
    throw new LedgerError({
      code: 'insufficient_funds',
      account: movement.debit,
      availableCentavos: availableCentavos(debit.balances),
      amountCentavos: movement.amountCentavos,
    });
  }
}

function created(movement: Movement, applied: Applied, expiresAt: Date | null): TransferResult {
  const { delta: _delta, ...fields } = movement;
  return { status: 'created', transfer: { ...fields, ...applied, expiresAt } };
}

function gaveUp(id: string): never {
  throw new Error(`ledger: transfer ${id} was neither applied nor refused after ${MAX_ATTEMPTS} attempts`);
}
