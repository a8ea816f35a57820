/** Any unknown path redirects to /404, whose return-home link works (spec §2). */
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/locales.ts';

for (const path of ['/this-page-does-not-exist', '/sports/unknown/deep/path', '/user']) {
  test(`${path} goes to /404`, async ({ app, page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await app.expectOnePage();
    await expect(app.heading).toHaveText(t('host', 'pt-BR', 'notFound.title'));
  });
}

test('the 404 page links back home', async ({ app, page }) => {
  await app.open('/does-not-exist');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await page.getByRole('link', { name: t('host', 'pt-BR', 'notFound.returnHome') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await app.expectRemotePage('casino');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the 404 page is translated', async ({ app, page }) => {
    await app.open('/nowhere');
    await expect(app.heading).toHaveText(t('host', 'en', 'notFound.title'));
    expect(await app.htmlLang()).toBe('en');
    await expect(page.getByRole('link', { name: t('host', 'en', 'notFound.returnHome') })).toBeVisible();
  });
});
