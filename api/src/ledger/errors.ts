/**
 * The ledger refuses with a `LedgerError` whose `failure` says why (see `LedgerFailure` for each
 * code's facts). The database transaction is still usable after one: the ledger never leaves a
 * failed SQL statement behind, so a caller may catch, say, insufficient funds and carry on.
 */
import { accountLabel } from '../domain/ledger/accounts.ts';
import type { LedgerFailure, LedgerFailureCode } from '../domain/ledger/types.ts';

/** A refusal that is part of the ledger's contract; callers map `code` to an HTTP answer. */
export class LedgerError extends Error {
  readonly code: LedgerFailureCode;
  readonly failure: LedgerFailure;

  constructor(failure: LedgerFailure) {
    super(describeFailure(failure));
    this.name = 'LedgerError';
    this.code = failure.code;
    this.failure = failure;
  }
}

/** True when `error` is a ledger refusal, optionally of the given code. */
export function isLedgerError<Code extends LedgerFailureCode>(
  error: unknown,
  code?: Code,
): error is LedgerError & { failure: Extract<LedgerFailure, { code: Code }> } {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}

function describeFailure(failure: LedgerFailure): string {
  switch (failure.code) {
    case 'invalid_request':
      return `invalid_request: ${failure.field} ${failure.reason}`;
    case 'insufficient_funds':
      return `insufficient_funds: ${accountLabel(failure.account)} has ${failure.availableCentavos} centavos available, needs ${failure.amountCentavos}`;
    case 'exists_with_different_fields':
      return `exists_with_different_fields: transfer ${failure.transferId} exists with other ${failure.fields.join(', ')}`;
    case 'account_not_found':
      return `account_not_found: ${accountLabel(failure.account)}`;
    case 'currency_mismatch':
      return `currency_mismatch: expected ${failure.expected}, got ${failure.actual}`;
    case 'pending_not_found':
    case 'pending_already_resolved':
    case 'pending_expired':
    case 'amount_exceeds_pending':
      return `${failure.code}: pending transfer ${failure.pendingId}`;
    case 'transfer_not_found':
    case 'not_reversible':
    case 'already_reversed':
      return `${failure.code}: transfer ${failure.transferId}`;
  }
}
