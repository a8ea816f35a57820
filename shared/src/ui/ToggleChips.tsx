import { revealFocusedItem } from './reveal-focused.ts';
import styles from './ToggleChips.module.css';

interface ToggleChipsProps<Value extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The chips wrap onto more lines instead of scrolling sideways: every choice stays in sight. */
  wrap?: boolean;
}

/** A row of pressed/unpressed chips choosing one filter value. */
export function ToggleChips<Value extends string>({ label, options, value, onChange, wrap = false }: ToggleChipsProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={wrap ? `${styles.group} ${styles.wrap}` : `${styles.group} scroll-fade-x`}
      onFocus={wrap ? undefined : revealFocusedItem}
    >
      {options.map((option) => (
        <button key={option.value} type="button" className={styles.chip} aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
