/** Query schemas of the wallet tabs; dates are calendar days in the viewer's zone (X-Time-Zone), both ends included. */
import { z } from 'zod';
import { calendarDay, pageSize } from '../../http/validate.ts';
import { TRANSACTION_FILTERS } from './lines.ts';

const day = calendarDay('transactions.dateInvalid');

const limit = pageSize(100, 20);

/** The ledger history's cursor: digits, few enough to fit PostgreSQL's bigint. */
const historyCursor = z.string().regex(/^\d{1,18}$/, 'validation.fieldInvalid');

const orderedRange = <T extends { from?: string | undefined; to?: string | undefined }>(value: T) =>
  value.from === undefined || value.to === undefined || value.from <= value.to;
const rangeError = { path: ['to'], message: 'transactions.rangeInvalid' };

const range = { from: day.optional(), to: day.optional() };
const action = z.enum(TRANSACTION_FILTERS, { error: 'transactions.actionInvalid' }).default('all');

export const transactionsQuery = z.object({ action, ...range, limit, cursor: historyCursor.optional() }).refine(orderedRange, rangeError);
export const exportQuery = z.object({ action, ...range }).refine(orderedRange, rangeError);
export const bonusQuery = z.object({ ...range, limit, cursor: historyCursor.optional() }).refine(orderedRange, rangeError);
export const financialQuery = z.object({
  limit,
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,300}$/, 'validation.fieldInvalid')
    .optional(),
});

export type TransactionsQuery = z.output<typeof transactionsQuery>;
export type ExportQuery = z.output<typeof exportQuery>;
export type BonusQuery = z.output<typeof bonusQuery>;
export type FinancialQuery = z.output<typeof financialQuery>;
