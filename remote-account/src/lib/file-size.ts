import type { Language } from '@palpite/shared';

/** `1,4 MB`, `320 KB` in the interface language's number format. */
export function formatFileSize(bytes: number, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number.format(bytes / (1024 * 1024))} MB`;
  return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
