import { forwardRef } from 'react';
import { normaliseCodeInput, TextField } from '@palpite/shared';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  autoFocus?: boolean;
}

/** A 6-digit one-time code: digits only, big spaced numerals, filled in from SMS/mail/app where supported. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ label, value, onChange, error, hint, autoFocus }, ref) {
  return (
    <TextField
      ref={ref}
      name="code"
      label={label}
      code
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      value={value}
      onChange={(event) => onChange(normaliseCodeInput(event.target.value))}
      error={error}
      hint={hint}
      autoFocus={autoFocus}
    />
  );
});
