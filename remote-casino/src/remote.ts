import * as React from 'react';
import { defineRemote } from '@palpite/shared';

export default defineRemote({
  name: 'casino',
  version: __APP_VERSION__,
  react: React,
  locales: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    en: () => import('./locales/en.json'),
    tr: () => import('./locales/tr.json'),
  },
  pages: {
    home: () => import('./pages/HomePage.tsx'),
  },
});
