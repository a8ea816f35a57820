/**
 * A transfer id is an idempotency key (TigerBeetle's "reliable transaction submission"): a retry
 * with the same content gets the first result back and moves nothing; the same id with other
 * content is refused, naming the fields that differ, because it is almost always a caller bug.
 */
import { sameAccount } from './accounts.ts';
import { sameJson } from './json.ts';
import type { ResolveSpec, ReverseSpec, TransferSpec } from './validate.ts';
import type { TransferRecord } from './types.ts';

/** The fields a request pins down; a request leaves out what follows from another field. */
export type ExpectedContent = Partial<
  Pick<TransferRecord, 'kind' | 'phase' | 'debit' | 'credit' | 'amountCentavos' | 'currency' | 'pendingId' | 'reversesId' | 'timeoutSeconds' | 'metadata'>
>;

/** Names of the fields where `existing` differs from what the request asks for (empty: a true retry). */
export function differingFields(existing: TransferRecord, expected: ExpectedContent): string[] {
  const fields: string[] = [];
  const check = (field: keyof ExpectedContent, same: boolean) => {
    if (expected[field] !== undefined && !same) fields.push(field);
  };
  check('phase', existing.phase === expected.phase);
  check('kind', existing.kind === expected.kind);
  check('debit', expected.debit !== undefined && sameAccount(existing.debit, expected.debit));
  check('credit', expected.credit !== undefined && sameAccount(existing.credit, expected.credit));
  check('amountCentavos', existing.amountCentavos === expected.amountCentavos);
  check('currency', existing.currency === expected.currency);
  check('pendingId', existing.pendingId === expected.pendingId);
  check('reversesId', existing.reversesId === expected.reversesId);
  check('timeoutSeconds', existing.timeoutSeconds === expected.timeoutSeconds);
  check('metadata', expected.metadata !== undefined && sameJson(existing.metadata, expected.metadata));
  return fields;
}

/** What a transfer request pins down. */
export function expectedOfTransfer(spec: TransferSpec): ExpectedContent {
  return {
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
  };
}

/**
 * What a post or void pins down once its defaults are known from the pending transfer (null when
 * that transfer does not exist: then only the phase and pending id can be compared).
 */
export function expectedOfResolve(spec: ResolveSpec, pending: TransferRecord | null): ExpectedContent {
  const expected: ExpectedContent = { phase: spec.phase, pendingId: spec.pendingId, metadata: spec.metadata };
  if (spec.kind) expected.kind = spec.kind;
  if (spec.currency) expected.currency = spec.currency;
  if (spec.amountCentavos !== null) expected.amountCentavos = spec.amountCentavos;
  if (!pending) return expected;
  expected.kind ??= pending.kind;
  expected.amountCentavos ??= pending.amountCentavos;
  return expected;
}

/** What a reversal pins down (accounts and amount follow from the reversed transfer). */
export function expectedOfReverse(spec: ReverseSpec): ExpectedContent {
  return { phase: 'single', kind: spec.kind, reversesId: spec.transferId, pendingId: null, metadata: spec.metadata };
}
