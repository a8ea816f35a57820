import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from './read-api-error.ts';
import { saysTheSame, serverTextOf, showText, type ShownText } from './server-text.ts';
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
  const { t, i18n } = useTranslation();
  // A callback ref (the state setter): the form element, for focus after a failed submit.
  const [form, bindForm] = useState<HTMLFormElement | null>(null);
  // Every error is kept as a key (with its values) and translated as the form is drawn: a language
  // picked while it shows turns it too. The schema's are keys already; the server's are read back
  // to theirs (see `serverTextOf`), and only one with no key found stays in the language it came in.
  const [clientErrorKeys, setClientErrorKeys] = useState<Record<string, string>>({});
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, ShownText>>({});
  const fieldErrors = {
    ...Object.fromEntries(Object.entries(serverFieldErrors).map(([field, shown]) => [field, showText(t, shown)])),
    ...Object.fromEntries(Object.entries(clientErrorKeys).map(([field, key]) => [field, t(key, { ns: 'common' })])),
  };
  // Likewise the form's message (the server's, or its own: no connection…); a caller's comes as text.
  const [formMessage, setFormMessage] = useState<ShownText | null>(null);
  const formError = formMessage === null ? null : showText(t, formMessage);
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
    // The answer's texts are in the language the request went in: read back in its texts.
    const requestLanguage = i18n.language;
    try {
      return await call();
    } catch (error) {
      const view = readApiError(error, fallbackKey);
      const catalogue: unknown = i18n.getResourceBundle(requestLanguage, 'common');
      const fieldTexts = Object.fromEntries(Object.entries(view.fieldErrors).map(([field, text]) => [field, serverTextOf(view, text, catalogue)]));
      setServerFieldErrors(fieldTexts);
      const message = view.message === null ? null : serverTextOf(view, view.message, catalogue);
      // A message that only repeats a field's error (e.g. "You must be 18 or older."), in its words
      // or by its key, stays under the field.
      const repeatsField = message !== null && Object.values(fieldTexts).some((field) => saysTheSame(field, message));
      setFormMessage(repeatsField ? null : (message ?? { key: view.fallbackKey }));
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
