/**
 * Model-based property test: random sequences of transfers, pending transfers, posts, voids,
 * reversals and retries (same and different content) run against the real database and the
 * in-memory reference model. After every step the answers, every balance and every ledger
 * invariant must agree. Each run uses its own currency, so runs share one database but no account.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { accountLabel } from '../domain/ledger/accounts.ts';
import { ZERO_BALANCES } from '../domain/ledger/balance.ts';
import { LedgerModel, type LedgerOperation, type ModelOutcome, type ModelTransfer } from '../domain/ledger/model.ts';
import type { AccountBalances, AccountRef, Metadata, PlayerPurpose, SystemPurpose, TransferKind } from '../domain/ledger/types.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { checkLedger, createLedger, isLedgerError, type Ledger, type Transfer, type TransferResult } from './index.ts';
import { ACCOUNT_COLUMNS, accountOf, type AccountRow } from './rows.ts';
import { createPlayers } from './testing.ts';

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 40);
const NOW_MS = Date.parse('2026-05-01T00:00:00Z');
const GHOST_USER_ID = 9_999_999_999n;
const SYSTEM: SystemPurpose[] = ['house_revenue', 'open_bets', 'clearing:pix', 'bonus_funding'];
const KINDS: TransferKind[] = ['deposit', 'bet_stake', 'casino_win', 'fee', 'bonus_grant'];

let testDb: TestDatabase;
let db: Database;
let players: bigint[] = [];
let runNumber = 0;
const ledger: Ledger = createLedger({ now: () => new Date(NOW_MS) });

type AccountChoice = { player: number; purpose: PlayerPurpose } | { system: SystemPurpose };
type Step =
  | {
      type: 'transfer';
      debit: AccountChoice;
      credit: AccountChoice;
      amount: bigint;
      pending: boolean;
      timeout: number | undefined;
      kind: TransferKind;
      tag: number | undefined;
    }
  | { type: 'post'; target: number; amount: bigint | undefined; anyTarget: boolean }
  | { type: 'void'; target: number; anyTarget: boolean }
  | { type: 'reverse'; target: number; anyTarget: boolean }
  | { type: 'retry'; target: number; change: 'none' | 'amount' | 'metadata' | 'kind' };

// Players 0–2 exist; player 3 does not (account_not_found), so it is rare.
const playerIndex = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 2 }) }, { weight: 1, arbitrary: fc.constant(3) });
const accountChoice: fc.Arbitrary<AccountChoice> = fc.oneof(
  fc.record({ player: playerIndex, purpose: fc.constantFrom<PlayerPurpose>('cash', 'bonus') }),
  fc.record({ system: fc.constantFrom(...SYSTEM) }),
);
// Money in from the house, so that players have something to stake and lose.
const funding: fc.Arbitrary<Step> = fc.record({
  type: fc.constant('transfer' as const),
  debit: fc.record({ system: fc.constantFrom(...SYSTEM) }),
  credit: fc.record({ player: playerIndex, purpose: fc.constantFrom<PlayerPurpose>('cash', 'bonus') }),
  amount: fc.bigInt({ min: 1n, max: 5_000n }),
  pending: fc.boolean(),
  timeout: fc.constant(undefined),
  kind: fc.constantFrom<TransferKind>('deposit', 'bonus_grant'),
  tag: fc.constant(undefined),
});

// Mostly aim posts and voids at pending transfers and reversals at posted ones; sometimes anywhere.
function anyTarget(): fc.Arbitrary<boolean> {
  return fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) });
}

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: funding },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      debit: accountChoice,
      credit: accountChoice,
      amount: fc.bigInt({ min: 1n, max: 2_000n }),
      pending: fc.boolean(),
      timeout: fc.option(fc.integer({ min: 1, max: 3_600 }), { nil: undefined }),
      kind: fc.constantFrom(...KINDS),
      tag: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('post' as const),
      target: fc.nat(),
      amount: fc.option(fc.bigInt({ min: 1n, max: 2_000n }), { nil: undefined }),
      anyTarget: anyTarget(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('void' as const), target: fc.nat(), anyTarget: anyTarget() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reverse' as const), target: fc.nat(), anyTarget: anyTarget() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('retry' as const), target: fc.nat(), change: fc.constantFrom('none', 'amount', 'metadata', 'kind') }) },
);

function currencyOfRun(run: number): string {
  const letter = (index: number) => String.fromCharCode(65 + (index % 26));
  return `X${letter(Math.floor(run / 26))}${letter(run)}`;
}

function refOf(choice: AccountChoice): AccountRef {
  if ('system' in choice) return { system: choice.system };
  return { userId: players[choice.player] ?? GHOST_USER_ID, purpose: choice.purpose };
}

/** Turns an abstract step into a concrete operation, given what this run has submitted so far. */
function realise(step: Step, index: number, prefix: string, currency: string, history: LedgerOperation[]): LedgerOperation {
  const id = `${prefix}:${index}`;
  const isPending = (operation: LedgerOperation) => operation.type === 'transfer' && operation.request.pending === true;
  const pick = (target: number, anyTarget: boolean, wanted: (operation: LedgerOperation) => boolean) => {
    const candidates = anyTarget ? history : history.filter(wanted);
    return candidates[target % Math.max(candidates.length, 1)]?.request.id ?? `${prefix}:missing`;
  };
  switch (step.type) {
    case 'transfer': {
      const metadata: Metadata = step.tag === undefined ? {} : { tag: step.tag, nested: { step: index } };
      const request = { id, kind: step.kind, debit: refOf(step.debit), credit: refOf(step.credit), amountCentavos: step.amount, currency, metadata };
      return { type: 'transfer', request: step.pending ? { ...request, pending: true, ...(step.timeout ? { timeoutSeconds: step.timeout } : {}) } : request };
    }
    case 'post': {
      const pendingId = pick(step.target, step.anyTarget, isPending);
      return { type: 'post', request: { id, pendingId, ...(step.amount === undefined ? {} : { amountCentavos: step.amount }) } };
    }
    case 'void':
      return { type: 'void', request: { id, pendingId: pick(step.target, step.anyTarget, isPending) } };
    case 'reverse':
      return { type: 'reverse', request: { id, transferId: pick(step.target, step.anyTarget, (operation) => !isPending(operation)) } };
    case 'retry': {
      const earlier = history[step.target % Math.max(history.length, 1)];
      return earlier ? changed(earlier, step.change) : { type: 'void', request: { id, pendingId: `${prefix}:missing` } };
    }
  }
}

