import { useLanguage } from '@palpite/shared';
import { dateAndTime } from '../lib/match-format.ts';
import styles from './DateTime.module.css';

/** A date and time as the rest of the site shows them (`28 de nov. de 2026 00:36`); an em dash for an invalid date. */
export function DateTime({ value }: { value: string }) {
  const shown = dateAndTime(value, useLanguage());
  if (!shown) return <>—</>;
  return (
    <time dateTime={value} className={styles.when}>
      <span>{shown.date}</span> <span className={styles.time}>{shown.time}</span>
    </time>
  );
}
