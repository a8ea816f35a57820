import * as React from 'react';
import { commonProductTexts, defineRemote } from '@palpite/shared';
import { accountLocales } from './locales/index.ts';

const legalPage = (name: 'BonusTermsPage' | 'TermsPage' | 'AboutPage' | 'PrivacyPage' | 'ResponsibleGamblingPage') => () =>
  import('./pages/LegalPages.tsx').then((pages) => ({ default: pages[name] }));

/** The account remote: dashboard, security, sessions, verification, and the legal and info pages. */
export default defineRemote({
  name: 'account',
  version: __APP_VERSION__,
  react: React,
  locales: accountLocales,
  texts: [commonProductTexts],
  pages: {
    dashboard: () => import('./pages/DashboardPage.tsx'),
    security: () => import('./pages/SecurityPage.tsx'),
    activeSessions: () => import('./pages/ActiveSessionsPage.tsx'),
    verification: () => import('./pages/VerificationPage.tsx'),
    bonusTerms: legalPage('BonusTermsPage'),
    terms: legalPage('TermsPage'),
    about: legalPage('AboutPage'),
    privacy: legalPage('PrivacyPage'),
    responsibleGambling: legalPage('ResponsibleGamblingPage'),
  },
});
