import { forwardRef, lazy, Suspense, type InputHTMLAttributes } from 'react';

/** What the typed text is: nothing, a calendar date, or anything else (incomplete, or 31/02). */
export interface DateEntryState {
  readonly status: 'empty' | 'date' | 'invalid';
  /** The layout the site's language types dates in, as the placeholder shows it (`dd/mm/aaaa`). */
  readonly format: string;
}

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** ISO `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** ISO when the entry names a complete calendar date, '' otherwise (as a browser's date input). */
  onValueChange?: (isoDate: string) => void;
  /** The typed text's state whenever it changes: a field can tell an unfinished date from an empty one. */
  onEntryChange?: (entry: DateEntryState) => void;
  /** ISO bounds for the calendar (the API checks them either way). */
  min?: string;
  max?: string;
}

// No page a visitor lands on asks for a date, so the SDK, which every page loads, holds only this.
const DateEntry = lazy(() => import('./DateEntry.tsx'));

/**
 * A date typed in the site's language (`dd/mm/aaaa` in pt-BR), not the browser's, with the
 * browser's calendar behind a button where it can open one. Its code loads on first use; until
 * then an empty, read-only box of the same size holds its place.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(props, ref) {
  const { value: _value, onValueChange: _onValueChange, onEntryChange: _onEntryChange, min: _min, max: _max, ...input } = props;
  return (
    <Suspense fallback={<input {...input} type="text" value="" readOnly aria-busy="true" />}>
      <DateEntry ref={ref} {...props} />
    </Suspense>
  );
});
