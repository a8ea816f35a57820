/**
 * "Navigation scrolls to the top unless returning to a saved position" (spec §2): a new page
 * starts at the top; browser back returns to where the player was.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/locales.ts';

/**
 * Pages under construction may be shorter than the window; a tall block after the app's root
 * (React never touches it) makes every page scrollable, so "at the top" means something.
 */
async function makeScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.height = '4000px';
    document.body.append(spacer);
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls as a player does: the page hears of it (its scroll event, a frame later) before the
 * next action; a script's back or reload in the very same frame is not something a player can do.
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

test('a new page starts at the top and back restores the position', async ({ app, page }) => {
  await app.open('/404');
  await makeScrollable(page);
  await scrollTo(page, 240);
  expect(await scrollY(page)).toBe(240);

  // An in-app link (client-side navigation). Dispatching the click does not scroll the link into view first.
  await page.getByRole('link', { name: t('host', 'pt-BR', 'notFound.returnHome') }).dispatchEvent('click');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await app.expectRemotePage('casino');
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollTo(page, 120);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await app.expectOnePage();
  await expect.poll(() => scrollY(page)).toBe(240);

  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await app.expectRemotePage('casino');
  await expect.poll(() => scrollY(page)).toBe(120);
});

test('a page opened by a full load starts at the top; a reload keeps its position', async ({ app, page }) => {
  // A short window: the shell alone (the page is still loading when positions are restored) is taller than it.
  await page.setViewportSize({ width: 375, height: 400 });
  await app.open('/404');
  await makeScrollable(page);
  await scrollTo(page, 300);
  await expect.poll(() => scrollY(page)).toBe(300);

  // A typed address: a new document whose first history entry has the same key as the last one's.
  await app.open('/terms');
  await makeScrollable(page);
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollTo(page, 180);
  await page.reload();
  await app.expectOnePage();
  await makeScrollable(page);
  await expect.poll(() => scrollY(page)).toBe(180);
});

test('back returns a remote page, its data read again, to the position the player left', async ({ app, page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await app.open('/sports');
  await app.expectRemotePage('sports');
  await page.waitForLoadState('networkidle');
  await scrollTo(page, await page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - 10)));
  // Where the page let the player go: live matches come and go, so the page may have changed its
  // height between measuring it and scrolling.
  const far = await scrollY(page);
  expect(far).toBeGreaterThan(600);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('host', 'pt-BR', 'footer.terms') })
    .first()
    .dispatchEvent('click');
  await expect(page).toHaveURL((url) => url.pathname === '/terms');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/sports');
  await expect.poll(() => scrollY(page)).toBe(far);
});
