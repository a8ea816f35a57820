/**
 * Larger text and text spacing (WCAG 1.4.4 resize text, 1.4.12 text spacing, 1.4.10 reflow): a
 * player's shell keeps every control on the screen and every figure whole. axe cannot see this:
 * the styles a reader's browser or bookmarklet applies are put on the page here, as they would be.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { depositByCard, logInAs, registerWalletPlayer, verifyEmail } from '../support/wallet.ts';

/** The WCAG 1.4.12 text-spacing values, as the W3C's bookmarklet applies them. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
/** 200% text without page zoom (a browser's "very large" font setting goes past this). */
const LARGER_TEXT = 'html { font-size: 200% !important; }';

const CASES = [
  { name: 'a phone at 320 px with text spacing', viewport: { width: 320, height: 640 }, css: TEXT_SPACING },
  { name: 'a phone at 375 px with 150% text', viewport: { width: 375, height: 812 }, css: 'html { font-size: 150% !important; }' },
  { name: 'a laptop at 1024 px with 200% text', viewport: { width: 1024, height: 768 }, css: LARGER_TEXT },
  { name: 'a desktop at 1280 px with 200% text and text spacing', viewport: { width: 1280, height: 800 }, css: `${LARGER_TEXT} ${TEXT_SPACING}` },
] as const;

/** Controls of the top bar and the desktop sidebar that lie past the window's left or right edge. */
function offScreenControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, aside a, aside button')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -1 || box.right > document.documentElement.clientWidth + 1;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName),
  );
}

/** Texts of the shell cut short: an ellipsis, or content wider than the box that clips it. */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header *, aside *')]
      .filter((element) => element.offsetParent !== null && element.children.length === 0 && (element.textContent ?? '').trim() !== '')
      // Text for screen readers only sits in a 1 px box on purpose.
      .filter((element) => element.clientWidth > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        return clips && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent!.trim()),
  );
}

for (const view of CASES) {
  test.describe(`the shell on ${view.name}`, () => {
    // The styles go in as a reader's own stylesheet would; the site's CSP refuses inline styles of pages.
    test.use({ viewport: view.viewport, bypassCSP: true });

    test('keeps the top bar and the sidebar whole: no control off the screen, no figure or label cut, no sideways scroll', async ({ app, page }, testInfo) => {
      const account = await registerWalletPlayer();
      await logInAs(page, account);
      await verifyEmail(page, account);
      await depositByCard(page, 1_000);
      await app.open('/sports');
      await app.expectRemotePage('sports');
      await page.addStyleTag({ content: view.css });
      // The top bar wraps and reports its new height; give layout a frame to settle.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      await expect(page.getByRole('button', { name: /Sair|Log out|Çıkış/ })).toBeInViewport();
      expect(await offScreenControls(page)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath('shell.png') });
    });
  });
}

test.describe('the top bar at the normal text size', () => {
  test('stays one 64 px row at every phone and tablet width, for a visitor and for a player with a five-figure balance', async ({ app, page }) => {
    const heights = async () => {
      const found: string[] = [];
      for (const width of [320, 360, 390, 430, 460, 600, 768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const height = await page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().height);
        if (height !== 64) found.push(`${width} px wide: ${height} px tall`);
      }
      return found;
    };
    await app.open('/');
    expect(await heights()).toEqual([]);

    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);
    await depositByCard(page, 10_000);
    await app.open('/');
    await expect(page.getByRole('button', { name: /Sair|Log out|Çıkış/ })).toBeVisible();
    expect(await heights()).toEqual([]);
  });
});
