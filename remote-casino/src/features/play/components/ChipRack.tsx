import { useId } from 'react';
import { formatBRL, useTranslation } from '@palpite/shared';
import styles from './ChipRack.module.css';

interface ChipRackProps {
  chips: readonly number[];
  value: number;
  onChange: (centavos: number) => void;
}

/** The chip value every click on the table places: a radio group drawn as casino chips. */
export function ChipRack({ chips, value, onChange }: ChipRackProps) {
  const { t } = useTranslation('casino');
  const name = useId();
  return (
    <fieldset className={styles.rack}>
      <legend className={styles.legend}>{t('play.chips.label')}</legend>
      <div className={styles.chips}>
        {chips.map((chip, index) => (
          <label key={chip} className={`${styles.chip} ${styles[`tone${index % 6}`]}`}>
            <input type="radio" name={name} className={styles.input} checked={chip === value} onChange={() => onChange(chip)} />
            <span className={styles.face} aria-hidden="true">
              {chip >= 100 ? chip / 100 : (chip / 100).toFixed(2).replace('.', ',')}
            </span>
            <span className="visually-hidden">{formatBRL(chip / 100)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
