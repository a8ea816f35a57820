import { chooseLanguage, LANGUAGES, type Language } from '@palpite/shared/languages';

export { LANGUAGES, type Language };

/** `Accept-Language: en-US,en;q=0.9,pt;q=0.8` → `en`; nothing usable → pt-BR. */
export function chooseLanguageFromHeader(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return chooseLanguage(null, tags);
}
