/**
 * Screenshots of the key screens for review, at the visual direction's four widths (committed, so a
 * change shows up in review): `e2e/screenshots/<page>-<width>.png` is what the window shows
 * on arrival, `<page>-<width>-full.png` the whole page (fixed bars appear where the window
 * ended, a limit of full-page captures).
 */
import { join } from 'node:path';
import { SCREENSHOTS_DIR } from '../support/env.ts';
import { test } from '../support/fixtures.ts';
import { type RemoteName } from '../support/routes.ts';

// The visual direction's widths: phone, tablet, small laptop, desktop.
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

const SCREENS: ReadonlyArray<{ name: string; path: string; remote: RemoteName | null }> = [
  { name: 'home', path: '/', remote: 'casino' },
  { name: 'sports', path: '/sports', remote: 'sports' },
  { name: 'not-found', path: '/404', remote: null },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`${screen.path}`, async ({ app, page }) => {
        await app.open(screen.path);
        if (screen.remote) await app.expectRemotePage(screen.remote);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `${screen.name}-${viewport.width}.png`), animations: 'disabled' });
        // The whole page as a player scrolling it sees it: cards off screen skip their drawing
        // (content-visibility: auto) and long lists render in idle time, both blank in one capture.
        // Through the CSSOM: the CSP refuses a <style> element.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>('*')) {
            if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
          }
        });
        for (let idle = 0; idle < 3; idle += 1) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `${screen.name}-${viewport.width}-full.png`), fullPage: true, animations: 'disabled' });
      });
    }
  });
}
