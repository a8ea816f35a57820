/**
 * Server-side texts: the same `common` catalogue the front end uses (shared/src/i18n/locales), its
 * base and its product part together, so a message key means the same words on both sides. The language comes from the request's
 * Accept-Language, chosen among pt-BR (default), en and tr.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chooseLanguageFromHeader, LANGUAGES, type Language } from './languages.ts';

const CATALOGUE_DIR = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'src', 'i18n', 'locales', 'common');

type Catalogue = Record<string, unknown>;

/**
 * The front end downloads the product part only where it is needed, and never the server part
 * (answers only ops and tools read: ops tokens, the release registry, the sandbox); the parts share
 * no section.
 */
const CATALOGUE_PARTS = ['', 'product', 'server'];

function readCatalogue(language: Language): Catalogue {
  const parts = CATALOGUE_PARTS.map((part) => JSON.parse(readFileSync(join(CATALOGUE_DIR, part, `${language}.json`), 'utf8')) as Catalogue);
  return Object.assign({}, ...parts) as Catalogue;
}

const catalogues: Record<Language, Catalogue> = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(language)])) as Record<
  Language,
  Catalogue
>;

function lookup(catalogue: Catalogue, key: string): string | null {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

/**
 * A key's text in one catalogue; with a string `context`, its `key_context` form first, as i18next
 * picks it (the front end translates the same key with the same params); with a numeric `count`, its
 * plural form (`_zero` for 0 where the language has one, then the language's plural category).
 */
function textIn(catalogue: Catalogue, language: Language, key: string, count: unknown, context?: unknown): string | null {
  const inContext = typeof context === 'string' && context !== '' ? lookup(catalogue, `${key}_${context}`) : null;
  if (inContext !== null) return inContext;
  const plain = lookup(catalogue, key);
  if (plain !== null || typeof count !== 'number') return plain;
  return (count === 0 ? lookup(catalogue, `${key}_zero`) : null) ?? lookup(catalogue, `${key}_${new Intl.PluralRules(language).select(count)}`);
}

/** The text for a key in a language, with `{{param}}` placeholders filled; null if unknown. */
export function translate(key: string, language: Language, params: Record<string, string | number> = {}): string | null {
  const text =
    textIn(catalogues[language], language, key, params['count'], params['context']) ??
    textIn(catalogues['pt-BR'], 'pt-BR', key, params['count'], params['context']);
  if (text === null) return null;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * A success answer's notice: its text in `language` and the `common` key it came from, as an error
 * answer names its key, so the page can say it again in a language picked after it came.
 */
export function successNotice(key: string, language: Language): { message_key: string; message: string } {
  return { message_key: key, message: translate(key, language) ?? key };
}

export function hasMessage(key: string): boolean {
  return lookup(catalogues.en, key) !== null;
}

export { chooseLanguageFromHeader, type Language };
