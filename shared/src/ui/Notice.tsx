import { useEffect, useRef, type ReactNode } from 'react';
import { FOCUS_ON_ERROR } from '../forms/use-api-form.ts';
import { FormAlert, type FormAlertTone } from './form/FormAlert.tsx';
import styles from './Notice.module.css';

interface NoticeProps {
  tone: FormAlertTone;
  children: ReactNode;
  /**
   * Take focus when shown: for a success that replaces the control the player just used (the
   * form is gone, so focus would fall back to the page). Errors inside a form are focused by
   * `useApiForm` instead when no field is to blame.
   */
  autoFocus?: boolean;
}

/** A form or card message (`role=alert` for errors, `role=status` otherwise) that can take focus. */
export function Notice({ tone, children, autoFocus = false }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice} {...(tone === 'error' ? { [FOCUS_ON_ERROR]: '' } : {})}>
      <FormAlert tone={tone}>{children}</FormAlert>
    </div>
  );
}
