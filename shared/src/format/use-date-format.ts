import { useLanguage } from '../i18n/use-language.ts';
import { formatDateTime, formatDayMonthYear, formatTimeOfDay } from './date.ts';

/** Date formatters bound to the interface language; an invalid date shows as an em dash (its time as nothing). */
export function useDateFormat() {
  const language = useLanguage();
  return {
    date: (value: string | Date) => formatDayMonthYear(value, language) ?? '—',
    dateTime: (value: string | Date) => formatDateTime(value, language) ?? '—',
    time: (value: string | Date) => formatTimeOfDay(value, language) ?? '',
  };
}
