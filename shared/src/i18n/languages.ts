/** Interface languages (spec §1): pt-BR is the default; a stored choice applies only if valid. */
export const LANGUAGES = ['pt-BR', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  'pt-BR': 'Português',
  en: 'English',
  tr: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser tag (`pt`, `pt-PT`, `en-GB`, `tr-TR`) to one of ours, or null. */
export function matchBrowserLanguage(tag: string): Language | null {
  const base = tag.toLowerCase().split('-')[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'en') return 'en';
  if (base === 'tr') return 'tr';
  return null;
}

/** The stored `selectedLanguage` if it is one of ours, else the first browser match, else pt-BR. */
export function chooseLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
