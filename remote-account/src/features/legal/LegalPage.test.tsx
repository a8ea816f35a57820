import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, matchRoute, modalsAtom, palpiteStore, paths, type Jurisdiction, type Language } from '@palpite/shared';
import { ACCOUNT_TERMS } from '@palpite/shared/terms';
import ptBR from '../../locales/pt-BR.json';
import en from '../../locales/en.json';
import tr from '../../locales/tr.json';
import { LEGAL_DOCS, LEGAL_UPDATED_ON, legalPath, type LegalDoc } from './legal-docs.ts';
import { sectionsFor } from './legal-document.ts';
import { LEGAL_DOCUMENTS } from './LegalPage.tsx';
import { renderLegal } from './legal-testing.tsx';
import { logIn, logOut } from '../../testing/account-testing.tsx';

const TEXTS: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, tr };
const DOCS = Object.keys(LEGAL_DOCS) as LegalDoc[];
const JURISDICTIONS: readonly Jurisdiction[] = ['default', 'br'];

/** A text of a locale file by its dotted key, with the figures a title may carry filled in. */
function textOf(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[language]);
  if (typeof value !== 'string') throw new Error(`${language}: no text ${key}`);
  return value.replace('{{minimumAge}}', String(ACCOUNT_TERMS.minimumAgeYears));
}

describe.each(JURISDICTIONS)('%s profile', (jurisdiction) => {
  describe.each(LANGUAGES)('legal pages in %s', (language) => {
    describe.each(DOCS)('%s', (doc) => {
      const sections = sectionsFor(LEGAL_DOCUMENTS[doc], jurisdiction);
      const render = () => renderLegal(doc, language, legalPath(doc), jurisdiction);

      it('has one h1, its title, then an h2 per section in order, each under its anchor', async () => {
        await render();
        const h1 = screen.getAllByRole('heading', { level: 1 });
        expect(h1.map((heading) => heading.textContent)).toEqual([textOf(language, `${doc}.title`)]);

        const titles = sections.map((section) => textOf(language, `${doc}.${section.key}.title`));
        expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(titles);
        for (const [index, section] of sections.entries()) {
          const region = screen.getByRole('region', { name: titles[index] });
          expect(region).toHaveAttribute('id', section.id);
          expect(region.textContent!.length, `${section.id} has content`).toBeGreaterThan(titles[index]!.length + 40);
        }
        // h3 only inside sections (no level is skipped).
        for (const h3 of screen.queryAllByRole('heading', { level: 3 })) expect(h3.closest('section[id]')).not.toBeNull();
      });

      it('shows the introduction and the last-updated date from the constant', async () => {
        await render();
        const time = document.querySelector('article time');
        expect(time).toHaveAttribute('dateTime', LEGAL_UPDATED_ON[doc]);
        expect(time!.textContent).toContain(LEGAL_UPDATED_ON[doc].slice(0, 4));
        expect(time!.parentElement).toHaveTextContent(textOf(language, 'legal.updated'));
      });

      it('leaves no key or placeholder untranslated', async () => {
        await render();
        const text = document.body.textContent ?? '';
        expect(text).not.toMatch(/\{\{|\}\}|<\/?[a-z]+>/);
        // A missing text shows as its key (`terms.withdrawals.free`): looked for in each text of the page, as one
        // glued to the text before it (a table cell after `betslip_pending`) has no word boundary in the whole.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
        expect(texts.filter((part) => /\b(legal|terms|bonusTerms|privacy|responsibleGambling|about|payments)\.[a-zA-Z]+\.[a-zA-Z_]+/.test(part))).toEqual([]);
      });

      it('gives every link of the text its words and its target (a site page or a mail address)', async () => {
        await render();
        for (const link of screen.getByRole('article').querySelectorAll('a')) {
          expect(link.textContent?.trim(), link.outerHTML).not.toBe('');
          expect(link.getAttribute('href'), link.outerHTML).toMatch(/^(\/|#|mailto:[^@\s]+@[^@\s]+$)/);
        }
      });

      it('links a visitor to no page that needs an account (the host answers those with “page not found”)', async () => {
        await render();
        for (const link of screen.getByRole('article').querySelectorAll('a[href^="/"]')) {
          const { pathname } = new URL(link.getAttribute('href')!, 'https://palpite.invalid');
          expect(matchRoute(pathname)?.route.meta.requiresAuth, link.outerHTML).not.toBe(true);
        }
      });

      it('links to the five legal pages, marking this one', async () => {
        await render();
        const nav = screen.getByRole('navigation', { name: textOf(language, 'legal.navLabel') });
        const links = within(nav).getAllByRole('link');
        expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
          DOCS.map((other) => [textOf(language, `${other}.title`), legalPath(other)]),
        );
        expect(within(nav).getByRole('link', { name: textOf(language, `${doc}.title`) })).toHaveAttribute('aria-current', 'page');
      });

      it(LEGAL_DOCUMENTS[doc].toc ? 'opens with a table of contents linking to each section' : 'is short: no table of contents', async () => {
        await render();
        const toc = screen.queryByRole('navigation', { name: textOf(language, 'legal.tocLabel') });
        if (!LEGAL_DOCUMENTS[doc].toc) {
          expect(toc).toBeNull();
          return;
        }
        expect(toc).not.toBeNull();
        expect(
          within(toc!)
            .getAllByRole('link')
            .map((link) => [link.textContent, link.getAttribute('href')]),
        ).toEqual(sections.map((section) => [textOf(language, `${doc}.${section.key}.title`), `${legalPath(doc)}#${section.id}`]));
      });
    });
  });
});

describe('anchors', () => {
  it('a link to a section moves focus to its heading', async () => {
    await renderLegal('terms', 'en', '/terms#withdrawals');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Withdrawals' }));
  });
});

describe('chips between the legal pages', () => {
  it('scroll on a phone so that the chip the keyboard reaches shows whole', async () => {
    await renderLegal('terms', 'en');
    const nav = screen.getByRole('navigation', { name: textOf('en', 'legal.navLabel') });
    const strip = within(nav).getByRole('list');
    const place = (element: Element, left: number, right: number) =>
      vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left, right, width: right - left } as DOMRect);
    // A 375 px screen: the strip runs from 16 to 359 px, the last chip from 300 to 420 px, mostly past its end.
    place(strip, 16, 359);
    const last = within(nav).getByRole('link', { name: textOf('en', 'about.title') });
    place(last.closest('li')!, 300, 420);
    strip.scrollBy = vi.fn(({ left }: ScrollToOptions) => void (strip.scrollLeft += left ?? 0)) as typeof strip.scrollBy;

    act(() => last.focus());
    expect(strip.scrollBy).toHaveBeenCalledWith({ left: 420 - 359, behavior: expect.any(String) });
    expect(strip.scrollLeft).toBe(420 - 359);
  });
});

