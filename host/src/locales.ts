import type { NamespaceLoaders, TextsPart } from '@palpite/shared';

/** The host's own texts (namespace `shell`): top bar, sidebars, footers, modals, 404. */
export const shellLocales: NamespaceLoaders = {
  'pt-BR': () => import('./locales/pt-BR.json'),
  en: () => import('./locales/en.json'),
  tr: () => import('./locales/tr.json'),
};

/** The shell's texts for dialogs whose code loads on first use: sign-in forms, search, reality check, the br warning. */
export const shellDialogTexts: TextsPart = {
  namespace: 'shell',
  loaders: {
    'pt-BR': () => import('./locales/dialogs/pt-BR.json'),
    en: () => import('./locales/dialogs/en.json'),
    tr: () => import('./locales/dialogs/tr.json'),
  },
};
