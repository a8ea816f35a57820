import * as React from 'react';
import { defineRemote } from '@palpite/shared';
import { casinoLocales } from './locales/index.ts';

const categoryPage = (name: 'SlotPage' | 'LiveCasinoPage' | 'RoulettePage' | 'BlackjackPage' | 'TableGamesPage') => () =>
  import('./pages/CategoryPages.tsx').then((pages) => ({ default: pages[name] }));

/** The casino remote: lobby, game lists, promotions, game details and live casino. */
export default defineRemote({
  name: 'casino',
  version: __APP_VERSION__,
  react: React,
  locales: casinoLocales,
  pages: {
    home: () => import('./pages/HomePage.tsx'),
    allGames: () => import('./pages/AllGamesPage.tsx'),
    slot: categoryPage('SlotPage'),
    livecasino: categoryPage('LiveCasinoPage'),
    roulette: categoryPage('RoulettePage'),
    blackjack: categoryPage('BlackjackPage'),
    tablegames: categoryPage('TableGamesPage'),
    promotion: () => import('./pages/PromotionPage.tsx'),
    gameDetails: () => import('./pages/GameDetailsPage.tsx'),
    live: () => import('./pages/LivePage.tsx'),
  },
});
