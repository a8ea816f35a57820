import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES, ROUTES, type Language } from '@palpite/shared';
import { missingTexts, pageTitle, renderRemotePage } from '@palpite/shared/testing';
import remote from './remote.ts';
import { accountLocales } from './locales/index.ts';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';
import tr from './locales/tr.json';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, tr };

/** Every page's h1 is the `<pageId>.title` text of the account namespace. */
const titleOf = (language: Language, page: string) => pageTitle(TEXTS[language], page);

const renderPage = (pageId: string, language: Language = 'pt-BR', route = '/') =>
  renderRemotePage(remote, pageId, { language, route, namespaces: { account: accountLocales }, commonTexts: 'base' });

describe('account remote', () => {
  // No network in unit tests: the pages that load data stay in their loading state here.
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('defines exactly the pages the route table gives it', () => {
    const expected = new Set(ROUTES.filter((route) => route.remote === 'account').map((route) => route.page));
    expect(new Set(Object.keys(remote.pages))).toEqual(expected);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.keys(remote.pages))('renders %s with its translated title and no missing text', async (pageId) => {
      await renderPage(pageId, language);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(titleOf(language, pageId));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(missingTexts()).toEqual([]);
    });
  });

  it('shares the account tabs between the four account pages, marking the current one', async () => {
    await renderPage('security', 'en', '/user/security');
    const tabs = await screen.findByRole('navigation', { name: 'My account' });
    const links = Array.from(tabs.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['General', '/user/dashboard'],
      ['Security', '/user/security'],
      ['Active sessions', '/user/active-sessions'],
      ['Verification', '/user/verification'],
    ]);
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the sessions with their columns and asks for the three document kinds', async () => {
    const view = await renderPage('activeSessions', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Device',
      'Browser',
      'Operating system',
      'IP address',
      'Started',
      'Last active',
      'Current',
      'Actions',
    ]);
    view.unmount();

    await renderPage('verification', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Identity document',
      'Proof of address',
      'Proof of payment',
    ]);
    expect(screen.getAllByLabelText(/Choose a file/)).toHaveLength(3);
  });
});