function changed(operation: LedgerOperation, change: 'none' | 'amount' | 'metadata' | 'kind'): LedgerOperation {
  const request = structuredClone(operation.request);
  if (change === 'metadata') request.metadata = { ...request.metadata, changed: true };
  if (change === 'kind') request.kind = request.kind === 'correction' ? 'refund' : 'correction';
  if (change === 'amount' && 'amountCentavos' in request) request.amountCentavos = (request.amountCentavos ?? 1n) + 1n;
  return { ...operation, request } as LedgerOperation;
}

async function runOnDatabase(operation: LedgerOperation): Promise<TransferResult> {
  return db.transaction((tx) => {
    switch (operation.type) {
      case 'transfer':
        return ledger.transfer(tx, operation.request);
      case 'post':
        return ledger.postPending(tx, operation.request);
      case 'void':
        return ledger.voidPending(tx, operation.request);
      case 'reverse':
        return ledger.reverse(tx, operation.request);
    }
  });
}

async function databaseOutcome(operation: LedgerOperation): Promise<ModelOutcome> {
  try {
    const result = await runOnDatabase(operation);
    return { ok: true, status: result.status, transfer: asModelTransfer(result.transfer) };
  } catch (error) {
    if (isLedgerError(error)) return { ok: false, failure: error.failure };
    throw error;
  }
}

function asModelTransfer(transfer: Transfer): ModelTransfer {
  const { seq: _seq, createdAt: _createdAt, debitAccountId: _debit, creditAccountId: _credit, expiresAt, ...record } = transfer;
  return { ...record, expiresAtMs: expiresAt ? expiresAt.getTime() : null };
}

async function databaseBalances(currency: string): Promise<Map<string, AccountBalances>> {
  const rows = (await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE currency = $1`, [currency])).rows;
  return new Map(rows.map((row) => [accountLabel(accountOf(row).key), accountOf(row).balances]));
}

async function expectSameBalances(model: LedgerModel, currency: string): Promise<void> {
  const fromDatabase = await databaseBalances(currency);
  const fromModel = new Map(model.allAccounts().map((account) => [accountLabel(account.key), account.balances]));
  // The database opens all shards of a house account at once; unopened means zero in both.
  for (const label of new Set([...fromDatabase.keys(), ...fromModel.keys()])) {
    expect({ label, balances: fromDatabase.get(label) ?? ZERO_BALANCES }).toEqual({ label, balances: fromModel.get(label) ?? ZERO_BALANCES });
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  players = await createPlayers(db, 3);
});

afterAll(async () => {
  await testDb.drop();
});

it('agrees with the reference model after every step, and every invariant holds', { timeout: 600_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 40, size: 'max' }), async (steps) => {
      const run = runNumber++;
      const currency = currencyOfRun(run);
      const model = new LedgerModel((userId) => players.includes(userId));
      const history: LedgerOperation[] = [];
      for (const [index, step] of steps.entries()) {
        const operation = realise(step, index, `run${run}`, currency, history);
        history.push(operation);
        const expected = model.apply(operation, NOW_MS);
        expect({ step: index, operation: operation.type, outcome: await databaseOutcome(operation) }).toEqual({
          step: index,
          operation: operation.type,
          outcome: expected,
        });
        expect(model.violations()).toEqual([]);
        await expectSameBalances(model, currency);
        const report = await checkLedger(db);
        expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
      }
    }),
    { numRuns: RUNS },
  );
});
