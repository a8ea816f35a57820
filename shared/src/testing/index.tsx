/**
 * Test helpers for every app: render inside the platform's store and i18n (loaded with a
 * language's real texts) and a memory router, then query by role as a player would.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '../PlatformProvider.tsx';
import { changeLanguage, initI18n, registerNamespace, type NamespaceLoaders } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';

export interface PlatformRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  language?: Language;
  namespaces?: Record<string, NamespaceLoaders>;
}

export async function renderWithPlatform(ui: ReactElement, options: PlatformRenderOptions = {}): Promise<RenderResult> {
  const { route = '/', language = 'en', namespaces = {}, ...renderOptions } = options;
  await initI18n(language);
  await Promise.all(Object.entries(namespaces).map(([namespace, loaders]) => registerNamespace(namespace, loaders)));
  await changeLanguage(language);
  return render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <PlatformProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </PlatformProvider>
    ),
  });
}
export { apiError, json, logIn, logOut, makeUser, mockApi, type ApiCall } from './api-mock.ts';
