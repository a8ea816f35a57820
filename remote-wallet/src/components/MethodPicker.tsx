import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import { PROCESSING_TIME, type PaymentMethod } from '../lib/payment-methods.ts';
import styles from './MethodPicker.module.css';

interface MethodPickerProps<Method extends PaymentMethod> {
  legend: string;
  methods: readonly Method[];
  value: Method;
  onChange: (method: Method) => void;
}

/** Payment methods as a radio group of cards: name, and processing time where known. */
export function MethodPicker<Method extends PaymentMethod>({ legend, methods, value, onChange }: MethodPickerProps<Method>) {
  const { t } = useTranslation('wallet');
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {methods.map((method) => {
          const id: PaymentMethod = method;
          const time = PROCESSING_TIME[id];
          return (
            <label key={method} className={styles.option}>
              <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} className={styles.input} />
              <span className={styles.card}>
                <span className={styles.mark} aria-hidden="true">
                  {t(`methods.${id}.short`)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{t(`methods.${id}.name`)}</span>
                  {time ? <span className={styles.time}>{t(`processing.${time}`)}</span> : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
