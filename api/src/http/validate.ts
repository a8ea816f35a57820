import { z } from 'zod';
import { parseLocalDate } from '../domain/withdrawals/calendar.ts';
import { hasMessage } from '../i18n/messages.ts';
import { AppError } from './errors.ts';

/**
 * Parses input with a schema; on failure throws a 400 listing each field's messages: the message
 * keys of the shared catalogue the schema gives, else the generic `validation.fieldInvalid` (never
 * the validator's own English). The schema is the one source of the input's shape and type. No
 * input (a request without a body) reads as `{}`; a JSON `null` is input, and is refused like any
 * other that is not the schema's: read as `{}`, it would ask a call whose fields are all optional
 * for its widest effect (mark every notification read).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, key = 'validation.invalid'): z.output<Schema> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError({
    status: 400,
    key,
    message: first ? `${first.path.join('.') || 'input'}: ${first.message}` : 'invalid input',
    fieldErrors: fieldErrorKeys(result.error.issues),
  });
}

/**
 * Each field's message keys for a failed parse (`_` for the input as a whole): the schema's own
 * key, or the generic `validation.fieldInvalid` for a check it gave none (never the validator's English).
 * Each key once per field: two checks failing for one reason (a blank name is both empty and
 * invisible) say it once.
 */
export function fieldErrorKeys(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const key = hasMessage(issue.message) ? issue.message : 'validation.fieldInvalid';
    const keys = (fieldErrors[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  }
  return fieldErrors;
}

/** Years a date filter may name: wide enough for any real question, narrow enough for the database. */
export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2999;
/** The first instant after the last supported year (a cursor's time may not go past it). */
export const END_OF_SUPPORTED_TIME_MS = Date.UTC(LAST_SUPPORTED_YEAR + 1, 0, 1);

/**
 * A whole number from `min` to `max` as JSON gives it, or as its decimal digits (a form, a query
 * string); `messageKey` otherwise. Never `true`, `[1]`, `"0x10"`, `"+5"` or `" 10 "`, which
 * z.coerce reads as 1, 1, 16, 5 and 10: an id so read names some other row.
 */
export function wholeNumber(messageKey: string, range: { min: number; max: number }) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,16}$/)
          .transform(Number),
      ],
      { error: messageKey },
    )
    .pipe(z.number().int(messageKey).min(range.min, messageKey).max(range.max, messageKey));
}

/** A list's page size from the query: a whole number from 1 to `max` (see wholeNumber), `fallback` when absent. */
export const pageSize = (max: number, fallback: number) => wholeNumber('validation.fieldInvalid', { min: 1, max }).default(fallback);

/** A row id: a whole number from 1 (see wholeNumber). */
export const positiveId = (messageKey: string) => wholeNumber(messageKey, { min: 1, max: Number.MAX_SAFE_INTEGER });

/**
 * A calendar day `YYYY-MM-DD` that exists (not 2026-02-30) within the supported years; `messageKey`
 * otherwise. Year 0 or 9999 passed a format check and then failed in the database as a server error.
 */
export function calendarDay(messageKey: string) {
  return z.string({ error: messageKey }).refine(
    (text) => {
      const day = parseLocalDate(text);
      return day !== null && day.year >= FIRST_SUPPORTED_YEAR && day.year <= LAST_SUPPORTED_YEAR;
    },
    { message: messageKey, abort: true },
  );
}

/**
 * An ISO 8601 instant (`2026-11-21T12:00:00Z`, any offset) within the supported years, as a Date;
 * `message` otherwise (a key of the catalogue, or a provider protocol's own words).
 */
export function isoInstant(message: string) {
  return z
    .string({ error: message })
    .refine((text) => {
      if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return false;
      const ms = Date.parse(text);
      return !Number.isNaN(ms) && ms >= Date.UTC(FIRST_SUPPORTED_YEAR, 0, 1) && ms < END_OF_SUPPORTED_TIME_MS;
    }, message)
    .transform((text) => new Date(text));
}
