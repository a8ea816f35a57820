/** ledger:check finds tampering: each corruption below must be reported, naming what is wrong. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { checkLedger, createLedger, type LedgerReport } from './index.ts';
import { createPlayers } from './testing.ts';

const ledger = createLedger();
let testDb: TestDatabase;
let db: Database;
let userId: bigint;

function problemsOf(report: LedgerReport): Record<string, string[]> {
  return Object.fromEntries(report.checks.filter((check) => check.problems.length > 0).map((check) => [check.name, check.problems]));
}

/** Runs `sql` with triggers (and so the append-only guard) switched off, as only a superuser could. */
async function tamper(sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(sql, params);
  });
}

beforeEach(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  [userId = 0n] = await createPlayers(db, 1);
  await db.transaction(async (tx) => {
    await ledger.transfer(tx, {
      id: 'deposit',
      kind: 'deposit',
      debit: { system: 'clearing:pix' },
      credit: { userId, purpose: 'cash' },
      amountCentavos: 1_000n,
    });
    await ledger.transfer(tx, { id: 'stake', kind: 'bet_stake', debit: { userId, purpose: 'cash' }, credit: { system: 'open_bets' }, amountCentavos: 300n });
    await ledger.transfer(tx, {
      id: 'hold',
      kind: 'withdrawal',
      pending: true,
      debit: { userId, purpose: 'cash' },
      credit: { system: 'clearing:pix' },
      amountCentavos: 200n,
    });
  });
});

afterEach(async () => {
  await testDb.drop();
});

describe('checkLedger', () => {
  it('passes a sound ledger', async () => {
    const report = await checkLedger(db);
    expect(problemsOf(report)).toEqual({});
    expect(report).toMatchObject({ ok: true, transfers: 3n, openPending: 1n });
    expect(report.currencies).toEqual([
      expect.objectContaining({ currency: 'BRL', postedNetCentavos: 0n, pendingNetCentavos: 0n, postedVolumeCentavos: 1_300n }),
    ]);
  });

  it('names an account whose cached balance was edited', async () => {
    await db.query("UPDATE ledger_accounts SET credits_posted = credits_posted + 5 WHERE user_id = $1 AND purpose = 'cash'", [userId]);
    const problems = problemsOf(await checkLedger(db));
    expect(Object.keys(problems).sort()).toEqual(['cached_balances', 'zero_sum']);
    expect(problems.cached_balances?.[0]).toContain(`user:${userId}:cash:BRL`);
    expect(problems.zero_sum?.[0]).toContain('BRL: posted net 5');
  });

  it('names a transfer whose amount was edited behind the append-only guard', async () => {
    await tamper("UPDATE ledger_transfers SET amount_centavos = 301 WHERE id = 'stake'");
    const problems = problemsOf(await checkLedger(db));
    expect(problems.cached_balances?.length).toBe(2);
    expect(problems.balance_after?.join('\n')).toContain('transfer stake');
  });

  it('finds a player account driven negative', async () => {
    await db.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_no_overdraft');
    await db.query("UPDATE ledger_accounts SET debits_posted = debits_posted + 10000 WHERE user_id = $1 AND purpose = 'cash'", [userId]);
    expect(problemsOf(await checkLedger(db)).no_negative_players?.[0]).toMatch(new RegExp(`user:${userId}:cash:BRL .* has -9500 centavos available`));
  });

  it('finds a pending transfer that lost its open-pending row', async () => {
    await db.query("DELETE FROM ledger_open_pending WHERE transfer_id = 'hold'");
    expect(problemsOf(await checkLedger(db)).open_pending).toEqual(['pending hold is unresolved but not listed open']);
  });

  it('finds a pending transfer resolved twice', async () => {
    await db.transaction((tx) => ledger.postPending(tx, { id: 'hold:post', pendingId: 'hold', amountCentavos: 50n }));
    await db.query('DROP INDEX ledger_transfers_resolution');
    const post = await db.query<{ debit_account_id: bigint; credit_account_id: bigint }>(
      "SELECT debit_account_id, credit_account_id FROM ledger_transfers WHERE id = 'hold:post'",
    );
    const { debit_account_id: debit, credit_account_id: credit } = post.rows[0] ?? { debit_account_id: 0n, credit_account_id: 0n };
    await db.query(
      `INSERT INTO ledger_transfers (id, kind, phase, debit_account_id, credit_account_id, amount_centavos, currency, pending_id, debit_balance_after, credit_balance_after)
       VALUES ('hold:post2', 'withdrawal', 'post_pending', $1, $2, 50, 'BRL', 'hold', 0, 0)`,
      [debit, credit],
    );
    expect(problemsOf(await checkLedger(db)).pending_resolved_once?.[0]).toBe('pending hold resolved 2 times: hold:post, hold:post2');
  });
});
