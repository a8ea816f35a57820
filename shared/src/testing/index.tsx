/**
 * Test helpers for every app: render inside the platform's store and i18n (loaded with a
 * language's real texts) and a memory router, then query by role as a player would.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '../PlatformProvider.tsx';
import type { RemoteModule, RemotePageProps } from '../contract/remote.ts';
import { commonProductTexts } from '../i18n/common.ts';
import { changeLanguage, i18n, initI18n, registerNamespace, type NamespaceLoaders } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';

export interface PlatformRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  language?: Language;
  /** Texts to load: a namespace's loaders, or several parts of it. */
  namespaces?: Record<string, NamespaceLoaders | readonly NamespaceLoaders[]>;
  /**
   * `all` (the default) loads every part of the common texts, as a component test wants; `base`
   * loads only what every page gets, so a test of a remote's pages proves each declares its texts.
   */
  commonTexts?: 'all' | 'base';
}

const missing = new Set<string>();
let listening = false;

/** Records every text a component asked for that its namespace does not have (shown as the raw key). */
function recordMissingTexts(): void {
  if (listening) return;
  listening = true;
  // A handler of our own, because i18next's default for saveMissing writes the key into the
  // fallback language's texts, which would hide the same gap in the next test.
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key, shown) => {
    if (shown === key) missing.add(`${i18n.language} ${namespace}:${key}`);
  };
}

/** The texts shown as raw keys since the last `renderWithPlatform` (`<language> <namespace>:<key>`). */
export function missingTexts(): string[] {
  return [...missing];
}

export async function renderWithPlatform(ui: ReactElement, options: PlatformRenderOptions = {}): Promise<RenderResult> {
  const { route = '/', language = 'en', namespaces = {}, commonTexts = 'all', ...renderOptions } = options;
  await initI18n(language);
  recordMissingTexts();
  missing.clear();
  const parts = Object.entries(namespaces).flatMap(([namespace, loaders]) =>
    (Array.isArray(loaders) ? loaders : [loaders]).map((part) => [namespace, part] as const),
  );
  if (commonTexts === 'all') parts.push([commonProductTexts.namespace, commonProductTexts.loaders]);
  await Promise.all(parts.map(([namespace, part]) => registerNamespace(namespace, part)));
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
/** One of a remote's pages as the host mounts it (lazy, inside Suspense), with the platform around it. */
export function renderRemotePage(
  remote: RemoteModule,
  pageId: string,
  options: PlatformRenderOptions & { props?: RemotePageProps } = {},
): Promise<RenderResult> {
  const { props = {}, ...renderOptions } = options;
  const Page = remote.pages[pageId];
  if (!Page) throw new Error(`${remote.name} has no page ${pageId}`);
  return renderWithPlatform(
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>,
    renderOptions,
  );
}

/** `<pageId>.title` of a remote's texts in one language: every remote page's h1. */
export function pageTitle(texts: Record<string, unknown>, pageId: string): string {
  const title = (texts[pageId] as { title?: unknown } | undefined)?.title;
  if (typeof title !== 'string') throw new Error(`no ${pageId}.title`);
  return title;
}

export { apiError, json, logIn, logOut, makeUser, mockApi, type ApiCall } from './api-mock.ts';
export { welcomeOffer } from './fixtures.ts';
export { addModuleStylesheet, declared, minWidthRem, readStylesheet, splitAtRules, type AtRuleBlock } from './stylesheet.ts';
export { resetServerClock } from '../api/server-clock.ts';
