import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from './payment-methods.ts';

/** A form's checks: field → message in the language of `t`, for the values they were written with. */
export type FieldChecks = (t: Translate) => Record<string, string>;

/**
 * The checks a form runs before it calls the API, with messages translated by the form (they
 * carry amounts, which `useApiForm`'s schemas cannot). A language picked while messages show runs
 * the same checks again in it, for the fields still showing one. After a failed check, focus moves
 * to the first invalid field, as `useApiForm` does for the server's errors. `bindForm` takes
 * `useApiForm`'s own `bindForm` so one form element serves both.
 */
export function useFieldErrors(bindApiForm: (form: HTMLFormElement | null) => void, t: Translate) {
  const form = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const lastChecks = useRef<FieldChecks | null>(null);

  useEffect(() => {
    if (failures > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);

  // `t` changes with the language; the messages on show are said again in it, for the same values.
  useEffect(() => {
    const checks = lastChecks.current;
    if (!checks) return;
    const again = checks(t);
    setErrors((shown) => {
      const fields = Object.keys(shown).filter((field) => field in again);
      if (fields.every((field) => shown[field] === again[field]) && fields.length === Object.keys(shown).length) return shown;
      return Object.fromEntries(fields.map((field) => [field, again[field]!]));
    });
  }, [t]);

  const bindForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      bindApiForm(element);
    },
    [bindApiForm],
  );

  /** Runs `checks` and shows what they found; true when there is nothing to fix. */
  function check(checks: FieldChecks): boolean {
    const found = checks(t);
    setErrors(found);
    // Kept only while their messages show: the checks hold the values they read (a card's number and CVV).
    lastChecks.current = Object.keys(found).length === 0 ? null : checks;
    if (Object.keys(found).length === 0) return true;
    setFailures((count) => count + 1);
    return false;
  }

  /** The field was edited: its message goes until the next check. */
  function clear(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function reset() {
    lastChecks.current = null;
    setErrors({});
  }

  return { errors, check, clear, bindForm, reset };
}
