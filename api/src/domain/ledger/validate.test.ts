import { describe, expect, it } from 'vitest';
import { metadataProblem, sameJson } from './json.ts';
import { validateResolve, validateReverse, validateTransfer } from './validate.ts';
import type { TransferRequest } from './types.ts';

const request = (): TransferRequest => ({
  id: 'deposit:1',
  kind: 'deposit',
  debit: { system: 'clearing:pix' },
  credit: { userId: 1n, purpose: 'cash' },
  amountCentavos: 100n,
});

describe('validateTransfer', () => {
  it('fills in the defaults', () => {
    const result = validateTransfer(request());
    expect(result.ok && result.value).toMatchObject({ phase: 'single', currency: 'BRL', metadata: {}, timeoutSeconds: null });
  });

  it('copies metadata, so later changes by the caller do not reach the ledger', () => {
    const metadata = { bet: { id: 1 } };
    const result = validateTransfer({ ...request(), metadata });
    metadata.bet.id = 2;
    expect(result.ok && result.value.metadata).toEqual({ bet: { id: 1 } });
  });

  it('accepts a pending transfer with a timeout', () => {
    const result = validateTransfer({ ...request(), pending: true, timeoutSeconds: 3_600 });
    expect(result.ok && result.value).toMatchObject({ phase: 'pending', timeoutSeconds: 3_600 });
  });

  it('refuses a fractional or huge timeout and an amount above the cap', () => {
    expect(validateTransfer({ ...request(), pending: true, timeoutSeconds: 1.5 })).toMatchObject({ ok: false, failure: { field: 'timeoutSeconds' } });
    expect(validateTransfer({ ...request(), pending: true, timeoutSeconds: 2 ** 31 })).toMatchObject({ ok: false, failure: { field: 'timeoutSeconds' } });
    expect(validateTransfer({ ...request(), amountCentavos: 10n ** 15n + 1n })).toMatchObject({ ok: false, failure: { field: 'amountCentavos' } });
  });
});

describe('validateResolve and validateReverse', () => {
  it('leaves a post amount to the pending transfer when omitted', () => {
    expect(validateResolve({ id: 'p', pendingId: 'x' }, 'post_pending')).toMatchObject({ ok: true, value: { amountCentavos: null, kind: null } });
  });

  it('reverses as a correction unless told otherwise', () => {
    expect(validateReverse({ id: 'r', transferId: 'x' })).toMatchObject({ ok: true, value: { kind: 'correction' } });
    expect(validateReverse({ id: 'r', transferId: 'x', kind: 'rollback' })).toMatchObject({ ok: true, value: { kind: 'rollback' } });
  });
});

describe('metadata', () => {
  it('accepts JSON objects and refuses what jsonb cannot hold', () => {
    expect(metadataProblem({ a: [1, 'b', null, true, { c: 2.5 }] })).toBeNull();
    expect(metadataProblem({ a: Number.NaN })).toMatch(/finite/);
    expect(metadataProblem({ a: undefined })).toMatch(/JSON/);
    expect(metadataProblem({ a: new Map() })).toMatch(/JSON/);
    expect(metadataProblem({ a: 'x'.repeat(9_000) })).toMatch(/8192/);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let level = 0; level < 10; level++) deep = deep.next = {} as Record<string, unknown>;
    expect(metadataProblem(root)).toMatch(/nest/);
  });

  it('compares JSON regardless of key order, but not array order', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson({ a: null }, { b: null })).toBe(false);
  });
});
