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

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** A labelled search box of a filter bar: a row of its own on phones, the widest field on desktops. */
export function SearchField({ label, value, onChange, placeholder, maxLength }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, styles.search].join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className={styles.control}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface FilterBarProps {
  label: string;
  /** `search` when the bar searches (a search landmark); `group` (the default) when it only filters. */
  role?: 'group' | 'search';
  children: ReactNode;
}

/** The box around a page's filters. */
export function FilterBar({ label, role = 'group', children }: FilterBarProps) {
  if (role === 'search') {
    return (
      <form role="search" aria-label={label} className={styles.bar} onSubmit={(event) => event.preventDefault()}>
        {children}
      </form>
    );
  }
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      {children}
    </div>
  );
}
