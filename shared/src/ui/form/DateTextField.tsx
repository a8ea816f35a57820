import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateEntryState, type DateInputProps } from './DateInput.tsx';
import styles from './Field.module.css';
import { FieldFrame, fieldDescription } from './FieldFrame.tsx';

export interface DateTextFieldProps extends Omit<DateInputProps, 'id'> {
  label: string;
  /** Translated error shown under the field (the first one, spec §5). */
  error?: string | null;
  hint?: string;
  optionalLabel?: string;
}

/**
 * A labelled date of a form, typed in the site's language, styled like `TextField`. An unfinished
 * or impossible date gives the form '' (as a browser's date input does), so once the player leaves
 * the field (or the form is submitted) it says so itself, in place of the form's "required". Left
 * for the form's own submit button, it says so with the submit: shown at once, the message pushed
 * the button away between press and release, and the click (the submit) was lost.
 */
export const DateTextField = forwardRef<HTMLInputElement, DateTextFieldProps>(function DateTextField(
  { label, error, hint, optionalLabel, className, onEntryChange, onBlur, ...input },
  ref,
) {
  const id = useId();
  const { t } = useTranslation('common');
  const [entry, setEntry] = useState<DateEntryState | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  const input$ = useRef<HTMLInputElement | null>(null);
  const bindInput = (element: HTMLInputElement | null) => {
    input$.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // The field's form is submitted (Enter in it, or its button): the message shows now. Listened to on
  // the document, since the input (a lazy component) may mount after this effect.
  useEffect(() => {
    const onSubmit = (event: Event) => {
      const form = input$.current?.form;
      if (form && event.target === form) setHasLeft(true);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
  const shownError = entry?.status === 'invalid' && hasLeft ? t('form.dateEntryInvalid', { format: entry.format }) : error;
  return (
    <FieldFrame id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={shownError} className={className}>
      <DateInput
        ref={bindInput}
        id={id}
        className={styles.input}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={fieldDescription(id, shownError, hint)}
        onEntryChange={(next) => {
          setEntry(next);
          onEntryChange?.(next);
        }}
        onBlur={(event) => {
          if (!isLeavingForSubmit(event)) setHasLeft(true);
          onBlur?.(event);
        }}
        {...input}
      />
    </FieldFrame>
  );
});

/** Focus is moving to a submit button of the field's own form (a press on it has begun). */
function isLeavingForSubmit(event: FocusEvent<HTMLInputElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === 'submit' && next.form !== null && next.form === event.currentTarget.form;
}
