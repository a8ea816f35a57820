/**
 * Failure isolation (architecture §2): a remote that cannot load shows a translated
 * "section unavailable, retry" panel in its slot while the shell and the other remotes keep
 * working; retry loads it once it is back. A registry that cannot be reached does not stop the
 * site either: the host starts from its last-known-good copy.
 */
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t } from '../support/locales.ts';

/**
 * What a casino that cannot be fetched logs: the browser's failed request, and React reporting
 * the error its boundary caught (the MF runtime's RUNTIME-003 and the boundary's own line are warnings).
 */
const CASINO_DOWN = [/Failed to load resource: net::ERR_FAILED/, /RemoteUnavailableError: remote casino is unavailable/];

test.describe('a remote that cannot be downloaded', () => {
  test.use(allowConsoleErrors(...CASINO_DOWN));

  test('shows its panel, the rest of the site works, retry recovers', async ({ app, page }) => {
    await page.route('**/mfe/casino/**', (route) => route.abort());
    await page.goto('/');

    const panel = app.unavailable('casino');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(common('pt-BR', 'errors.sectionUnavailable'));
    const retry = panel.getByRole('button', { name: common('pt-BR', 'actions.retry') });
    await expect(retry).toBeVisible();
    // The shell around the slot is still there.
    await app.expectShell();
    await expect(app.remotePage('casino')).toHaveCount(0);

    // Another remote renders in the same session…
    await app.navigate('/sports');
    await app.expectRemotePage('sports');
    await expect(app.unavailable('casino')).toHaveCount(0);

    // …and in a fresh load while casino is still down.
    await app.open('/sports');
    await app.expectRemotePage('sports');

    // Back on a casino page: still down, then back up and retried.
    await app.navigate('/');
    await expect(panel).toBeVisible();
    await page.unroute('**/mfe/casino/**');
    await retry.click();
    await app.expectRemotePage('casino');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('a page whose download fails after its remote has loaded', () => {
  test.use(allowConsoleErrors(...CASINO_DOWN, /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/));

  test('retry loads the page once it is back, without reloading the site', async ({ app, page }) => {
    await app.open('/');
    await app.expectRemotePage('casino');
    // The lobby's chunks are in; the promotions page's are not.
    await page.route('**/mfe/casino/**', (route) => route.abort());
    await app.navigate('/promotion');
    const panel = app.unavailable('casino');
    await expect(panel).toBeVisible();

    await page.unroute('**/mfe/casino/**');
    await panel.getByRole('button', { name: common('pt-BR', 'actions.retry') }).click();
    await app.expectRemotePage('casino');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('the sports remote down, the bet slip with it', () => {
  test.use(allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/, /RemoteUnavailableError: remote sports is unavailable/));

  test('the slip’s panel floats and names the slip, and comes back with the page’s retry', async ({ app, page }) => {
    await page.route('**/mfe/sports/**', (route) => route.abort());
    await page.goto('/sports');
    const panels = app.unavailable('sports');
    await expect(panels).toHaveCount(2);
    const slipPanel = panels.filter({ hasText: t('host', 'pt-BR', 'widgetUnavailable.betSlip') });
    await expect(slipPanel).toBeInViewport();

    await page.unroute('**/mfe/sports/**');
    await panels
      .first()
      .getByRole('button', { name: common('pt-BR', 'actions.retry') })
      .click();
    await app.expectRemotePage('sports');
    await expect(panels).toHaveCount(0);
  });
});

test.describe('a registry that cannot be reached', () => {
  test.use(allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/));

  test('after a successful visit the site starts from the last-known-good copy', async ({ app, page }) => {
    await app.open('/');
    await app.expectRemotePage('casino');

    await page.route('**/api/palpite/registry', (route) => route.abort());
    await page.reload();
    await app.expectRemotePage('casino');
    await app.open('/sports');
    await app.expectRemotePage('sports');
  });
});

test.describe('a registry that cannot be reached on the first visit', () => {
  test.use(allowConsoleErrors(...CASINO_DOWN));

  test('shows the section-unavailable panel inside the shell', async ({ app, page }) => {
    await page.route('**/api/palpite/registry', (route) => route.abort());
    await page.goto('/');
    await expect(app.unavailable('casino')).toBeVisible();
    await app.expectShell();
    expect(await app.htmlLang()).toBe('pt-BR');
  });
});
