/** Opening accounts on demand and reading balances. */
import type { Queryable } from '../db/database.ts';
import { accountLabel, mustNotOverdraw, SYSTEM_ACCOUNTS } from '../domain/ledger/accounts.ts';
import { availableCentavos, sumBalances } from '../domain/ledger/balance.ts';
import { DEFAULT_CURRENCY } from '../domain/ledger/validate.ts';
import type { AccountBalances, AccountKey, PlayerPurpose, SystemPurpose } from '../domain/ledger/types.ts';
import { LedgerError } from './errors.ts';
import { ACCOUNT_COLUMNS, accountOf, type Account, type AccountRow } from './rows.ts';

/** A player's two wallets in one currency. */
export interface PlayerAccounts {
  cash: Account;
  bonus: Account;
}

/** What the wallet screens show. */
export interface PlayerBalances {
  currency: string;
  /** Spendable cash. */
  cashCentavos: bigint;
  /** Cash reserved by pending transfers (withdrawals in review, open bets). */
  cashPendingCentavos: bigint;
  /** Cash on its way in (pending credits), not spendable yet. */
  cashIncomingCentavos: bigint;
  bonusCentavos: bigint;
  bonusPendingCentavos: bigint;
  bonusIncomingCentavos: bigint;
}

/** A logical house account: the sum of its shards. */
export interface HouseBalance extends AccountBalances {
  purpose: SystemPurpose;
  currency: string;
  /** credits posted − debits posted − debits pending; negative for accounts money flows out of. */
  availableCentavos: bigint;
}

/**
 * Creates the row of `key` if missing (for a house account, all of its shards at once). Returns
 * false when it cannot exist: a player id with no user.
 */
export async function openAccount(tx: Queryable, key: AccountKey): Promise<boolean> {
  if (key.userId === null) {
    await tx.query(
      `INSERT INTO ledger_accounts (purpose, currency, shard, debits_must_not_exceed_credits)
       SELECT $1, $2, shard, $4::boolean FROM generate_series(0, $3::integer - 1) AS shard
       ON CONFLICT DO NOTHING`,
      [key.purpose, key.currency, SYSTEM_ACCOUNTS[key.purpose as SystemPurpose], mustNotOverdraw(key)],
    );
    return true;
  }
  const result = await tx.query<{ user_exists: boolean }>(
    `WITH opened AS (
       INSERT INTO ledger_accounts (user_id, purpose, currency, debits_must_not_exceed_credits)
       SELECT id, $2, $3, $4::boolean FROM users WHERE id = $1
       ON CONFLICT DO NOTHING
     )
     SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_exists`,
    [key.userId, key.purpose, key.currency, mustNotOverdraw(key)],
  );
  return result.rows[0]?.user_exists === true;
}

/**
 * Both wallets of a player, opened if needed. With `lock`, both rows are locked (bonus then cash:
 * the global lock order) so a caller can read balances and act on them, e.g. split a stake.
 */
export async function playerAccounts(tx: Queryable, userId: bigint, options: { currency?: string; lock?: boolean } = {}): Promise<PlayerAccounts> {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const select = `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE user_id = $1 AND currency = $2 ORDER BY purpose${options.lock ? ' FOR UPDATE' : ''}`;
  let rows = (await tx.query<AccountRow>(select, [userId, currency])).rows;
  if (rows.length < 2) {
    for (const purpose of ['bonus', 'cash'] as const) {
      const opened = await openAccount(tx, { userId, purpose, currency, shard: 0 });
      if (!opened) throw new LedgerError({ code: 'account_not_found', account: { userId, purpose, currency, shard: 0 } });
    }
    rows = (await tx.query<AccountRow>(select, [userId, currency])).rows;
  }
  const accounts = rows.map(accountOf);
  const byPurpose = (purpose: PlayerPurpose) => {
    const account = accounts.find((candidate) => candidate.key.purpose === purpose);
    if (!account) throw new Error(`ledger: ${purpose} account of user ${userId} is missing after opening it`);
    return account;
  };
  return { cash: byPurpose('cash'), bonus: byPurpose('bonus') };
}

/**
 * A player's two wallets as the SQL function `ledger_player_wallets(user, currency)` gives them
 * inside a caller's own query. `expected` is that value to hand back to
 * `ledger_lock_wallets_unchanged`, which locks the wallets and tells whether they still are so.
 */
export interface WalletsSnapshot {
  cashAvailableCentavos: bigint;
  bonusAvailableCentavos: bigint;
  expected: string;
}

interface WalletJson {
  purpose: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
}

/** Reads a `ledger_player_wallets` value; null unless both wallets are opened. */
export function walletsSnapshotOf(value: unknown): WalletsSnapshot | null {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as WalletJson[] | null;
  const available = (purpose: PlayerPurpose) => {
    const row = rows?.find((candidate) => candidate.purpose === purpose);
    if (!row) return null;
    return availableCentavos({
      debitsPendingCentavos: BigInt(row.debits_pending),
      debitsPostedCentavos: BigInt(row.debits_posted),
      creditsPendingCentavos: BigInt(row.credits_pending),
      creditsPostedCentavos: BigInt(row.credits_posted),
    });
  };
  const cash = available('cash');
  const bonus = available('bonus');
  if (cash === null || bonus === null) return null;
  return { cashAvailableCentavos: cash, bonusAvailableCentavos: bonus, expected: JSON.stringify(rows) };
}

