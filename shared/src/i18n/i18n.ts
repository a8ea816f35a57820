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

export const i18n: I18n = i18next.createInstance();
const namespaces = new Map<string, NamespaceLoaders>();
const loading = new Map<string, Promise<void>>();

function loadBundle(namespace: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  const pending =
    loading.get(key) ??
    (async () => {
      const loaders = namespaces.get(namespace);
      if (!loaders) return;
      const module = await loaders[language]();
      i18n.addResourceBundle(language, namespace, module.default, true, true);
    })().finally(() => loading.delete(key));
  loading.set(key, pending);
  return pending;
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Registers an app's namespace and resolves once the active language's texts are loaded. */
export function registerNamespace(namespace: string, loaders: NamespaceLoaders): Promise<void> {
  namespaces.set(namespace, loaders);
  return loadBundle(namespace, currentLanguage());
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
  namespaces.set('common', commonLocales);
  await Promise.all([...namespaces.keys()].map((namespace) => loadBundle(namespace, language)));
  return i18n;
}

/** Switches language after every registered namespace has its texts; ignores unknown languages. */
export async function changeLanguage(next: string): Promise<void> {
  if (!isLanguage(next)) return;
  await Promise.all([...namespaces.keys()].map((namespace) => loadBundle(namespace, next)));
  writeStored(STORAGE_KEYS.selectedLanguage, next);
  reflectOnDocument(next);
  await i18n.changeLanguage(next);
}
