/**
 * A small in-memory ledger with the same rules as the database module, for property tests: run
 * the same operations on both and every answer and every balance must agree. Clarity over speed;
 * a refused operation changes nothing (as a rolled-back transaction would).
 */
import { accountLabel, mustNotOverdraw } from './accounts.ts';
import { applyCredit, applyDebit, availableCentavos, balancesValid, phaseDelta, sameBalances, ZERO_BALANCES } from './balance.ts';
import { differingFields, expectedOfResolve, expectedOfReverse, expectedOfTransfer, type ExpectedContent } from './idempotency.ts';
import { movementOfResolve, movementOfReverse, movementOfTransfer, resolveFailure, reverseFailure, type Movement } from './movements.ts';
import { validateResolve, validateReverse, validateTransfer } from './validate.ts';
import type {
  AccountBalances,
  AccountKey,
  LedgerFailure,
  PostPendingRequest,
  ReverseRequest,
  TransferRecord,
  TransferRequest,
  VoidPendingRequest,
} from './types.ts';

/** A transfer in the model, with its expiry as epoch milliseconds. */
export interface ModelTransfer extends TransferRecord {
  expiresAtMs: number | null;
}

/** One account of the model. */
export interface ModelAccount {
  key: AccountKey;
  balances: AccountBalances;
}

/** An operation the model (and the real ledger) accepts. */
export type LedgerOperation =
  | { type: 'transfer'; request: TransferRequest }
  | { type: 'post'; request: PostPendingRequest }
  | { type: 'void'; request: VoidPendingRequest }
  | { type: 'reverse'; request: ReverseRequest };

/** The model's answer: a transfer (new or the earlier one for a retry) or a refusal. */
export type ModelOutcome = { ok: true; status: 'created' | 'exists'; transfer: ModelTransfer } | { ok: false; failure: LedgerFailure };

/** The reference ledger. `userExists` says which players can have accounts. */
export class LedgerModel {
  private readonly accounts = new Map<string, ModelAccount>();
  private readonly transfers = new Map<string, ModelTransfer>();
  private readonly resolvedBy = new Map<string, string>();
  private readonly reversedBy = new Map<string, string>();

  private readonly userExists: (userId: bigint) => boolean;

  constructor(userExists: (userId: bigint) => boolean) {
    this.userExists = userExists;
  }

  /** Applies one operation at time `nowMs` (epoch milliseconds, used for timeouts). */
  apply(operation: LedgerOperation, nowMs: number): ModelOutcome {
    switch (operation.type) {
      case 'transfer':
        return this.transfer(operation.request, nowMs);
      case 'post':
        return this.resolve(operation.request, 'post_pending', nowMs);
      case 'void':
        return this.resolve(operation.request, 'void_pending', nowMs);
      case 'reverse':
        return this.reverse(operation.request);
    }
  }

  /** Every account the model has opened, in label order. */
  allAccounts(): ModelAccount[] {
    return [...this.accounts.values()].sort((a, b) => (accountLabel(a.key) < accountLabel(b.key) ? -1 : 1));
  }

  /** Every recorded transfer, oldest first. */
  allTransfers(): ModelTransfer[] {
    return [...this.transfers.values()];
  }

  /** Broken invariants, described; empty when all hold. */
  violations(): string[] {
    return [...this.sumViolations(), ...this.accountViolations()];
  }

  private transfer(request: TransferRequest, nowMs: number): ModelOutcome {
    const validated = validateTransfer(request);
    if (!validated.ok) return validated;
    const spec = validated.value;
    const retry = this.retryOutcome(spec.id, expectedOfTransfer(spec));
    if (retry) return retry;
    const expiresAtMs = spec.timeoutSeconds === null ? null : nowMs + spec.timeoutSeconds * 1_000;
    return this.record(movementOfTransfer(spec), expiresAtMs);
  }

  private resolve(request: PostPendingRequest | VoidPendingRequest, phase: 'post_pending' | 'void_pending', nowMs: number): ModelOutcome {
    const validated = validateResolve(request, phase);
    if (!validated.ok) return validated;
    const spec = validated.value;
    const pending = this.transfers.get(spec.pendingId) ?? null;
    const retry = this.retryOutcome(spec.id, expectedOfResolve(spec, pending));
    if (retry) return retry;
    const state = { transfer: pending, resolvedById: this.resolvedBy.get(spec.pendingId) ?? null, expiresAtMs: pending?.expiresAtMs ?? null };
    const failure = resolveFailure(spec, state, nowMs);
    if (failure || !pending) return { ok: false, failure: failure ?? { code: 'pending_not_found', pendingId: spec.pendingId } };
    return this.record(movementOfResolve(spec, pending), null);
  }

