/**
 * Property: in whatever order a month's withdrawals are requested, cancelled by the player,
 * rejected by ops or paid out, the month costs the player R$ 250 for each paid withdrawal after
 * the fourth (spec §9: "4 free withdrawals a month then 250 BRL each"). The fee is reserved at
 * request, decided again at payout and given back when an earlier withdrawal is undone after a
 * later one was paid with it (`refundFeesFreedBy`); only the final state matters, and the ledger
 * stays sound. Runs through `app.inject()` on the real database, one fresh player per run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { asPlayer } from '../../testing/players.ts';
import { approveIdentity, casinoRound, createWalletTestApp, deposit, walletPlayer, type WalletTestApp } from './testing.ts';

/** Tuesday 10 September 2030, 09:00 in São Paulo: each run starts here, so its withdrawals share a month and a week. */
const RUN_START = new Date('2030-09-10T12:00:00Z');
const STEP_MS = 60_000;
/** Runs of the sequential property (the concurrent one does half); raise it for a longer search. */
const RUNS = Number(process.env.FEE_PROPERTY_RUNS ?? 25);
/** Spec §9. */
const FREE_PER_MONTH = 4;
const FEE_CENTAVOS = 250_00n;
/** Enough for eight withdrawals of the largest amount with their fees, above the small-depositor cap. */
const DEPOSITED_REAIS = 15_000;
const OPS_ACTOR = 'ana.ops';

type Fate = 'cancel' | 'reject' | 'pay';
interface PlannedWithdrawal {
  amountCentavos: number;
  fate: Fate;
}
type Step = { kind: 'request' | 'claim' | 'cancel' | 'reject' | 'approve'; withdrawal: number };
interface Player {
  token: string;
  id: number;
}
interface ListedWithdrawal {
  id: number;
  fee: number;
  status: string;
}

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp({ now: RUN_START });
});
afterAll(async () => {
  await t.close();
});

const plannedWithdrawal: fc.Arbitrary<PlannedWithdrawal> = fc.record({
  amountCentavos: fc.integer({ min: 500_00, max: 1_500_00 }),
  // Half of them paid, so that months with more than four paid (and fees kept) are common.
  fate: fc.oneof({ weight: 2, arbitrary: fc.constant<Fate>('pay') }, fc.constant<Fate>('cancel'), fc.constant<Fate>('reject')),
});
const month = fc.array(plannedWithdrawal, { minLength: 5, maxLength: 8 });

/** What each withdrawal goes through, in order: requested, claimed if it is paid, decided. */
function lifeOf(fate: Fate): Step['kind'][] {
  return fate === 'pay' ? ['request', 'claim', 'approve'] : ['request', fate];
}

/**
 * A random interleaving of every withdrawal's life: a shuffle of their indices, each index's k-th
 * appearance standing for its k-th step, so each life keeps its own order. `requestsFirst` moves
 * all the requests before any decision, so that every withdrawal after the fourth reserves a fee.
 */
const schedule = month.chain((withdrawals) => {
  const slots = withdrawals.flatMap((withdrawal, index) => lifeOf(withdrawal.fate).map(() => index));
  return fc.record({
    withdrawals: fc.constant(withdrawals),
    order: fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length }),
    requestsFirst: fc.boolean(),
  });
});

function stepsOf(withdrawals: readonly PlannedWithdrawal[], order: readonly number[], requestsFirst: boolean): Step[] {
  const taken = new Map<number, number>();
  const steps = order.map((index) => {
    const done = taken.get(index) ?? 0;
    taken.set(index, done + 1);
    return { kind: lifeOf(withdrawals[index]!.fate)[done]!, withdrawal: index };
  });
  if (!requestsFirst) return steps;
  return [...steps.filter((step) => step.kind === 'request'), ...steps.filter((step) => step.kind !== 'request')];
}

