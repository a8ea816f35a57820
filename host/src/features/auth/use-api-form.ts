import { useState } from 'react';
import { useTranslation } from '@palpite/shared';
import type { z } from 'zod';
import { readApiError } from './api/read-api-error.ts';
import { validateForm } from './validate-form.ts';

/**
 * What every auth form shares: client-side validation with the shared schema, a busy flag while
 * the call runs, server field errors under their fields (errors.{field}[0]) and a form message.
 */
export function useApiForm(schema: z.ZodType, fallbackKey = 'unexpectedError') {
  const { t } = useTranslation('common');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `call` if `values` pass the schema; returns its result, or null when it failed. */
  async function submit<T>(values: unknown, call: () => Promise<T>): Promise<T | null> {
    const clientErrors = validateForm(schema, values);
    setFormError(null);
    setFieldErrors(Object.fromEntries(Object.entries(clientErrors).map(([field, key]) => [field, t(key)])));
    if (Object.keys(clientErrors).length > 0) return null;
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      const view = readApiError(error, fallbackKey);
      setFieldErrors(view.fieldErrors);
      setFormError(view.message ?? t(view.fallbackKey));
      return null;
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setFieldErrors({});
    setFormError(null);
    setBusy(false);
  }

  return { fieldErrors, formError, setFormError, busy, submit, reset };
}
