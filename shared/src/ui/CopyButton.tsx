import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button.tsx';
import { copyText, selectContents } from './clipboard.ts';
import { LineIcon } from './LineIcon.tsx';
import styles from './CopyButton.module.css';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_SHOWN_MS = 2_000;

export interface CopyButtonProps {
  /** What is copied. */
  value: string;
  /** What the value is ("Chave Pix", "ID da transação"): names the button and the announcement. */
  label: string;
  /** Visible text instead of "Copiar" ("Copiar código"); it is then the button's name. */
  text?: string;
  /** Only the icon shows (in a table cell); the name stays "Copiar <label>". */
  iconOnly?: boolean;
  /** The element that shows the value: selected for copying by hand when the browser refuses. */
  target?: RefObject<HTMLElement | null>;
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  className?: string;
  /** Places the failure message (it shows; "copied" is only announced). */
  statusClassName?: string;
}

/**
 * A copy button: "Copied" in its face for a moment and in a polite live region; when the browser refuses to
 * copy, a visible message and the value selected for Ctrl+C. Its texts are in the common
 * namespace's product part, which every remote declares.
 */
export function CopyButton({
  value,
  label,
  text,
  iconOnly = false,
  target,
  variant = 'secondary',
  size = 'small',
  className,
  statusClassName,
}: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function onCopy() {
    const copied = await copyText(value);
    setState(copied ? 'copied' : 'failed');
    if (!copied) selectContents(target?.current ?? null);
  }

  const face = iconOnly ? null : state === 'copied' ? t('copy.copied') : (text ?? t('copy.copy'));
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={[iconOnly ? styles.iconOnly : '', className].filter(Boolean).join(' ')}
        onClick={() => void onCopy()}
        aria-label={text === undefined ? t('copy.copyLabel', { label }) : undefined}
      >
        <LineIcon size={16} strokeWidth={2}>
          {state === 'copied' ? (
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </LineIcon>
        {face}
      </Button>
      <span role="status" className={state === 'failed' ? [styles.failed, statusClassName].filter(Boolean).join(' ') : 'visually-hidden'}>
        {state === 'copied' ? t('copy.copiedStatus', { label }) : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  );
}
