import { useId } from 'react';
import { Skeleton, useTranslation } from '@palpite/shared';
import { methodName, type PaymentMethod } from '../lib/payment-methods.ts';
import { MethodMark } from './MethodMark.tsx';
import styles from './MethodPicker.module.css';

export interface MethodOption<Method extends PaymentMethod> {
  method: Method;
  /** e.g. "R$ 10,00 – R$ 50.000,00". */
  limits?: string;
  /** e.g. "Instant", "10–60 minutes". */
  time?: string;
  disabled?: boolean;
}

interface MethodPickerProps<Method extends PaymentMethod> {
  legend: string;
  options: readonly MethodOption<Method>[];
  value: Method | null;
  onChange: (method: Method) => void;
}

/** Payment methods as a radio group of cards: emblem, name, limits and processing time. */
export function MethodPicker<Method extends PaymentMethod>({ legend, options, value, onChange }: MethodPickerProps<Method>) {
  const { t } = useTranslation('wallet');
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {options.map(({ method, limits, time, disabled = false }) => (
          <label key={method} className={[styles.option, disabled ? styles.disabled : ''].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              disabled={disabled}
              onChange={() => onChange(method)}
              className={styles.input}
            />
            <span className={styles.card}>
              <span className={styles.mark}>
                <MethodMark method={method} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{methodName(t, method)}</span>
                {disabled ? <span className={styles.detail}>{t('methods.unavailable')}</span> : null}
                {!disabled && time ? <span className={styles.detail}>{time}</span> : null}
                {!disabled && limits ? <span className={[styles.detail, styles.limits].join(' ')}>{limits}</span> : null}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The picker while its methods load: the same container and grid, so its columns follow the same
 * container queries as the cards that replace it, and the page does not jump when they come.
 */
export function MethodPickerSkeleton({ legend, count }: { legend: string; count: number }) {
  return (
    <fieldset className={styles.picker} aria-busy="true">
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} height={88} radius="var(--radius-md)" />
        ))}
      </div>
    </fieldset>
  );
}
