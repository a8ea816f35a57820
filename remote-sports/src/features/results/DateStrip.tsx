import { revealFocusedItem, useTranslation } from '@palpite/shared';
import { dayLabel, isoDay, stripDays } from './date-strip.ts';
import styles from './DateStrip.module.css';

interface DateStripProps {
  today: Date;
  selected: string;
  onSelect: (day: string) => void;
  days?: number;
}

/** The last days as a row of buttons, today first; the chosen day is pressed (kept on the strip once older). */
export function DateStrip({ today, selected, onSelect, days = 7 }: DateStripProps) {
  const { t, i18n } = useTranslation('sports');
  return (
    <div role="group" aria-label={t('results.dateLabel')} className={styles.strip} onFocus={revealFocusedItem}>
      {stripDays(today, days, selected).map((date) => {
        const key = isoDay(date);
        const label = dayLabel(date, today, i18n.language);
        return (
          <button key={key} type="button" className={styles.day} aria-pressed={key === selected} onClick={() => onSelect(key)}>
            <span className={styles.weekday}>{label.relative ? t(`results.${label.relative}`) : label.weekday}</span>
            <span className={styles.date}>{label.day}</span>
          </button>
        );
      })}
    </div>
  );
}