/** A player's balances; zero for wallets never opened. Opens nothing. */
export async function playerBalances(db: Queryable, userId: bigint, currency: string = DEFAULT_CURRENCY): Promise<PlayerBalances> {
  const rows = (await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE user_id = $1 AND currency = $2`, [userId, currency])).rows;
  return balancesOf(rows.map(accountOf), currency);
}

/** Several players' balances in one query, by user id (as text); zero for wallets never opened. */
export async function manyPlayerBalances(db: Queryable, userIds: readonly bigint[], currency: string = DEFAULT_CURRENCY): Promise<Map<string, PlayerBalances>> {
  const rows = (
    await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE user_id = ANY($1::bigint[]) AND currency = $2`, [
      userIds.map(String),
      currency,
    ])
  ).rows;
  const accounts = rows.map(accountOf);
  return new Map(
    userIds.map((userId) => [
      String(userId),
      balancesOf(
        accounts.filter((account) => account.key.userId === userId),
        currency,
      ),
    ]),
  );
}

function balancesOf(accounts: readonly Account[], currency: string): PlayerBalances {
  const of = (purpose: PlayerPurpose) => accounts.find((account) => account.key.purpose === purpose);
  const cash = of('cash');
  const bonus = of('bonus');
  return {
    currency,
    cashCentavos: cash?.availableCentavos ?? 0n,
    cashPendingCentavos: cash?.balances.debitsPendingCentavos ?? 0n,
    cashIncomingCentavos: cash?.balances.creditsPendingCentavos ?? 0n,
    bonusCentavos: bonus?.availableCentavos ?? 0n,
    bonusPendingCentavos: bonus?.balances.debitsPendingCentavos ?? 0n,
    bonusIncomingCentavos: bonus?.balances.creditsPendingCentavos ?? 0n,
  };
}

/** A house account's balance: the sum over its shards. */
export async function houseBalance(db: Queryable, purpose: SystemPurpose, currency: string = DEFAULT_CURRENCY): Promise<HouseBalance> {
  const rows = (
    await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE user_id IS NULL AND purpose = $1 AND currency = $2`, [purpose, currency])
  ).rows;
  const total = sumBalances(rows.map((row) => accountOf(row).balances));
  return { purpose, currency, ...total, availableCentavos: availableCentavos(total) };
}

/**
 * Holds every wallet of a player (the global lock order) for a change that is not a transfer but
 * must not interleave with one: a stake decided under these locks then sees the change, or
 * committed before it. Wallets not opened yet are skipped.
 */
export async function lockPlayerWallets(tx: Queryable, userId: bigint): Promise<void> {
  await tx.query('SELECT id FROM ledger_accounts WHERE user_id = $1 ORDER BY purpose COLLATE "C", currency COLLATE "C" FOR NO KEY UPDATE', [userId]);
}

/**
 * Locks the rows of `keys` in the global lock order (players by id, purpose and currency, then
 * the house by purpose, currency and shard), so that batches touching the same accounts in
 * different orders cannot deadlock. Accounts not opened yet are skipped: they will be new rows.
 */
export async function lockAccounts(tx: Queryable, keys: readonly AccountKey[]): Promise<void> {
  const unique = [...new Map(keys.map((key) => [accountLabel(key), key])).values()];
  const players = unique.filter((key) => key.userId !== null);
  const house = unique.filter((key) => key.userId === null);
  // "C" collation: the same byte order as the JavaScript comparison in compareAccountKeys.
  if (players.length > 0) {
    await tx.query(
      `SELECT a.id FROM unnest($1::bigint[], $2::text[], $3::text[]) AS k (user_id, purpose, currency)
       JOIN ledger_accounts a ON a.user_id = k.user_id AND a.purpose = k.purpose AND a.currency = k.currency
       ORDER BY a.user_id, a.purpose COLLATE "C", a.currency COLLATE "C"
       FOR NO KEY UPDATE OF a`,
      [players.map((key) => key.userId), players.map((key) => key.purpose), players.map((key) => key.currency)],
    );
  }
  if (house.length > 0) {
    await tx.query(
      `SELECT a.id FROM unnest($1::text[], $2::text[], $3::smallint[]) AS k (purpose, currency, shard)
       JOIN ledger_accounts a ON a.user_id IS NULL AND a.purpose = k.purpose AND a.currency = k.currency AND a.shard = k.shard
       ORDER BY a.purpose COLLATE "C", a.currency COLLATE "C", a.shard
       FOR NO KEY UPDATE OF a`,
      [house.map((key) => key.purpose), house.map((key) => key.currency), house.map((key) => key.shard)],
    );
  }
}
