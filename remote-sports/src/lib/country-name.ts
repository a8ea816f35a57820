import { useTranslation } from '@palpite/shared';

/**
 * A league's country in the page's language: an ISO 3166 code through `Intl.DisplayNames`
 * (`BR` → "Brasil"), codes that are not countries (`GB-ENG`, `CONMEBOL`) from the sports texts,
 * else the API's English name.
 */
export function countryName(code: string, fallback: string, language: string, translateCode: (key: string) => string | null): string {
  const own = translateCode(`countries.${code}`);
  if (own) return own;
  if (/^[A-Z]{2}$/.test(code)) {
    try {
      return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? fallback;
    } catch {
      return fallback;
    }
  }
  return fallback;
}

/** `countryName` bound to the page's language and the sports texts. */
export function useCountryName(): (code: string, fallback: string) => string {
  const { t, i18n } = useTranslation('sports');
  const translateCode = (key: string) => {
    const text = t(key, { defaultValue: '' });
    return text === '' ? null : text;
  };
  return (code, fallback) => countryName(code, fallback, i18n.language, translateCode);
}
