import type { NamespaceLoaders } from '@palpite/shared';

/** The wallet namespace: only the active language's file is downloaded. */
export const walletLocales: NamespaceLoaders = {
  'pt-BR': () => import('./pt-BR.json'),
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
};
