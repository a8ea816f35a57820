/**
 * Reconciliation: recomputes everything the ledger caches or promises from the transfers alone
 * and names whatever disagrees. Used by `npm run ledger:check` and after every step of the
 * property tests. Read-only; full scans, so run it off-peak on a big database.
 */
import type { Queryable } from '../db/database.ts';

/** The outcome of one check. */
export interface CheckResult {
  name: string;
  description: string;
  /** Offending accounts or transfers, described (at most {@link MAX_PROBLEMS_LISTED}). */
  problems: string[];
}

/** Totals of one currency over all accounts. */
export interface CurrencyTotals {
  currency: string;
  accounts: number;
  /** Σ credits posted − Σ debits posted: 0 in a sound ledger. */
  postedNetCentavos: bigint;
  /** Σ credits pending − Σ debits pending: 0 in a sound ledger. */
  pendingNetCentavos: bigint;
  /** Σ debits posted: the volume that has moved. */
  postedVolumeCentavos: bigint;
}

/** The whole report. */
export interface LedgerReport {
  ok: boolean;
  checks: CheckResult[];
  transfers: bigint;
  openPending: bigint;
  currencies: CurrencyTotals[];
}

/** Each check lists at most this many offenders (the query stops there). */
export const MAX_PROBLEMS_LISTED = 50;

interface Check {
  name: string;
  description: string;
  sql: string;
}

const LABEL = `CASE WHEN a.user_id IS NULL THEN a.purpose || '#' || a.shard || ':' || a.currency
  ELSE 'user:' || a.user_id || ':' || a.purpose || ':' || a.currency END`;

const UNRESOLVED = `NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)`;

const CHECKS: Check[] = [
  {
    name: 'zero_sum',
    description: 'every currency sums to zero across all accounts (posted and pending)',
    sql: `SELECT currency || ': posted net ' || sum(credits_posted - debits_posted) || ', pending net ' || sum(credits_pending - debits_pending) AS problem
      FROM ledger_accounts GROUP BY currency
      HAVING sum(credits_posted - debits_posted) <> 0 OR sum(credits_pending - debits_pending) <> 0`,
  },
  {
    name: 'cached_balances',
    description: 'every cached balance equals the sum of its transfers',
    sql: `WITH legs AS (
        SELECT t.debit_account_id AS account_id,
          CASE WHEN t.phase = 'pending' AND ${UNRESOLVED} THEN t.amount_centavos ELSE 0 END AS debits_pending,
          CASE WHEN t.phase IN ('single', 'post_pending') THEN t.amount_centavos ELSE 0 END AS debits_posted,
          0::bigint AS credits_pending, 0::bigint AS credits_posted
        FROM ledger_transfers t
        UNION ALL
        SELECT t.credit_account_id, 0, 0,
          CASE WHEN t.phase = 'pending' AND ${UNRESOLVED} THEN t.amount_centavos ELSE 0 END,
          CASE WHEN t.phase IN ('single', 'post_pending') THEN t.amount_centavos ELSE 0 END
        FROM ledger_transfers t
      ), sums AS (
        SELECT account_id, sum(debits_pending) AS dp, sum(debits_posted) AS dq, sum(credits_pending) AS cp, sum(credits_posted) AS cq
        FROM legs GROUP BY account_id
      )
      SELECT ${LABEL} || ' (id ' || a.id || ') caches debits ' || a.debits_pending || '/' || a.debits_posted
          || ' credits ' || a.credits_pending || '/' || a.credits_posted || ' (pending/posted), transfers say debits '
          || coalesce(s.dp, 0) || '/' || coalesce(s.dq, 0) || ' credits ' || coalesce(s.cp, 0) || '/' || coalesce(s.cq, 0) AS problem
      FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      WHERE (a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted)
        IS DISTINCT FROM (coalesce(s.dp, 0), coalesce(s.dq, 0), coalesce(s.cp, 0), coalesce(s.cq, 0))`,
  },
  {
    name: 'no_negative_players',
    description: 'no player account is negative or overdrawn (pending debits count)',
    sql: `SELECT ${LABEL} || ' (id ' || a.id || ') has ' || (a.credits_posted - a.debits_posted - a.debits_pending) || ' centavos available'
        || CASE WHEN a.debits_must_not_exceed_credits THEN '' ELSE ' and no overdraft rule' END AS problem
      FROM ledger_accounts a
      WHERE least(a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted) < 0
        OR (a.user_id IS NOT NULL AND (NOT a.debits_must_not_exceed_credits OR a.credits_posted - a.debits_posted - a.debits_pending < 0))`,
  },
  {
    name: 'pending_resolved_once',
    description: 'every pending transfer is resolved at most once, by a post or void that matches it',
    sql: `SELECT 'pending ' || pending_id || ' resolved ' || count(*) || ' times: ' || string_agg(id, ', ') AS problem
      FROM ledger_transfers WHERE pending_id IS NOT NULL GROUP BY pending_id HAVING count(*) > 1
      UNION ALL
      SELECT r.phase || ' ' || r.id || ' does not match pending ' || p.id AS problem
      FROM ledger_transfers r JOIN ledger_transfers p ON p.id = r.pending_id
      WHERE p.phase <> 'pending' OR r.debit_account_id <> p.debit_account_id OR r.credit_account_id <> p.credit_account_id
        OR r.currency <> p.currency OR r.amount_centavos > p.amount_centavos
        OR (r.phase = 'void_pending' AND r.amount_centavos <> p.amount_centavos)`,
  },
  {
    name: 'open_pending',
    description: 'the open-pending list holds exactly the unresolved pending transfers',
    sql: `SELECT 'pending ' || t.id || CASE WHEN o.transfer_id IS NULL THEN ' is unresolved but not listed open' ELSE ' is resolved but still listed open' END AS problem
      FROM ledger_transfers t LEFT JOIN ledger_open_pending o ON o.transfer_id = t.id
      WHERE t.phase = 'pending' AND (o.transfer_id IS NULL) = ${UNRESOLVED}
      UNION ALL
      SELECT 'open-pending row ' || o.transfer_id || ' does not match its transfer' AS problem
      FROM ledger_open_pending o JOIN ledger_transfers t ON t.id = o.transfer_id
      WHERE t.phase <> 'pending' OR o.expires_at IS DISTINCT FROM t.expires_at`,
  },
  {
    name: 'unique_ids',
    description: 'transfer ids are unique',
    sql: `SELECT 'transfer id ' || id || ' appears ' || count(*) || ' times' AS problem FROM ledger_transfers GROUP BY id HAVING count(*) > 1`,
  },
  {
    name: 'currencies',
    description: 'a transfer moves money between two accounts of its own currency',
    sql: `SELECT 'transfer ' || t.id || ' (' || t.currency || ') joins ' || d.currency || ' and ' || c.currency || ' accounts' AS problem
      FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE d.currency <> t.currency OR c.currency <> t.currency`,
  },
  {
    name: 'reversals',
    description: 'a reversal moves the same amount back between the same accounts, of a transfer that moved money',
    sql: `SELECT 'reversal ' || r.id || ' does not mirror ' || o.id AS problem
      FROM ledger_transfers r JOIN ledger_transfers o ON o.id = r.reverses_id
      WHERE o.phase NOT IN ('single', 'post_pending') OR r.debit_account_id <> o.credit_account_id
        OR r.credit_account_id <> o.debit_account_id OR r.amount_centavos <> o.amount_centavos`,
  },
  {
    name: 'balance_after',
    description: "each transfer's stored balance-after equals the running balance of its account",
    sql: `WITH legs AS (
        SELECT t.id, t.seq, t.debit_account_id AS account_id, t.debit_balance_after AS stored,
          CASE t.phase WHEN 'post_pending' THEN p.amount_centavos - t.amount_centavos WHEN 'void_pending' THEN p.amount_centavos
            ELSE -t.amount_centavos END AS change
        FROM ledger_transfers t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
        UNION ALL
        SELECT t.id, t.seq, t.credit_account_id, t.credit_balance_after,
          CASE WHEN t.phase IN ('single', 'post_pending') THEN t.amount_centavos ELSE 0 END
        FROM ledger_transfers t
      ), replayed AS (
        SELECT id, account_id, stored, sum(change) OVER (PARTITION BY account_id ORDER BY seq ROWS UNBOUNDED PRECEDING) AS running
        FROM legs
      )
      SELECT 'transfer ' || id || ' stores balance ' || stored || ' for account ' || account_id || ', replay gives ' || running AS problem
      FROM replayed WHERE stored <> running`,
  },
];