describe('a page of the account named in a legal text', () => {
  afterEach(() => {
    logOut();
    palpiteStore.set(modalsAtom, { type: 'dismiss' });
  });

  it('asks a visitor to log in, then goes on to the page', async () => {
    await renderLegal('terms', 'pt-BR');
    const verification = screen.getByRole('button', { name: 'Minha conta → Verificação (entre na sua conta para abrir)' });
    expect(screen.getByRole('button', { name: 'Minha conta → Segurança (entre na sua conta para abrir)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Minha conta/ })).toBeNull();

    await userEvent.click(verification);
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isWarningVisible: true, showAfterRedirect: paths.verification() });
  });

  it('gives a visitor of the privacy policy the same way to the verification and active sessions pages', async () => {
    await renderLegal('privacy', 'en');
    expect(screen.getByRole('button', { name: 'My account → Verification (log in to open it)' })).toBeInTheDocument();
    const sessions = screen.getAllByRole('button', { name: 'My account → Active sessions (log in to open it)' });
    expect(sessions).toHaveLength(2);

    await userEvent.click(sessions[1]!);
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isWarningVisible: true, showAfterRedirect: paths.activeSessions() });
  });

  it('links a logged-in player straight to the page', async () => {
    logIn();
    const view = await renderLegal('terms', 'en');
    expect(screen.getByRole('link', { name: 'My account → Verification' })).toHaveAttribute('href', paths.verification());
    expect(screen.getByRole('link', { name: 'My account → Security' })).toHaveAttribute('href', paths.security());
    expect(screen.queryByRole('button', { name: /log in to open it/ })).toBeNull();
    view.unmount();

    await renderLegal('privacy', 'en');
    expect(screen.getAllByRole('link', { name: 'My account → Active sessions' }).map((link) => link.getAttribute('href'))).toEqual([
      paths.activeSessions(),
      paths.activeSessions(),
    ]);
    expect(screen.getByRole('link', { name: 'My account → Verification' })).toHaveAttribute('href', paths.verification());
  });

  it('links everyone to the public legal pages', async () => {
    await renderLegal('terms', 'en');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', legalPath('privacy'));
  });
});
