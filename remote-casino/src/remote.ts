import * as React from 'react';
import { commonProductTexts, defineRemote } from '@palpite/shared';
import { casinoGameTexts, casinoLocales } from './locales/index.ts';

/** The game screens' texts, and the common product messages (casino rules and errors, bets, money). */
const gameTexts = [casinoGameTexts, commonProductTexts];

const categoryPage = (name: 'SlotPage' | 'LiveCasinoPage' | 'RoulettePage' | 'BlackjackPage' | 'TableGamesPage') => () =>
  import('./pages/CategoryPages.tsx').then((pages) => ({ default: pages[name] }));

/** The casino remote: lobby, game lists, promotions, game details and live casino. */
export default defineRemote({
  name: 'casino',
  version: __APP_VERSION__,
  react: React,
  locales: casinoLocales,
  // The lobby shows none of the common product messages; the game pages declare them.
  texts: [],
  pages: {
    home: () => import('./pages/HomePage.tsx'),
    allGames: () => import('./pages/AllGamesPage.tsx'),
    slot: categoryPage('SlotPage'),
    livecasino: categoryPage('LiveCasinoPage'),
    roulette: categoryPage('RoulettePage'),
    blackjack: categoryPage('BlackjackPage'),
    tablegames: categoryPage('TableGamesPage'),
    promotion: () => import('./pages/PromotionPage.tsx'),
    gameDetails: { load: () => import('./pages/GameDetailsPage.tsx'), texts: gameTexts },
    live: { load: () => import('./pages/LivePage.tsx'), texts: gameTexts },
  },
});
