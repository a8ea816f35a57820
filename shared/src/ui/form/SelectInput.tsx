import { useId, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { FieldFrame, fieldDescription } from './FieldFrame.tsx';

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Translated error shown under the field. */
  error?: string | null;
  hint?: string | null;
}

/** A labelled select of a form, styled like `TextField`, with its hint and error wired for assistive technology. */
export function SelectInput({ label, options, value, onChange, error, hint, className, ...select }: SelectInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
