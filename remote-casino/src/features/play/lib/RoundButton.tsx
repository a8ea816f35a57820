import { Button, type ButtonProps } from '@palpite/shared';
import styles from './RoundButton.module.css';

/**
 * A game's main button (Spin, Roll, Play). While its round is on its way it stays focusable and is
 * marked busy instead of disabled: a disabled button drops the keyboard focus to the page, so Enter
 * could not play the next round. Presses meanwhile are ignored.
 */
export function RoundButton({ busy, className, onClick, ...rest }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...rest}
      className={[className, busy ? styles.busy : ''].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={busy ? undefined : onClick}
    />
  );
}
