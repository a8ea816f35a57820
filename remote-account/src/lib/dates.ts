import { formatDayMonthYear, isLanguage, DEFAULT_LANGUAGE, useTranslation, type Language } from '@palpite/shared';

/** `14:05` (pt-BR, tr), `02:05 PM` (en). */
function formatTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(value));
}

/** `21 de nov. de 2026, 14:05` (pt-BR), `Nov 21, 2026, 02:05 PM` (en); null for an invalid date. */
export function formatDateTime(value: string | Date, language: Language): string | null {
  const day = formatDayMonthYear(value, language);
  return day === null ? null : `${day}, ${formatTime(value, language)}`;
}

/** The interface language as the platform's `Language`. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Date formatters bound to the interface language; invalid dates show as an em dash. */
export function useDateFormat() {
  const language = useLanguage();
  return {
    date: (value: string | Date) => formatDayMonthYear(value, language) ?? '—',
    dateTime: (value: string | Date) => formatDateTime(value, language) ?? '—',
    time: (value: string | Date) => (formatDayMonthYear(value, language) === null ? '' : formatTime(value, language)),
  };
}
