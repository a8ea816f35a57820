import type { NamespaceLoaders, TextsPart } from '@palpite/shared';

/** The casino namespace: only the active language's file is downloaded. */
export const casinoLocales: NamespaceLoaders = {
  'pt-BR': () => import('./pt-BR.json'),
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
};

/**
 * The casino namespace's texts for the game screens (playing, rules, round recall, fairness, live
 * tables): half of the casino's words, which the lobby never shows, so they load with the game pages.
 */
export const casinoGameTexts: TextsPart = {
  namespace: 'casino',
  loaders: {
    'pt-BR': () => import('./game/pt-BR.json'),
    en: () => import('./game/en.json'),
    tr: () => import('./game/tr.json'),
  },
};
