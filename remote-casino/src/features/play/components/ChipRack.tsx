import { useId } from 'react';
import { formatBRL, useTranslation } from '@palpite/shared';
import styles from './ChipRack.module.css';

interface ChipRackProps {
  chips: readonly number[];
  value: number;
  onChange: (centavos: number) => void;
  /**
   * Why a chip cannot be picked now (more than the round leaves), or null while it can. Such a chip
   * reads unavailable (`aria-disabled`) and is described by the reason, as the SDK Button's
   * `unavailableReason` does, yet stays in the group's arrow-key order: a `disabled` radio is skipped
   * and cannot say why.
   */
  unavailableReason?: (centavos: number) => string | null;
}

const NO_REASON = () => null;

/** The chip value every click on the table places: a radio group drawn as casino chips. */
export function ChipRack({ chips, value, onChange, unavailableReason = NO_REASON }: ChipRackProps) {
  const { t } = useTranslation('casino');
  const name = useId();
  const reasonIdOf = (chip: number) => `${name}-unavailable-${chip}`;
  const reasons = chips.map((chip) => [chip, unavailableReason(chip)] as const);
  return (
    <fieldset className={styles.rack}>
      <legend className={styles.legend}>{t('play.chips.label')}</legend>
      <div className={styles.chips}>
        {reasons.map(([chip, reason], index) => (
          <label key={chip} className={`${styles.chip} ${styles[`tone${index % 6}`]}`}>
            <input
              type="radio"
              name={name}
              className={styles.input}
              checked={chip === value}
              aria-disabled={reason !== null || undefined}
              aria-describedby={reason !== null ? reasonIdOf(chip) : undefined}
              // A press (or an arrow key) on an unavailable chip leaves the chip in use as it was.
              onChange={() => {
                if (reason === null) onChange(chip);
              }}
            />
            <span className={styles.face} aria-hidden="true">
              {chip >= 100 ? chip / 100 : (chip / 100).toFixed(2).replace('.', ',')}
            </span>
            <span className="visually-hidden">{formatBRL(chip / 100)}</span>
          </label>
        ))}
      </div>
      {/* Hidden, yet each unavailable chip's description: read with it, not again on its own. */}
      {reasons.map(([chip, reason]) =>
        reason !== null ? (
          <span key={chip} id={reasonIdOf(chip)} hidden>
            {reason}
          </span>
        ) : null,
      )}
    </fieldset>
  );
}
