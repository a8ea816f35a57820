import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The checks a form runs before it calls the API, with messages already translated (they carry
 * amounts, which `useApiForm`'s schemas cannot). After a failed check, focus moves to the first
 * invalid field, as `useApiForm` does for the server's errors. `bindForm` takes `useApiForm`'s
 * own `bindForm` so one form element serves both.
 */
export function useFieldErrors(bindApiForm: (form: HTMLFormElement | null) => void) {
  const form = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);

  const bindForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      bindApiForm(element);
    },
    [bindApiForm],
  );

  /** Shows `found` (field → message); true when there is nothing to fix. */
  function check(found: Record<string, string>): boolean {
    setErrors(found);
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

  return { errors, check, clear, bindForm, reset: () => setErrors({}) };
}
