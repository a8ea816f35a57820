import { forwardRef, useId } from 'react';
import { DateInput, type DateInputProps } from './DateInput.tsx';
import styles from './Field.module.css';
import { FieldFrame, fieldDescription } from './FieldFrame.tsx';

export interface DateTextFieldProps extends Omit<DateInputProps, 'id'> {
  label: string;
  /** Translated error shown under the field (the first one, spec §5). */
  error?: string | null;
  hint?: string;
  optionalLabel?: string;
}

/** A labelled date of a form, typed in the site's language, styled like `TextField`. */
export const DateTextField = forwardRef<HTMLInputElement, DateTextFieldProps>(function DateTextField(
  { label, error, hint, optionalLabel, className, ...input },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error} className={className}>
      <DateInput
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
});
