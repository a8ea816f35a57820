/**
 * Deposits racing the player's own casino play on one wallet. Only meaningful on PostgreSQL
 * (DATABASE_URL): PGlite runs one transaction at a time, so no lock can wait for another there
 * (the burst runs there too, with the same assertions; the lock-order test needs PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER } from '../../http/in-flight-limit.ts';
import { checkLedger } from '../../ledger/index.ts';
import { approvedCardDeposit, createPaymentsTestApp, playerApi, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const SLOT = '1ffd8fad-9fa7-4e83-bc50-a055fa11c607';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('deposits and plays at once on one wallet', () => {
  it(
    'card deposits credited while the player spins never deadlock: every request answers and every deposit is credited once',
    { timeout: 120_000 },
    async () => {
      const { token, id } = await verifiedPlayer(t);
      const api = playerApi(t, token);
      expect((await api.deposit(approvedCardDeposit(100))).statusCode).toBe(201);
      // As many at once as one player may have in flight, half deposits and half spins, again and again.
      const pairsAtOnce = Math.max(1, Math.floor(MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER / 2));
      const rounds = 12;
      for (let round = 0; round < rounds; round++) {
        const answers = await Promise.all(
          Array.from({ length: pairsAtOnce }, () => [
            api.deposit(approvedCardDeposit(50), { 'idempotency-key': randomUUID() }),
            api.post(`/games/${SLOT}/play`, { mode: 'real', stake: 1 }),
          ]).flat(),
        );
        expect(answers.map((answer) => (answer.statusCode < 300 ? answer.statusCode : `${answer.statusCode} ${answer.body}`))).toEqual(
          Array.from({ length: pairsAtOnce }, () => [201, 200]).flat(),
        );
      }
      const deposits = await t.db.query<{ status: string; credits: bigint }>(
        `SELECT d.status, (SELECT count(*) FROM ledger_transfers l WHERE l.id = 'deposit:' || d.id) AS credits FROM deposits d WHERE d.user_id = $1`,
        [id],
      );
      expect(deposits.rows).toHaveLength(1 + rounds * pairsAtOnce);
      expect(deposits.rows.every((row) => row.status === 'completed' && Number(row.credits) === 1)).toBe(true);
      const report = await checkLedger(t.db);
      expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
    },
  );

  it.runIf(onPostgres)('a credit waits for the bonus wallet before it holds the cash wallet, as a stake takes them, so the two cannot deadlock', async () => {
    const { token, id } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    expect((await api.deposit(approvedCardDeposit(20))).statusCode).toBe(201);
    let depositing: ReturnType<typeof api.deposit> | undefined;
    const cashWallet = await t.db.transaction(async (tx) => {
      // A stake halfway through taking the wallets: bonus held, cash next.
      await tx.query("SELECT id FROM ledger_accounts WHERE user_id = $1 AND purpose = 'bonus' FOR UPDATE", [id]);
      depositing = api.deposit(approvedCardDeposit(30));
      await vi.waitFor(
        async () => {
          const waiting = await tx.query('SELECT pid FROM pg_locks WHERE NOT granted AND pg_backend_pid() = ANY (pg_blocking_pids(pid))');
          expect(waiting.rowCount).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 20 },
      );
      // The credit now waits for the bonus wallet: it must not be holding the cash wallet meanwhile.
      await tx.query('SAVEPOINT cash_wallet');
      try {
        await tx.query("SELECT id FROM ledger_accounts WHERE user_id = $1 AND purpose = 'cash' FOR UPDATE NOWAIT", [id]);
        return 'free';
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT cash_wallet');
        return `held by the credit (${(error as { code?: string }).code})`;
      }
    });
    expect(cashWallet).toBe('free');
    const deposited = await depositing!;
    expect(deposited.json().deposit).toMatchObject({ status: 'completed' });
    expect(await api.balance()).toBe(50);
  });
});
