import * as React from 'react';
import { commonProductTexts, defineRemote } from '@palpite/shared';
import { sportsLocales } from './locales/index.ts';

const matchPage = (name: 'LiveTypesPage' | 'BasketTypesPage' | 'BetTypesPage') => () =>
  import('./pages/MatchPages.tsx').then((pages) => ({ default: pages[name] }));

/** The sports remote: sportsbook, live betting, match markets, results and my bets. */
export default defineRemote({
  name: 'sports',
  version: __APP_VERSION__,
  react: React,
  locales: sportsLocales,
  texts: [commonProductTexts],
  pages: {
    sportsHome: () => import('./pages/SportsHomePage.tsx'),
    promoSports: () => import('./pages/PromoSportsPage.tsx'),
    results: () => import('./pages/ResultsPage.tsx'),
    basketball: () => import('./pages/BasketballPage.tsx'),
    sportsBet: () => import('./pages/SportsBetPage.tsx'),
    liveBets: () => import('./pages/LiveBetsPage.tsx'),
    liveTypes: matchPage('LiveTypesPage'),
    basketTypes: matchPage('BasketTypesPage'),
    betTypes: matchPage('BetTypesPage'),
    myBets: () => import('./pages/MyBetsPage.tsx'),
  },
  widgets: {
    betSlip: () => import('./features/bet-slip/BetSlipWidget.tsx'),
  },
});
