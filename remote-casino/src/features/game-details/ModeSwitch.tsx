import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import styles from './ModeSwitch.module.css';

export const PLAY_MODES = ['real', 'demo'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** Real money or demo play: a radio group drawn as a segmented control. */
export function ModeSwitch({ mode, onChange }: { mode: PlayMode; onChange: (mode: PlayMode) => void }) {
  const { t } = useTranslation('casino');
  const name = useId();
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('gameDetails.mode')}</legend>
      {PLAY_MODES.map((option) => (
        <label key={option} className={styles.option}>
          <input type="radio" name={name} value={option} checked={mode === option} onChange={() => onChange(option)} className={styles.input} />
          <span className={styles.label}>{t(`gameDetails.modes.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
