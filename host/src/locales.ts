import type { NamespaceLoaders } from '@palpite/shared';

/** The host's own texts (namespace `shell`): top bar, sidebars, footers, modals, 404. */
export const shellLocales: NamespaceLoaders = {
  'pt-BR': () => import('./locales/pt-BR.json'),
  en: () => import('./locales/en.json'),
  tr: () => import('./locales/tr.json'),
};