  private reverse(request: ReverseRequest): ModelOutcome {
    const validated = validateReverse(request);
    if (!validated.ok) return validated;
    const spec = validated.value;
    const retry = this.retryOutcome(spec.id, expectedOfReverse(spec));
    if (retry) return retry;
    const original = this.transfers.get(spec.transferId) ?? null;
    const failure = reverseFailure(spec, original, this.reversedBy.get(spec.transferId) ?? null);
    if (failure || !original) return { ok: false, failure: failure ?? { code: 'transfer_not_found', transferId: spec.transferId } };
    return this.record(movementOfReverse(spec, original), null);
  }

  private retryOutcome(id: string, expected: ExpectedContent): ModelOutcome | null {
    const existing = this.transfers.get(id);
    if (!existing) return null;
    const fields = differingFields(existing, expected);
    if (fields.length > 0) return { ok: false, failure: { code: 'exists_with_different_fields', transferId: id, fields } };
    return { ok: true, status: 'exists', transfer: existing };
  }

  private record(movement: Movement, expiresAtMs: number | null): ModelOutcome {
    for (const key of [movement.debit, movement.credit]) {
      if (key.userId !== null && !this.userExists(key.userId)) return { ok: false, failure: { code: 'account_not_found', account: key } };
    }
    const debitBefore = this.balancesOf(movement.debit);
    const debitAfter = applyDebit(debitBefore, movement.delta);
    const creditAfter = applyCredit(this.balancesOf(movement.credit), movement.delta);
    if (!balancesValid(debitAfter, mustNotOverdraw(movement.debit))) {
      const failure: LedgerFailure = {
        code: 'insufficient_funds',
        account: movement.debit,
        availableCentavos: availableCentavos(debitBefore),
        amountCentavos: movement.amountCentavos,
      };
      return { ok: false, failure };
    }
    this.accounts.set(accountLabel(movement.debit), { key: movement.debit, balances: debitAfter });
    this.accounts.set(accountLabel(movement.credit), { key: movement.credit, balances: creditAfter });
    const { delta: _delta, ...fields } = movement;
    const transfer: ModelTransfer = {
      ...fields,
      debitBalanceAfterCentavos: availableCentavos(debitAfter),
      creditBalanceAfterCentavos: availableCentavos(creditAfter),
      expiresAtMs,
    };
    this.transfers.set(transfer.id, transfer);
    if (transfer.pendingId !== null) this.resolvedBy.set(transfer.pendingId, transfer.id);
    if (transfer.reversesId !== null) this.reversedBy.set(transfer.reversesId, transfer.id);
    return { ok: true, status: 'created', transfer };
  }

  private balancesOf(key: AccountKey): AccountBalances {
    return this.accounts.get(accountLabel(key))?.balances ?? ZERO_BALANCES;
  }

  private sumViolations(): string[] {
    const totals = new Map<string, { posted: bigint; pending: bigint }>();
    for (const { key, balances } of this.accounts.values()) {
      const total = totals.get(key.currency) ?? { posted: 0n, pending: 0n };
      total.posted += balances.creditsPostedCentavos - balances.debitsPostedCentavos;
      total.pending += balances.creditsPendingCentavos - balances.debitsPendingCentavos;
      totals.set(key.currency, total);
    }
    return [...totals]
      .filter(([, total]) => total.posted !== 0n || total.pending !== 0n)
      .map(([currency, total]) => `${currency} does not sum to zero (posted ${total.posted}, pending ${total.pending})`);
  }

  private accountViolations(): string[] {
    const replayed = this.replayBalances();
    const problems: string[] = [];
    for (const { key, balances } of this.accounts.values()) {
      const label = accountLabel(key);
      if (!balancesValid(balances, mustNotOverdraw(key))) problems.push(`${label} breaks its balance rules`);
      const expected = replayed.get(label) ?? ZERO_BALANCES;
      if (!sameBalances(expected, balances)) problems.push(`${label} cached balances differ from its transfers`);
    }
    return problems;
  }

  /** Balances recomputed from the transfers alone (pending ones count until resolved). */
  private replayBalances(): Map<string, AccountBalances> {
    const balances = new Map<string, AccountBalances>();
    for (const transfer of this.transfers.values()) {
      const pendingAmount = transfer.pendingId === null ? 0n : (this.transfers.get(transfer.pendingId)?.amountCentavos ?? 0n);
      const delta = phaseDelta(transfer.phase, transfer.amountCentavos, pendingAmount);
      const debit = accountLabel(transfer.debit);
      const credit = accountLabel(transfer.credit);
      balances.set(debit, applyDebit(balances.get(debit) ?? ZERO_BALANCES, delta));
      balances.set(credit, applyCredit(balances.get(credit) ?? ZERO_BALANCES, delta));
    }
    return balances;
  }
}
