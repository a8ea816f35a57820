import type { NamespaceLoaders } from './i18n.ts';

/** Texts every app may use: generic actions, states and errors. */
export const commonLocales: NamespaceLoaders = {
  'pt-BR': () => import('./locales/common/pt-BR.json'),
  en: () => import('./locales/common/en.json'),
  tr: () => import('./locales/common/tr.json'),
};
