import { useId, useRef, useState } from 'react';
import { Button, LineIcon, useTranslation } from '@palpite/shared';
import { copyText, selectContents } from '../lib/clipboard.ts';
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

/**
 * A value the player copies into another app, with a copy button. "Copied" is said in a polite
 * live region; when the browser refuses to copy, the text is selected for copying by hand.
 */
export function CopyField({ label, value, long = false, display, highlight = false, action }: CopyFieldProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const text = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function onCopy() {
    const copied = await copyText(value);
    setCopy(copied ? 'copied' : 'failed');
    if (!copied) selectContents(text.current);
  }

  return (
    <div className={[styles.field, long ? styles.long : '', highlight ? styles.highlight : ''].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <code ref={text} className={styles.value} aria-labelledby={`${id}-label`} translate="no">
        {display ?? value}
      </code>
      <Button
        variant={long ? 'primary' : 'secondary'}
        size={long ? 'medium' : 'small'}
        className={styles.button}
        onClick={() => void onCopy()}
        aria-label={long ? undefined : t('copy.copyLabel', { label })}
      >
        <CopyIcon done={copy === 'copied'} />
        {copy === 'copied' ? t('copy.copied') : long ? (action ?? t('copy.copyCode')) : t('copy.copy')}
      </Button>
      <span role="status" className={copy === 'failed' ? styles.failed : 'visually-hidden'}>
        {copy === 'copied' ? t('copy.copiedStatus', { label }) : copy === 'failed' ? t('copy.failed') : ''}
      </span>
    </div>
  );
}

function CopyIcon({ done }: { done: boolean }) {
  return (
    <LineIcon size={16} strokeWidth={2}>
      {done ? (
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </LineIcon>
  );
}
