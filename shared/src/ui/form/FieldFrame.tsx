import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { descriptionIds } from '../description-ids.ts';

interface FieldFrameProps {
  /** The control's id: the label points at it, the hint and error are named after it. */
  id: string;
  label: string;
  optionalLabel?: string;
  hint?: string | null;
  /** Translated error shown under the field (the first one, spec §5). */
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** The ids a control's `aria-describedby` lists: its error, then its hint. */
export function fieldDescription(id: string, error?: string | null, hint?: string | null): string | undefined {
  return descriptionIds(error ? `${id}-error` : null, hint ? `${id}-hint` : null);
}

/** A form control's label above it and its hint and error under it. */
export function FieldFrame({ id, label, optionalLabel, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label} {optionalLabel ? <span className={styles.optional}>({optionalLabel})</span> : null}
      </label>
      <div className={styles.control}>{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
