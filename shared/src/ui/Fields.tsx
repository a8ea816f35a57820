import { useId, type ReactNode } from 'react';
import styles from './Fields.module.css';
import { DateInput } from './form/DateInput.tsx';

interface SelectFieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled select of a filter bar. */
export function SelectField({ label, options, value, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.control} value={value} onChange={onChange ? (event) => onChange(event.target.value) : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface DateFieldProps {
  label: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled date of a filter bar, typed in the site's language. */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <DateInput id={id} className={styles.control} value={value ?? ''} onValueChange={onChange} />
    </div>
  );
}

/** The box around a page's filters. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      {children}
    </div>
  );
}
