/**
 * The platform's one i18next instance. Each app registers its own namespace with a loader per
 * language; only the active language's files are downloaded.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../session/storage.ts';
import { commonLocales } from './common.ts';
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

export type LocaleResources = Record<string, unknown>;
export type NamespaceLoaders = Record<Language, () => Promise<{ default: LocaleResources }>>;

/** One more part of a namespace's texts, loaded only where it is needed (see `registerNamespace`). */
export interface TextsPart {
  readonly namespace: string;
  readonly loaders: NamespaceLoaders;
}

export const i18n: I18n = i18next.createInstance();
/**
 * Each namespace's texts, possibly in parts: a remote keeps texts only some pages need (the game
 * screens of the casino, say) in a part of their own that loads with those pages, so the lobby does
 * not download them. Parts merge into one namespace, so components read every key the same way.
 */
const namespaces = new Map<string, Set<NamespaceLoaders>>();
const loaded = new WeakMap<NamespaceLoaders, Map<Language, Promise<void>>>();

function loadPart(namespace: string, loaders: NamespaceLoaders, language: Language): Promise<void> {
  const byLanguage = loaded.get(loaders) ?? new Map<Language, Promise<void>>();
  loaded.set(loaders, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const pending = loaders[language]().then((module) => {
    i18n.addResourceBundle(language, namespace, module.default, true, true);
  });
  byLanguage.set(language, pending);
  // A failed download is retried on the next request (the page's retry, a language change).
  pending.catch(() => byLanguage.delete(language));
  return pending;
}

function registeredParts(): Array<[namespace: string, loaders: NamespaceLoaders]> {
  return [...namespaces].flatMap(([namespace, parts]) => [...parts].map((loaders) => [namespace, loaders] as [string, NamespaceLoaders]));
}

function loadAll(language: Language): Promise<void[]> {
  return Promise.all(registeredParts().map(([namespace, loaders]) => loadPart(namespace, loaders, language)));
}

/**
 * Loads every registered part in `language` as far as it goes: a part that fails is reported and
 * left to i18next's fallback language, whose texts it gets if it lacks them; it is not remembered
 * as failed, so the next `registerNamespace` of it or the next language change downloads it again.
 */
async function loadWhatLoads(language: Language): Promise<void> {
  const parts = registeredParts();
  const results = await Promise.allSettled(parts.map(([namespace, loaders]) => loadPart(namespace, loaders, language)));
  const fallbacks = results.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [];
    const [namespace, loaders] = parts[index]!;
    console.warn(`[palpite] the ${language} texts of ${namespace} could not be loaded; shown in ${DEFAULT_LANGUAGE} meanwhile`, result.reason);
    return language === DEFAULT_LANGUAGE ? [] : [loadPart(namespace, loaders, DEFAULT_LANGUAGE)];
  });
  for (const result of await Promise.allSettled(fallbacks)) {
    if (result.status === 'rejected') console.warn(`[palpite] the ${DEFAULT_LANGUAGE} texts to fall back on could not be loaded either`, result.reason);
  }
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Registers texts of a namespace (an app's texts, or one more part of them) and resolves once the
 * active language's file is loaded. Registering the same loaders again costs nothing.
 */
export function registerNamespace(namespace: string, loaders: NamespaceLoaders): Promise<void> {
  const parts = namespaces.get(namespace) ?? new Set<NamespaceLoaders>();
  namespaces.set(namespace, parts.add(loaders));
  return loadPart(namespace, loaders, currentLanguage());
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function reflectOnDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Picks the language (stored choice, then browser) and initialises i18next once. */
export async function initI18n(language: Language = chooseLanguage(readStored(STORAGE_KEYS.selectedLanguage), browserLanguages())): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['pt-BR', 'en', 'tr'],
      defaultNS: 'common',
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  reflectOnDocument(language);
  namespaces.set('common', (namespaces.get('common') ?? new Set<NamespaceLoaders>()).add(commonLocales));
  await loadAll(language);
  return i18n;
}

/** Counts the switches asked for: only the latest may apply, however their downloads finish. */
let latestSwitch = 0;

/**
 * Switches language once every registered namespace has its texts, or failed to get them: one
 * remote's texts that do not download do not keep the whole page in the former language (that
 * remote shows the fallback language's meanwhile). Resolves true once the page reads in `next`
 * with no later switch asked for; false for an unknown language, or when a later switch took its
 * place (the later one wins, even when this one's texts arrive last). The stored choice and
 * `<html lang>` change only once i18next has switched: if it throws, both still say what the page
 * shows, so a caller has nothing to undo.
 */
export async function changeLanguage(next: string): Promise<boolean> {
  if (!isLanguage(next)) return false;
  const thisSwitch = ++latestSwitch;
  await loadWhatLoads(next);
  if (thisSwitch !== latestSwitch) return false;
  await i18n.changeLanguage(next);
  // i18next too applies only its latest change, so it may not have taken this one: keep what it shows.
  if (i18n.language !== next) return false;
  writeStored(STORAGE_KEYS.selectedLanguage, next);
  reflectOnDocument(next);
  return thisSwitch === latestSwitch;
}
