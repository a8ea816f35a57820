import { forwardRef, useId, useState } from 'react';
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
 * the field (or presses Enter to submit) it says so itself, in place of the form's "required".
 */
export const DateTextField = forwardRef<HTMLInputElement, DateTextFieldProps>(function DateTextField(
  { label, error, hint, optionalLabel, className, onEntryChange, onBlur, onKeyDown, ...input },
  ref,
) {
  const id = useId();
  const { t } = useTranslation('common');
  const [entry, setEntry] = useState<DateEntryState | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  const shownError = entry?.status === 'invalid' && hasLeft ? t('form.dateEntryInvalid', { format: entry.format }) : error;
  return (
    <FieldFrame id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={shownError} className={className}>
      <DateInput
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={fieldDescription(id, shownError, hint)}
        onEntryChange={(next) => {
          setEntry(next);
          onEntryChange?.(next);
        }}
        onBlur={(event) => {
          setHasLeft(true);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          // Enter submits the form without leaving the field.
          if (event.key === 'Enter') setHasLeft(true);
          onKeyDown?.(event);
        }}
        {...input}
      />
    </FieldFrame>
  );
});
