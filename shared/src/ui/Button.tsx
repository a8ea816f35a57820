import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  block?: boolean;
  /**
   * Its action is on its way: the button looks and reads unavailable (`aria-disabled`, `aria-busy`)
   * and ignores presses, a submit button's included, but keeps the keyboard focus. Use it rather
   * than `disabled` while a request runs: a disabled button drops the focus to the page.
   */
  busy?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'small' | 'medium' = 'medium', block = false): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', block ? styles.block : ''].filter(Boolean).join(' ');
}

function isTrue(value: boolean | 'true' | 'false' | undefined): boolean {
  return value === true || value === 'true';
}

export function Button({ variant = 'primary', size = 'medium', block = false, busy = false, className, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName(variant, size, block), className].filter(Boolean).join(' ')}
      {...rest}
      // After `rest`: a caller's own `aria-disabled={false}` must not make a busy button read available.
      aria-disabled={busy || isTrue(rest['aria-disabled']) || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also cancels a submit button's submit, Enter in a field of its form included (a click on it).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
