/**
 * The wallet's history tabs (spec §2): transactions (cash wallet, with a CSV export), financial
 * transactions (deposits and withdrawals) and bonus transactions (bonus wallet), all read from
 * the ledger, the one source of truth for money.
 *
 * Fails with: transactions.nothingToExport 404; transactions.fetchFailed / transactions.exportFailed
 * 500 when reading fails (the cause is logged); no database connection in time stays a
 * DatabaseUnavailableError (app.ts answers it 503 http.serviceUnavailable); validation errors come
 * from the route's schemas.
 */
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { DatabaseUnavailableError } from '../../db/postgres.ts';
import { AppError } from '../../http/errors.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import { PAYMENT_METHODS, type HistoryFilters, type Ledger, type PaymentMethod, type PlayerPurpose } from '../../ledger/index.ts';
import { addDays, formatLocalDate, localDateOf, parseLocalDate, startOfLocalDay } from '../../domain/withdrawals/calendar.ts';
import { reaisOf } from '../../domain/money.ts';
import { csvWriter } from './csv.ts';
import { KINDS_OF_FILTER, lineOf, type TransactionFilter, type TransactionLine } from './lines.ts';
import * as repo from './repo.ts';
import type { BonusQuery, ExportQuery, FinancialQuery, TransactionsQuery } from './schemas.ts';

/** Ledger page size of the export: memory stays bounded by one page whatever the range. */
const EXPORT_PAGE_SIZE = 200;
/** A screen page is topped up from further ledger pages when lines were hidden (at most this many reads). */
const MAX_READS_PER_PAGE = 5;
const CURRENCY = 'BRL';

export interface WalletHistoryDeps {
  db: Database;
  ledger: Ledger;
  now: () => Date;
  log?: { error(details: object, message: string): void };
}

export function lineView(line: TransactionLine) {
  return {
    transaction_id: line.transferId,
    date: line.createdAt.toISOString(),
    action: line.action,
    amount: reaisOf(line.amountCentavos),
    post_balance: reaisOf(line.postBalanceCentavos),
    game_name: line.gameName,
    payment_method: line.paymentMethod,
    status: line.status,
  };
}

export type TransactionView = ReturnType<typeof lineView>;

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

function encodeFinancialCursor(row: repo.FinancialRow): string {
  return Buffer.from(`${row.created_us}|${row.transaction_id}`, 'utf8').toString('base64url');
}

function decodeFinancialCursor(cursor: string): repo.FinancialCursor {
  const match = /^(\d{1,18})\|([!-~]{1,128})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError({ status: 400, key: 'validation.invalid', message: 'bad cursor', fieldErrors: { cursor: ['validation.fieldInvalid'] } });
  return { createdUs: BigInt(match[1]!), transactionId: match[2]! };
}

/**
 * Calendar days in `timeZone` (the viewer's: the screen shows the dates in it) → the ledger's
 * instants [from 00:00, day after `to` 00:00).
 */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }, timeZone: string): Pick<HistoryFilters, 'from' | 'to'> {
  const from = query.from === undefined ? null : parseLocalDate(query.from);
  const to = query.to === undefined ? null : parseLocalDate(query.to);
  return {
    ...(from ? { from: new Date(startOfLocalDay(from, timeZone)) } : {}),
    ...(to ? { to: new Date(startOfLocalDay(addDays(to, 1), timeZone)) } : {}),
  };
}

function filtersOf(
  wallet: PlayerPurpose,
  query: { action?: TransactionFilter; from?: string | undefined; to?: string | undefined },
  timeZone: string,
): HistoryFilters {
  const action = query.action ?? 'all';
  return { wallet, currency: CURRENCY, ...rangeOf(query, timeZone), ...(action === 'all' ? {} : { kinds: KINDS_OF_FILTER[action] }) };
}

