import type { FormSchema } from './validate-form.ts';

/** A schema of one value, such as the shared contract's `codeField`. */
type ValueSchema = FormSchema;

/**
 * A form schema made of the shared contract's field schemas, for forms whose request schema the
 * contract does not export as a whole (e.g. `{ code }` of the email and 2FA calls). Issues carry
 * the field name first, as `validateForm` expects.
 */
export function objectSchema(fields: Record<string, ValueSchema>): FormSchema {
  return {
    safeParse(values: unknown) {
      const record = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
      const issues = Object.entries(fields).flatMap(([name, schema]) => {
        const result = schema.safeParse(record[name]);
        return result.success ? [] : result.error.issues.map((issue) => ({ path: [name, ...issue.path], message: issue.message }));
      });
      return issues.length === 0 ? { success: true as const } : { success: false as const, error: { issues } };
    },
  };
}
