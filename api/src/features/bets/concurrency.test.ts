/**
 * Concurrency: bets racing for one balance, and settlement run by several nodes at once (a real
 * PostgreSQL server is where this means something: set DATABASE_URL; on PGlite the same tests run
 * with its single connection serialising everything).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { createLedger } from '../../ledger/index.ts';
import { createSettlement } from './settlement.ts';
import { balances, createBetsTestApp, createMatch, detail, fund, placeBet, player, slip, updateMatch, type BetsTestApp, type TestPlayer } from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('placing concurrently', () => {
  it('twenty bets of R$ 10 against R$ 100: exactly ten are accepted, the rest refused for balance', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const match = await createMatch(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)]))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 422).every((answer) => answer.json().message_key === 'bets.insufficientBalance')).toBe(true);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
  });
});

describe('settling concurrently', () => {
  it('several nodes settling the same bets at once settle each exactly once', async () => {
    const players: TestPlayer[] = [];
    const matches = await Promise.all(Array.from({ length: 6 }, () => createMatch(t)));
    for (let index = 0; index < 12; index++) {
      const who = await player(t);
      await fund(t, who.id, 100);
      players.push(who);
      // A single on match i and an accumulator over i and i + 1.
      const a = matches[index % 6]!;
      const b = matches[(index + 1) % 6]!;
      expect((await placeBet(t, who, slip(10, [detail(a, '1x2', '1', 2.1)]))).statusCode).toBe(201);
      expect((await placeBet(t, who, slip(10, [detail(a, '1x2', '1', 2.1), detail(b, '1x2', '1', 2.1)]))).statusCode).toBe(201);
    }
    // Home wins on even matches, away wins on odd ones; match 5 is postponed.
    for (const [index, match] of matches.entries()) {
      if (index === 5) await updateMatch(t, match, { status: 'Postponed' });
      else await updateMatch(t, match, { status: 'Finished', home: index % 2 === 0 ? 1 : 0, away: index % 2 === 0 ? 0 : 1 });
    }
    const nodes = Array.from({ length: 4 }, () =>
      createSettlement({ db: t.db, ledger: createLedger({ now: t.clock.now }), rules: t.bets.config, now: t.clock.now, onBalanceChanged: () => undefined }),
    );
    const reports = await Promise.all([...nodes.map((node) => node.runOnce()), t.bets.runJobsOnce(), ...nodes.map((node) => node.runOnce())]);
    expect(reports.reduce((sum, report) => sum + report.settled, 0)).toBe(24);
    const unsettled = await t.db.query(`SELECT id FROM bets WHERE status IN ('pending', 'unknown') AND user_id = ANY ($1::bigint[])`, [
      players.map((p) => String(p.id)),
    ]);
    expect(unsettled.rowCount).toBe(0);
    const transfers = await t.db.query<{ bet: string; count: bigint }>(
      `SELECT split_part(id, ':', 2) AS bet, count(*) AS count FROM ledger_transfers WHERE id LIKE 'bet:%' GROUP BY 1`,
    );
    // Each bet: the reservation, its post or void, and a win when it won — never more.
    for (const row of transfers.rows) expect(Number(row.count)).toBeLessThanOrEqual(3);
    // Exact balances: player i bet on match i (single) and i, i + 1 (accumulator).
    const wins = (match: number) => match % 2 === 0 && match !== 5;
    for (const [index, who] of players.entries()) {
      const a = index % 6;
      const b = (index + 1) % 6;
      let cash = 100_00n - 20_00n;
      if (a === 5) cash += 10_00n;
      else if (wins(a)) cash += 21_00n;
      const legs = [a, b].map((m) => (m === 5 ? 'void' : wins(m) ? 'won' : 'lost'));
      if (legs.every((leg) => leg === 'void')) cash += 10_00n;
      else if (!legs.includes('lost')) cash += legs.reduce((amount, leg) => (leg === 'won' ? (amount * 21n) / 10n : amount), 10_00n);
      expect(await balances(t, who.id), `player ${index}`).toEqual({ cash, bonus: 0n });
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
    // Settling a settled bet again does nothing.
    const [first] = (await t.db.query<{ id: bigint }>('SELECT id FROM bets ORDER BY id LIMIT 1')).rows;
    expect(await nodes[0]!.settleBet(first!.id)).toBeNull();
  });
});
