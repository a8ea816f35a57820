import type { NamespaceLoaders, TextsPart } from './i18n.ts';

/** Texts every app may use: generic actions, states and errors, sign-in, notifications, promotions. */
export const commonLocales: NamespaceLoaders = {
  'pt-BR': () => import('./locales/common/pt-BR.json'),
  en: () => import('./locales/common/en.json'),
  tr: () => import('./locales/common/tr.json'),
};

/**
 * The products' own messages in the common namespace — money (deposits, withdrawals, transactions,
 * bonuses), bets, casino rules and errors, responsible gambling, documents — which the API also
 * answers with. A visitor's casino lobby shows none of them, so they are a part of their own:
 * remotes that show them declare it (`defineRemote` `texts`), and the host loads it once a player
 * is logged in, for the notifications that carry these keys.
 */
export const commonProductTexts: TextsPart = {
  namespace: 'common',
  loaders: {
    'pt-BR': () => import('./locales/common/product/pt-BR.json'),
    en: () => import('./locales/common/product/en.json'),
    tr: () => import('./locales/common/product/tr.json'),
  },
};