/** Runs every check. */
export async function checkLedger(db: Queryable): Promise<LedgerReport> {
  const checks: CheckResult[] = [];
  for (const check of CHECKS) {
    const result = await db.query<{ problem: string }>(`SELECT problem FROM (${check.sql}) AS found LIMIT ${MAX_PROBLEMS_LISTED}`);
    checks.push({ name: check.name, description: check.description, problems: result.rows.map((row) => row.problem) });
  }
  const counts = await db.query<{ transfers: bigint; open_pending: bigint }>(
    'SELECT (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM ledger_open_pending) AS open_pending',
  );
  return {
    ok: checks.every((check) => check.problems.length === 0),
    checks,
    transfers: counts.rows[0]?.transfers ?? 0n,
    openPending: counts.rows[0]?.open_pending ?? 0n,
    currencies: await currencyTotals(db),
  };
}

async function currencyTotals(db: Queryable): Promise<CurrencyTotals[]> {
  const result = await db.query<{ currency: string; accounts: bigint; posted_net: bigint; pending_net: bigint; posted_volume: bigint }>(
    `SELECT currency, count(*) AS accounts, sum(credits_posted - debits_posted)::bigint AS posted_net,
       sum(credits_pending - debits_pending)::bigint AS pending_net, sum(debits_posted)::bigint AS posted_volume
     FROM ledger_accounts GROUP BY currency ORDER BY currency`,
  );
  return result.rows.map((row) => ({
    currency: row.currency,
    accounts: Number(row.accounts),
    postedNetCentavos: row.posted_net,
    pendingNetCentavos: row.pending_net,
    postedVolumeCentavos: row.posted_volume,
  }));
}
