import { formatDayMonthYear, formatTimeOfDay } from '../format/date.ts';
import { useLanguage } from '../i18n/use-language.ts';
import styles from './DateTime.module.css';

interface DateTimeProps {
  /** An ISO 8601 instant. */
  value: string;
  /** From 768 px up, the time goes under the day in a smaller type: a narrow column in a wide table. */
  stackOnWideScreens?: boolean;
}

/**
 * When something happened, as the site's lists and tables show it: the day, then the time in a
 * quieter tone (`28 de nov. de 2026 14:05`), breaking between the two only; an em dash for an
 * invalid date.
 */
export function DateTime({ value, stackOnWideScreens = false }: DateTimeProps) {
  const language = useLanguage();
  const day = formatDayMonthYear(value, language);
  const time = formatTimeOfDay(value, language);
  if (day === null || time === null) return <>—</>;
  return (
    <time dateTime={value} className={stackOnWideScreens ? `${styles.when} ${styles.stacked}` : styles.when}>
      <span>{day}</span> <span className={styles.time}>{time}</span>
    </time>
  );
}