export function createWalletHistoryService(deps: WalletHistoryDeps) {
  const { db, ledger } = deps;

  /** Reads failing for a reason other than the request: logged in full, answered with the tab's key. */
  async function guard<T>(key: 'transactions.fetchFailed' | 'transactions.exportFailed', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // A busy pool is no broken read: it must reach app.ts as it is, to answer 503 and Retry-After.
      if (error instanceof AppError || error instanceof DatabaseUnavailableError) throw error;
      deps.log?.error({ err: error }, key);
      throw new AppError({ status: 500, key, message: `${key}: ${(error as Error).message}` });
    }
  }

  /** The lines of one ledger page. */
  async function linesOfPage(userId: bigint, filters: HistoryFilters, limit: number, cursor: string | null) {
    const page = await ledger.history(db, userId, filters, { limit, cursor });
    const facts = await repo.transferFacts(db, [...new Set(page.items.map((item) => item.transferId))]);
    const lines = page.items.map((item) => lineOf(item, facts.get(item.transferId))).filter((line): line is TransactionLine => line !== null);
    return { lines, nextCursor: page.nextCursor };
  }

  /** Up to `limit` lines from `cursor` on, reading more ledger pages when some items show no line. */
  async function screenPage(userId: bigint, filters: HistoryFilters, limit: number, cursor: string | null) {
    if (filters.kinds?.length === 0) return { lines: [], nextCursor: null };
    const lines: TransactionLine[] = [];
    let next = cursor;
    for (let read = 0; read < MAX_READS_PER_PAGE; read++) {
      const page = await linesOfPage(userId, filters, limit - lines.length, next);
      lines.push(...page.lines);
      next = page.nextCursor;
      if (next === null || lines.length >= limit) break;
    }
    return { lines, nextCursor: next };
  }

  /** Every line, one ledger page at a time. */
  async function* allLines(userId: bigint, filters: HistoryFilters): AsyncGenerator<TransactionLine[]> {
    if (filters.kinds?.length === 0) return;
    let cursor: string | null = null;
    do {
      const page = await linesOfPage(userId, filters, EXPORT_PAGE_SIZE, cursor);
      yield page.lines;
      cursor = page.nextCursor;
    } while (cursor !== null);
  }

  return {
    /** GET /wallet/transactions: the cash wallet, newest first; `from` and `to` are days in `timeZone`. */
    async transactions(userId: bigint, query: TransactionsQuery, timeZone: string) {
      return guard('transactions.fetchFailed', async () => {
        const page = await screenPage(userId, filtersOf('cash', query, timeZone), query.limit, query.cursor ?? null);
        return { transactions: page.lines.map(lineView), next_cursor: page.nextCursor };
      });
    },

    /**
     * GET /wallet/transactions/export: a CSV stream of every line the filters match, read one
     * ledger page at a time while it is sent. 404 when nothing matches (decided before sending).
     * Days, times and the file name's date are in `timeZone`, as on the screen.
     */
    async exportCsv(userId: bigint, query: ExportQuery, language: Language, timeZone: string) {
      const batches = allLines(userId, filtersOf('cash', query, timeZone));
      const first = await guard('transactions.exportFailed', async () => {
        let batch = await batches.next();
        while (!batch.done && batch.value.length === 0) batch = await batches.next();
        return batch;
      });
      if (first.done) throw new AppError({ status: 404, key: 'transactions.nothingToExport', message: 'no transactions match the filters' });
      const writer = csvWriter(language, timeZone);
      const log = deps.log;
      async function* chunks(firstLines: TransactionLine[]): AsyncGenerator<string> {
        yield writer.header();
        yield firstLines.map(writer.line).join('');
        try {
          for await (const batch of batches) if (batch.length > 0) yield batch.map(writer.line).join('');
        } catch (error) {
          // Headers are gone: the download is cut short and the client sees a failed transfer.
          log?.error({ err: error, userId: String(userId) }, 'transactions.exportFailed while streaming');
          throw error;
        }
      }
      const today = formatLocalDate(localDateOf(deps.now().getTime(), timeZone));
      const name = translate('transactions.exportFileName', language) ?? 'transactions';
      return { fileName: `palpite-${name}-${today}.csv`, stream: Readable.from(chunks(first.value), { objectMode: false }) };
    },

    /** GET /wallet/financial-transactions: deposits and withdrawals, newest first. */
    async financial(userId: bigint, query: FinancialQuery) {
      const cursor = query.cursor === undefined ? null : decodeFinancialCursor(query.cursor);
      return guard('transactions.fetchFailed', async () => {
        const rows = await repo.financialPage(db, userId, query.limit, cursor);
        const last = rows.at(-1);
        return {
          items: rows.map((row) => {
            const fromClearing = row.clearing?.startsWith('clearing:') ? row.clearing.slice('clearing:'.length) : null;
            return {
              transaction_id: row.transaction_id,
              type: row.type,
              payment_id: row.payment_id,
              final_amount: reaisOf(row.amount_centavos),
              fee: reaisOf(row.fee_centavos),
              payment_method: isPaymentMethod(row.payment_method) ? row.payment_method : isPaymentMethod(fromClearing) ? fromClearing : null,
              status: row.status,
              date: row.created_at.toISOString(),
            };
          }),
          next_cursor: rows.length === query.limit && last ? encodeFinancialCursor(last) : null,
        };
      });
    },

    /** GET /wallet/bonus-transactions: the bonus wallet, same lines (and days) as transactions. */
    async bonus(userId: bigint, query: BonusQuery, timeZone: string) {
      return guard('transactions.fetchFailed', async () => {
        const page = await screenPage(userId, filtersOf('bonus', query, timeZone), query.limit, query.cursor ?? null);
        return { transactions: page.lines.map(lineView), next_cursor: page.nextCursor };
      });
    },
  };
}

export type WalletHistoryService = ReturnType<typeof createWalletHistoryService>;
