import type { Queryable } from '../db/database.ts';
import { upsertDefinition } from '../bonus/repo.ts';

type Definition = Parameters<typeof upsertDefinition>[1];

/**
 * A fixed test offer (no deposit needed, R$ 10 of bonus, 7 days) for the product and wagering a
 * test needs; `overrides` for anything else.
 */
export async function fixedTestOffer(db: Queryable, code: string, overrides: Partial<Definition> = {}): Promise<void> {
  await upsertDefinition(db, {
    code,
    kind: 'fixed',
    product: 'casino',
    percentage: 0,
    maxBonusCentavos: 10_00n,
    minDepositCentavos: 0n,
    wageringMultiple: 5,
    validityDays: 7,
    applicableDepositNumber: null,
    redemptionsPerPlayer: 1,
    winCapCentavos: null,
    freeSpins: 0,
    freeSpinsGameSlug: null,
    freeSpinBetCentavos: null,
    registrationCode: null,
    ...overrides,
  });
}
