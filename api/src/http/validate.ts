import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Parses input with a schema; on failure throws a 400 listing each field's messages (message
 * keys of the shared catalogue where the schema gives them). The schema is the one source of the
 * input's shape and type.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, key = 'validation.invalid'): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  throw new AppError({ status: 400, key, message: first ? `${first.path.join('.') || 'input'}: ${first.message}` : 'invalid input', fieldErrors });
}
