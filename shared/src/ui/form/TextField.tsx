import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../LineIcon.tsx';
import styles from './Field.module.css';
import { FieldFrame, fieldDescription } from './FieldFrame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Translated error shown under the field (the first one, spec §5). */
  error?: string | null;
  hint?: string;
  optionalLabel?: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  /** One-time code style: big, spaced, centred digits. */
  code?: boolean;
}

/** A labelled input with its error under it, wired for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, optionalLabel, revealable = false, code = false, className, type = 'text', ...input },
  ref,
) {
  const { t } = useTranslation('common');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;

  return (
    <FieldFrame id={id} label={label} optionalLabel={optionalLabel} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        type={inputType}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error, hint)}
        className={[styles.input, revealable ? styles.withToggle : '', code ? styles.code : ''].filter(Boolean).join(' ')}
        {...input}
      />
      {revealable ? (
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setRevealed((shown) => !shown)}
          aria-pressed={revealed}
          aria-label={t(revealed ? 'form.hidePassword' : 'form.showPassword')}
        >
          <EyeIcon crossed={revealed} />
        </button>
      ) : null}
    </FieldFrame>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon roundJoins={false}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </LineIcon>
  );
}
