/**
 * The part of a schema's `safeParse` a form needs. Written structurally so this app does not
 * depend on zod itself: the shared contract's schemas (`@palpite/shared/contract`) fit it.
 */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Runs a shared request schema over form values; returns the first message key per field, the
 * way the forms show them (one message under each field), or an empty object when valid.
 */
export function validateForm(schema: FormSchema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
