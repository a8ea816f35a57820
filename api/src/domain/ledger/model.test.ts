import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerModel, type LedgerOperation } from './model.ts';
import type { AccountRef } from './types.ts';

const NOW_MS = 1_000_000;
const cash = (userId: bigint): AccountRef => ({ userId, purpose: 'cash' });

function fundedModel(): LedgerModel {
  const model = new LedgerModel((userId) => userId <= 3n);
  model.apply(
    { type: 'transfer', request: { id: 'fund', kind: 'deposit', debit: { system: 'clearing:pix' }, credit: cash(1n), amountCentavos: 1_000n } },
    NOW_MS,
  );
  return model;
}

describe('LedgerModel', () => {
  it('answers a retry with the first transfer and refuses changed content', () => {
    const model = fundedModel();
    const operation: LedgerOperation = {
      type: 'transfer',
      request: { id: 's', kind: 'bet_stake', debit: cash(1n), credit: { system: 'open_bets' }, amountCentavos: 10n },
    };
    expect(model.apply(operation, NOW_MS)).toMatchObject({ ok: true, status: 'created' });
    expect(model.apply(operation, NOW_MS)).toMatchObject({ ok: true, status: 'exists' });
    const changed = { ...operation, request: { ...operation.request, amountCentavos: 11n } };
    expect(model.apply(changed, NOW_MS)).toMatchObject({ ok: false, failure: { code: 'exists_with_different_fields', fields: ['amountCentavos'] } });
  });

  it('expires a pending transfer at its timeout', () => {
    const model = fundedModel();
    model.apply(
      {
        type: 'transfer',
        request: { id: 'w', kind: 'withdrawal', pending: true, timeoutSeconds: 10, debit: cash(1n), credit: { system: 'clearing:pix' }, amountCentavos: 10n },
      },
      NOW_MS,
    );
    expect(model.apply({ type: 'post', request: { id: 'w:post', pendingId: 'w' } }, NOW_MS + 10_000)).toMatchObject({
      ok: false,
      failure: { code: 'pending_expired' },
    });
    expect(model.apply({ type: 'void', request: { id: 'w:void', pendingId: 'w' } }, NOW_MS + 10_000)).toMatchObject({ ok: true, status: 'created' });
  });

  it('keeps its invariants under any sequence of operations', () => {
    const ref = fc.oneof(
      fc.record({ userId: fc.bigInt({ min: 1n, max: 4n }), purpose: fc.constantFrom('cash' as const, 'bonus' as const) }),
      fc.record({ system: fc.constantFrom('house_revenue' as const, 'clearing:pix' as const) }),
    );
    const operation = fc.oneof(
      fc
        .record({ debit: ref, credit: ref, amount: fc.bigInt({ min: 1n, max: 500n }), pending: fc.boolean() })
        .map(({ debit, credit, amount, pending }) => (id: string): LedgerOperation => ({
          type: 'transfer',
          request: { id, kind: 'correction', debit, credit, amountCentavos: amount, pending },
        })),
      fc
        .record({ target: fc.nat(), amount: fc.option(fc.bigInt({ min: 1n, max: 500n }), { nil: undefined }) })
        .map(({ target, amount }) => (id: string, ids: string[]): LedgerOperation => ({
          type: 'post',
          request: { id, pendingId: ids[target % Math.max(ids.length, 1)] ?? 'none', ...(amount ? { amountCentavos: amount } : {}) },
        })),
      fc.nat().map((target) => (id: string, ids: string[]): LedgerOperation => ({
        type: 'void',
        request: { id, pendingId: ids[target % Math.max(ids.length, 1)] ?? 'none' },
      })),
      fc.nat().map((target) => (id: string, ids: string[]): LedgerOperation => ({
        type: 'reverse',
        request: { id, transferId: ids[target % Math.max(ids.length, 1)] ?? 'none' },
      })),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (builders) => {
        const model = new LedgerModel((userId) => userId <= 3n);
        const ids: string[] = [];
        builders.forEach((build, index) => {
          const id = `op${index}`;
          model.apply(build(id, ids), NOW_MS);
          ids.push(id);
          expect(model.violations()).toEqual([]);
        });
      }),
      { numRuns: 300 },
    );
  });
});
