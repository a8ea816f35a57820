import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Fields.module.css';
import { DateInput, type DateEntryState } from './form/DateInput.tsx';
import fieldStyles from './form/Field.module.css';

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
  /** ISO when the text names a calendar date, '' when it is empty, unfinished or impossible. */
  onChange?: (value: string) => void;
  /**
   * The typed text's state whenever it changes. `onChange` gives '' for `01/01` and `31/02/2026` as
   * for an empty field: a page asks nothing while the status is `invalid`, rather than list everything.
   */
  onEntryChange?: (entry: DateEntryState) => void;
}

/**
 * A labelled date of a filter bar, typed in the site's language. An unfinished or impossible date
 * says so under the field once the player leaves it (not at each keystroke of a date being typed),
 * announced, since no submit sends focus back to it.
 */
export function DateField({ label, value, onChange, onEntryChange }: DateFieldProps) {
  const id = useId();
  const { t } = useTranslation('common');
  const [entry, setEntry] = useState<DateEntryState | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  const error = entry?.status === 'invalid' && hasLeft ? t('form.dateEntryInvalid', { format: entry.format }) : null;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <DateInput
        id={id}
        className={styles.control}
        value={value ?? ''}
        onValueChange={onChange}
        onEntryChange={(next) => {
          setEntry(next);
          onEntryChange?.(next);
        }}
        onBlur={() => setHasLeft(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
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
