import { useRef, type ReactNode } from 'react';
import styles from './Payment.module.css';
import { useFocusWhenReplaced } from './use-focus-when-replaced.ts';

/**
 * The first line of a payment's instructions. They replace the deposit form, whose button had the
 * focus, so the keyboard would fall to the top of the page: when nothing else holds it, the lead
 * takes it and reading starts at what to do now (as the outcome's title does when a deposit ends).
 */
export function PaymentLead({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusWhenReplaced(ref, null);
  return (
    <p ref={ref} className={styles.lead} tabIndex={-1}>
      {children}
    </p>
  );
}
