import type { z } from 'zod';

/**
 * Runs a shared request schema over form values; returns the first message key per field, the
 * way the forms show them (one message under each field), or an empty object when valid.
 */
export function validateForm(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
