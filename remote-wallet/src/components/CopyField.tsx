import { useId, useRef } from 'react';
import { CopyButton, useTranslation } from '@palpite/shared';
import styles from './CopyField.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** A long code (Pix "copia e cola", an address): shown wrapped in a box, the button under it. */
  long?: boolean;
  /** Shown instead of `value` (e.g. grouped digits); `value` is what is copied. */
  display?: string;
  /** Draws the eye: the one value the player must not get wrong (the transfer reference). */
  highlight?: boolean;
  /** The long variant's button text ("Copy code", "Copy address"). */
  action?: string;
}

/** A value the player copies into another app, labelled, with the SDK's copy button. */
export function CopyField({ label, value, long = false, display, highlight = false, action }: CopyFieldProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const text = useRef<HTMLElement>(null);

  return (
    <div className={[styles.field, long ? styles.long : '', highlight ? styles.highlight : ''].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <code ref={text} className={styles.value} aria-labelledby={`${id}-label`} translate="no">
        {display ?? value}
      </code>
      <CopyButton
        value={value}
        label={label}
        target={text}
        {...(long ? { text: action ?? t('copy.copyCode') } : {})}
        variant={long ? 'primary' : 'secondary'}
        size={long ? 'medium' : 'small'}
        className={styles.button}
        statusClassName={styles.failed}
      />
    </div>
  );
}
