/**
 * The apps' translation files, read from the sources so that assertions follow the texts the
 * teams write instead of copying them into the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './env.ts';

export type Language = 'pt-BR' | 'en' | 'tr';
export type App = 'host' | 'shared' | 'casino' | 'sports' | 'account' | 'wallet';

function appSrc(app: App): string {
  return join(REPO_ROOT, app === 'host' || app === 'shared' ? app : `remote-${app}`, 'src');
}

/** Every `<lang>.json` below a `locales` folder of the app's sources. */
function localeFiles(dir: string, language: Language, insideLocales = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : localeFiles(path, language, insideLocales || entry.name === 'locales');
    return insideLocales && entry.name === `${language}.json` ? [path] : [];
  });
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
}

const cache = new Map<string, Map<string, string>>();

/** Key → text of one app in one language (keys are dotted paths, across all its locale files). */
export function texts(app: App, language: Language): Map<string, string> {
  const cacheKey = `${app}/${language}`;
  let entries = cache.get(cacheKey);
  if (!entries) {
    entries = new Map();
    for (const file of localeFiles(appSrc(app), language)) flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', entries);
    cache.set(cacheKey, entries);
  }
  return entries;
}

/** One text by its key; throws when the key is gone so a renamed key fails loudly. */
export function t(app: App, language: Language, key: string): string {
  const text = texts(app, language).get(key);
  if (text === undefined) throw new Error(`no ${language} text ${key} in ${app}'s locale files`);
  return text;
}

/** The SDK's `common` namespace (buttons, errors), shared by every app: its base and its parts. */
export function common(language: Language, key: string): string {
  const entries = new Map<string, string>();
  for (const file of localeFiles(join(appSrc('shared'), 'i18n', 'locales', 'common'), language, true))
    flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', entries);
  const text = entries.get(key);
  if (text === undefined) throw new Error(`no ${language} text ${key} in the SDK's common namespace`);
  return text;
}
