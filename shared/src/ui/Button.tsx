import { useId, type ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';
import { descriptionIds } from './description-ids.ts';

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
  /**
   * Why a press does nothing now (no bets to clear, the stake missing), or null while it works. Off,
   * the button looks and reads unavailable (`aria-disabled`), is described by the reason and ignores
   * presses, yet keeps the focus and stays in the Tab order. Use it rather than `disabled` for a
   * button that can go off while focused (by its own press, or a change from the server): a disabled
   * button drops the focus to the page and cannot say why it is off.
   */
  unavailableReason?: string | null;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'small' | 'medium' = 'medium', block = false): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', block ? styles.block : ''].filter(Boolean).join(' ');
}

function isTrue(value: boolean | 'true' | 'false' | undefined): boolean {
  return value === true || value === 'true';
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  busy = false,
  unavailableReason = null,
  className,
  type = 'button',
  onClick,
  'aria-describedby': describedBy,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const unavailable = unavailableReason !== null;
  const ignoresPresses = busy || unavailable;
  return (
    <>
      <button
        type={type}
        className={[buttonClassName(variant, size, block), className].filter(Boolean).join(' ')}
        {...rest}
        // After `rest`: a caller's own `aria-disabled={false}` must not make a busy button read available.
        aria-disabled={ignoresPresses || isTrue(rest['aria-disabled']) || undefined}
        aria-busy={busy || undefined}
        aria-describedby={descriptionIds(describedBy, unavailable ? reasonId : undefined)}
        onClick={(event) => {
          // Also cancels a submit button's submit, Enter in a field of its form included (a click on it).
          if (ignoresPresses) event.preventDefault();
          else onClick?.(event);
        }}
      />
      {/* Hidden, yet the button's description: read with it, not again on its own. */}
      {unavailable ? (
        <span id={reasonId} hidden>
          {unavailableReason}
        </span>
      ) : null}
    </>
  );
}
