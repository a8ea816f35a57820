import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  block?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'small' | 'medium' = 'medium', block = false): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', size = 'medium', block = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={[buttonClassName(variant, size, block), className].filter(Boolean).join(' ')} {...rest} />;
}
