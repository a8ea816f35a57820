import type { NamespaceLoaders } from '@palpite/shared';

/** The casino namespace: only the active language's file is downloaded. */
export const casinoLocales: NamespaceLoaders = {
  'pt-BR': () => import('./pt-BR.json'),
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
};