const reaisOf = (centavos: number) => centavos / 100;
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `${t.prefix}${url}`, headers: { ...headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
}
const STATUS_OF: Record<Fate, string> = { cancel: 'cancelled', reject: 'rejected', pay: 'paid' };

/** A verified player who deposited `DEPOSITED_REAIS` and staked it 2.5 times (won back), so withdrawals are open. */
async function playerReadyToWithdraw(): Promise<Player> {
  const player = await walletPlayer(t, { first_name: 'Maria', last_name: 'Souza' });
  await approveIdentity(t, player.id);
  await deposit(t, player.id, DEPOSITED_REAIS);
  for (const stakeReais of [DEPOSITED_REAIS, DEPOSITED_REAIS, DEPOSITED_REAIS / 2]) await casinoRound(t, player.id, stakeReais);
  return { token: player.token, id: player.id };
}

/** Sends one step; the answer's status (every step of a schedule is allowed, so 200 or 201). */
async function send(player: Player, step: Step, planned: PlannedWithdrawal, ids: Map<number, number>): Promise<number> {
  const id = ids.get(step.withdrawal);
  const ops = { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': OPS_ACTOR };
  if (step.kind === 'request') {
    const payload = { method: 'papara', account_number: '1234567890', first_name: 'Maria', last_name: 'Souza', amount: reaisOf(planned.amountCentavos) };
    const response = await call('POST', '/wallet/withdrawals', asPlayer(player.token), payload);
    if (response.statusCode === 201) ids.set(step.withdrawal, (response.json() as { withdrawal: { id: number } }).withdrawal.id);
    return response.statusCode;
  }
  if (id === undefined) throw new Error(`withdrawal ${step.withdrawal} decided before it was requested`);
  if (step.kind === 'cancel') return (await call('POST', `/wallet/withdrawals/${id}/cancel`, asPlayer(player.token))).statusCode;
  if (step.kind === 'reject') return (await call('POST', `/ops/withdrawals/${id}/reject`, ops, { reason: 'Conta de destino encerrada' })).statusCode;
  return (await call('POST', `/ops/withdrawals/${id}/${step.kind}`, ops)).statusCode;
}

/** What the house's fees account kept from this player: posted fee credits minus refund debits. */
async function feesKeptFrom(userId: number): Promise<bigint> {
  const { rows } = await t.db.query<{ kept: bigint | null }>(
    `SELECT sum(CASE WHEN t.credit_account_id = fees.id THEN t.amount_centavos ELSE -t.amount_centavos END) AS kept
     FROM ledger_transfers t
     JOIN ledger_accounts fees ON fees.id IN (t.debit_account_id, t.credit_account_id) AND fees.purpose = 'fees' AND fees.user_id IS NULL
     JOIN ledger_accounts player ON player.id IN (t.debit_account_id, t.credit_account_id) AND player.user_id = $1
     WHERE t.phase IN ('single', 'post_pending')`,
    [userId],
  );
  return BigInt(rows[0]?.kept ?? 0n);
}

/** The month is settled as spec §9 says, whatever the order of the decisions was. */
async function expectMonthSettled(player: Player, withdrawals: readonly PlannedWithdrawal[], ids: Map<number, number>): Promise<void> {
  const paid = withdrawals.flatMap((withdrawal, index) => (withdrawal.fate === 'pay' ? [{ ...withdrawal, id: ids.get(index)! }] : [])).sort(byId);
  const feesKeptCentavos = await feesKeptFrom(player.id);
  expect(feesKeptCentavos).toBe(FEE_CENTAVOS * BigInt(Math.max(0, paid.length - FREE_PER_MONTH)));

  const paidCentavos = paid.reduce((sum, withdrawal) => sum + BigInt(withdrawal.amountCentavos), 0n);
  const balances = await t.ledger.balances(t.db, BigInt(player.id));
  expect(balances).toMatchObject({ cashCentavos: BigInt(DEPOSITED_REAIS * 100) - paidCentavos - feesKeptCentavos, cashPendingCentavos: 0n });

  // What the player is shown: each fate as decided, and the fee on the paid ones after the fourth (in request order).
  const listed = (await call('GET', '/wallet/withdrawals', asPlayer(player.token))).json().withdrawals as ListedWithdrawal[];
  expect(listed.map((row) => ({ id: row.id, status: row.status })).sort(byId)).toEqual(
    withdrawals.map((withdrawal, index) => ({ id: ids.get(index)!, status: STATUS_OF[withdrawal.fate] })).sort(byId),
  );
  const paidShown = listed.filter((row) => row.status === 'paid').sort(byId);
  expect(paidShown.map((row) => row.fee)).toEqual(paid.map((_, position) => (position < FREE_PER_MONTH ? 0 : Number(FEE_CENTAVOS) / 100)));
  expect(paidShown.reduce((sum, row) => sum + BigInt(Math.round(row.fee * 100)), 0n)).toBe(feesKeptCentavos);

  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
}

it(
  'keeps R$ 250 for each paid withdrawal after the month’s fourth, whatever the order of requests, cancels, rejections and payouts',
  { timeout: 240_000 },
  async () => {
    await fc.assert(
      fc.asyncProperty(schedule, async ({ withdrawals, order, requestsFirst }) => {
        t.setNow(RUN_START);
        const player = await playerReadyToWithdraw();
        const ids = new Map<number, number>();
        for (const [position, step] of stepsOf(withdrawals, order, requestsFirst).entries()) {
          t.setNow(new Date(RUN_START.getTime() + (position + 1) * STEP_MS));
          expect([step.kind, await send(player, step, withdrawals[step.withdrawal]!, ids)]).toEqual([step.kind, step.kind === 'request' ? 201 : 200]);
        }
        await expectMonthSettled(player, withdrawals, ids);
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 200_000, markInterruptAsFailure: true },
    );
  },
);

/**
 * The same month with every withdrawal requested first and the paid ones claimed, then the
 * decisions sent in random batches, each batch at once: payouts racing the cancels and rejections
 * of the withdrawals before them (on PostgreSQL truly concurrent, on PGlite one after another).
 */
const concurrentMonth = month.chain((withdrawals) =>
  fc.record({
    withdrawals: fc.constant(withdrawals),
    order: fc.shuffledSubarray([...withdrawals.keys()], { minLength: withdrawals.length, maxLength: withdrawals.length }),
    batchStarts: fc.array(fc.boolean(), { minLength: withdrawals.length, maxLength: withdrawals.length }),
  }),
);

function batchesOf(order: readonly number[], batchStarts: readonly boolean[]): number[][] {
  const batches: number[][] = [];
  order.forEach((index, position) => {
    if (position === 0 || batchStarts[position]) batches.push([]);
    batches.at(-1)!.push(index);
  });
  return batches;
}

it('keeps the same fees when payouts race the cancels and rejections before them', { timeout: 240_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(concurrentMonth, async ({ withdrawals, order, batchStarts }) => {
      t.setNow(RUN_START);
      const player = await playerReadyToWithdraw();
      const ids = new Map<number, number>();
      const run = (kind: Step['kind'], index: number) => send(player, { kind, withdrawal: index }, withdrawals[index]!, ids);
      for (const index of withdrawals.keys()) expect(await run('request', index)).toBe(201);
      for (const index of withdrawals.keys()) if (withdrawals[index]!.fate === 'pay') expect(await run('claim', index)).toBe(200);
      for (const batch of batchesOf(order, batchStarts)) {
        const decisions = batch.map((index) => lifeOf(withdrawals[index]!.fate).at(-1)!);
        expect(await Promise.all(batch.map((index, position) => run(decisions[position]!, index)))).toEqual(batch.map(() => 200));
      }
      await expectMonthSettled(player, withdrawals, ids);
    }),
    { numRuns: Math.ceil(RUNS / 2), interruptAfterTimeLimit: 200_000, markInterruptAsFailure: true },
  );
});
