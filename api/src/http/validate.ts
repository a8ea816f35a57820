import type { z } from 'zod';
import { hasMessage } from '../i18n/messages.ts';
import { AppError } from './errors.ts';

/**
 * Parses input with a schema; on failure throws a 400 listing each field's messages: the message
 * keys of the shared catalogue the schema gives, else the generic `validation.fieldInvalid` (never
 * the validator's own English). The schema is the one source of the input's shape and type.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, key = 'validation.invalid'): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    // A check the schema gave no message key answers the generic, translated "this value is not valid".
    (fieldErrors[field] ??= []).push(hasMessage(issue.message) ? issue.message : 'validation.fieldInvalid');
  }
  const first = result.error.issues[0];
  throw new AppError({ status: 400, key, message: first ? `${first.path.join('.') || 'input'}: ${first.message}` : 'invalid input', fieldErrors });
}
