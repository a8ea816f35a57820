import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES, ROUTES, type Language } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import remote from './remote.ts';
import { sportsLocales } from './locales/index.ts';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';
import tr from './locales/tr.json';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, tr };

/** Every page's h1 is the `<pageId>.title` text of the sports namespace. */
function titleOf(language: Language, page: string): string {
  const title = (TEXTS[language][page] as { title?: unknown } | undefined)?.title;
  if (typeof title !== 'string') throw new Error(`${language}: no ${page}.title`);
  return title;
}

function renderPage(pageId: string, props: Record<string, string> = {}, language: Language = 'pt-BR') {
  const Page = remote.pages[pageId]!;
  return renderWithPlatform(
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>,
    { language, namespaces: { sports: sportsLocales } },
  );
}

describe('sports remote', () => {
  it('defines exactly the pages the route table gives it', () => {
    const expected = new Set(ROUTES.filter((route) => route.remote === 'sports').map((route) => route.page));
    expect(new Set(Object.keys(remote.pages))).toEqual(expected);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.keys(remote.pages))('renders %s with its translated title', async (pageId) => {
      await renderPage(pageId, { matchId: '1001' }, language);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(titleOf(language, pageId));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });

  it('titles the sports home after the sport of its sportType prop', async () => {
    await renderPage('sportsHome', { sportType: 'football' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Futebol');
    expect(screen.getByRole('link', { name: 'Futebol' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the match of its matchId prop with market group tabs', async () => {
    await renderPage('betTypes', { matchId: '4242' }, 'en');
    expect(await screen.findByText('Match #4242')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Corners' })).toBeInTheDocument();
  });

  it('lists my bets with the columns of spec §3', async () => {
    await renderPage('myBets', {}, 'en');
    await screen.findByRole('heading', { level: 1 });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Bet ID', 'Date', 'Type', 'Stake', 'Potential win', 'Status', 'Details', 'Selections']);
  });
});
