import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from './read-api-error.ts';
import { validateForm, type FormSchema } from './validate-form.ts';

/** Marks the element a failed submit focuses when no field is invalid (the form's error alert). */
export const FOCUS_ON_ERROR = 'data-focus-on-error';

/**
 * What every form of the platform shares: client-side validation with the shared schema (messages are
 * `common` keys, translated here), a busy flag while the call runs, server field errors under
 * their fields (errors.{field}[0]) and a form message. After a failed submit, focus moves to the
 * first invalid field, else to the form's error alert, so keyboard and screen-reader users land
 * on what to fix.
 */
export function useApiForm(schema: FormSchema | null, fallbackKey = 'unexpectedError') {
  const { t } = useTranslation();
  // A callback ref (the state setter): the form element, for focus after a failed submit.
  const [form, bindForm] = useState<HTMLFormElement | null>(null);
  // The schema's errors are kept as keys and translated as the form is drawn: a language picked
  // while they show turns them too. The server's come translated (in the language of the request).
  const [clientErrorKeys, setClientErrorKeys] = useState<Record<string, string>>({});
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const fieldErrors = { ...serverFieldErrors, ...Object.fromEntries(Object.entries(clientErrorKeys).map(([field, key]) => [field, t(key, { ns: 'common' })])) };
  // Likewise the form's own message (no connection…) is kept as its key; the server's and the caller's come as text.
  const [formMessage, setFormMessage] = useState<{ key: string } | { text: string } | null>(null);
  const formError = formMessage === null ? null : 'key' in formMessage ? t(formMessage.key, { ns: 'common' }) : formMessage.text;
  const setFormError = (text: string | null) => setFormMessage(text === null ? null : { text });
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures === 0 || !form) return;
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>(`[${FOCUS_ON_ERROR}]`);
    target?.focus();
    // Only a new failure moves focus, not the form element mounting again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  /** Runs `call` if `values` pass the schema; returns its result, or null when it failed. */
  async function submit<T>(values: unknown, call: () => Promise<T>): Promise<T | null> {
    const clientErrors = schema ? validateForm(schema, values) : {};
    setFormError(null);
    setClientErrorKeys(clientErrors);
    setServerFieldErrors({});
    if (Object.keys(clientErrors).length > 0) {
      setFailures((count) => count + 1);
      return null;
    }
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      const view = readApiError(error, fallbackKey);
      setServerFieldErrors(view.fieldErrors);
      // A message that only repeats a field's error (e.g. "You must be 18 or older.") stays under the field.
      const repeatsField = view.message !== null && Object.values(view.fieldErrors).includes(view.message);
      setFormMessage(repeatsField ? null : view.message !== null ? { text: view.message } : { key: view.fallbackKey });
      setFailures((count) => count + 1);
      return null;
    } finally {
      setBusy(false);
    }
  }

  function clearErrors() {
    setClientErrorKeys({});
    setServerFieldErrors({});
    setFormError(null);
  }

  return { bindForm, fieldErrors, formError, setFormError, busy, failures, submit, clearErrors };
}

export type ApiForm = ReturnType<typeof useApiForm>;
