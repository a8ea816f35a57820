/**
 * The casino end to end (brief: casino lobby): the search overlay from the top bar with Ctrl+K
 * (5 popular games, results, noGamesFound, picking opens game details), the lobby's real games
 * with their art, favourites, a seed rotation that reveals a past round which the recall panel
 * shows verified and recomputes in the browser, and axe on the lobby, the overlay and the game
 * page at 1440 and 375 px.
 */
import type { Page, TestInfo } from '@playwright/test';
import { casino, gameBySlug, playRouletteDemo, registerCasinoPlayer, ROULETTE_SLUG, shell } from '../support/casino.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAs } from '../support/wallet.ts';
import { seriousAxeFindings } from '../support/axe.ts';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: shell('search.title') });
const row = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true });

test.describe('search overlay', () => {
  test('Ctrl+K opens it: 5 popular games, results as you type, noGamesFound for nonsense, a pick opens the game', async ({ app, page }) => {
    await logInAs(page, await registerCasinoPlayer(), '/');
    await app.expectRemotePage('casino');

    await page.keyboard.press('Control+k');
    const dialog = searchDialog(page);
    const box = dialog.getByRole('searchbox', { name: shell('search.placeholder') });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', shell('search.placeholder'));
    await expect(dialog.getByText('Ctrl+K', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: shell('search.popular') })).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);

    await box.fill('roleta');
    await expect(dialog.getByRole('heading', { name: shell('search.results') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Roleta Europeia/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Roleta ao Vivo/ })).toBeVisible();

    await box.fill('qwxz sem jogo');
    await expect(dialog.getByText(shell('search.noGamesFound'))).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByRole('listitem')).toHaveCount(0);

    await box.fill('europeia');
    await dialog.getByRole('button', { name: /Roleta Europeia/ }).click();
    await expect(dialog).toBeHidden();
    const roulette = await gameBySlug(ROULETTE_SLUG);
    await expect(page).toHaveURL(new RegExp(`/game/${roulette.uuid}$`));
    await expect(app.heading).toHaveText('Roleta Europeia');
  });

  test('the top bar button opens it, Escape closes it and gives focus back', async ({ app, page }) => {
    await app.open('/');
    const button = page.getByRole('banner').getByRole('button', { name: shell('topbar.search') });
    await button.click();
    await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('lobby', () => {
  test('shows real games with their art, and a visitor who taps a heart is asked to log in', async ({ app, page }) => {
    await app.open('/');
    const popular = row(page, casino('home.popular'));
    await expect(popular.getByRole('article')).not.toHaveCount(0);
    const firstImage = popular.getByRole('article').first().locator('img');
    await expect(firstImage).toHaveAttribute('src', /^\/images\/games\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);
    await expect(row(page, casino('categories.roulette')).getByRole('link', { name: 'Roleta Europeia', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Palpite Originals/ })).toBeVisible();

    await popular
      .getByRole('button', { name: /^Favorito: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: shell('warning.title') })).toBeVisible();
  });

  test('a player keeps a favourite: the heart is pressed, the favourites row holds it, after a reload too', async ({ app, page }) => {
    await logInAs(page, await registerCasinoPlayer(), '/');
    await app.expectRemotePage('casino');
    const favourites = page.getByRole('region', { name: casino('lobby.favourites') });
    await expect(favourites.getByText(casino('lobby.favouritesEmpty'))).toBeVisible();

    const tile = row(page, casino('categories.roulette')).getByRole('article', { name: 'Roleta Europeia' });
    const heart = tile.getByRole('button', { name: casino('lobby.favourite.label', { name: 'Roleta Europeia' }) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(favourites.getByRole('article', { name: 'Roleta Europeia' })).toBeVisible();

    await page.reload();
    await expect(row(page, casino('lobby.favourites')).getByRole('article', { name: 'Roleta Europeia' })).toBeVisible();
    await row(page, casino('lobby.favourites'))
      .getByRole('button', { name: casino('lobby.favourite.label', { name: 'Roleta Europeia' }) })
      .click();
    await expect(page.getByRole('region', { name: casino('lobby.favourites') }).getByText(casino('lobby.favouritesEmpty'))).toBeVisible();
  });

  test('tabbing along a row at 375 px brings each tile fully into view', async ({ app, page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await app.open('/');
    const popular = row(page, casino('home.popular'));
    await expect(popular.getByRole('article')).not.toHaveCount(0);
    await popular.focus();
    const tileOverflowPx = () =>
      page.evaluate(() => {
        const item = document.activeElement?.closest('li');
        const track = item?.parentElement;
        if (!item || !track) return null;
        const tile = item.getBoundingClientRect();
        const shown = track.getBoundingClientRect();
        return Math.max(0, shown.left - tile.left, tile.right - shown.right);
      });
    // The third tile shows only in part at first; the row scrolls (smoothly) to show all of it.
    for (let tab = 0; tab < 9; tab += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(tileOverflowPx).toBeLessThan(1);
    }
    for (let tab = 0; tab < 6; tab += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(tileOverflowPx).toBeLessThan(1);
    }
  });
});

test.describe('game details', () => {
  test('rotating the seeds reveals a past round, which the recall panel shows verified and recomputes in the browser', async ({ app, page }) => {
    await logInAs(page, await registerCasinoPlayer());
    const played = await playRouletteDemo(page);
    const roulette = await gameBySlug(ROULETTE_SLUG);
    await app.open(`/game/${roulette.uuid}`);
    await expect(app.heading).toHaveText('Roleta Europeia');

    await page.getByRole('tab', { name: casino('gameDetails.tabs.rounds') }).click();
    // A round's button is named by what it shows, its number among it.
    const roundButton = page.getByRole('list', { name: casino('gameDetails.tabs.rounds') }).getByRole('button', { name: new RegExp(`#${played.id} `) });
    await expect(roundButton).toContainText(casino('recall.badges.hidden'));

    await page.getByRole('tab', { name: casino('gameDetails.tabs.fairness') }).click();
    await expect(page.getByText(played.fairness.server_seed_hash)).toBeVisible();
    await page.getByRole('button', { name: casino('fairness.rotate') }).click();
    await expect(page.getByRole('status').filter({ hasText: casino('fairness.rotated') })).toBeVisible();
    const revealed = page.getByRole('region', { name: casino('fairness.previousTitle') });
    await expect(revealed.getByText(played.fairness.server_seed_hash)).toBeVisible();

    await page.getByRole('tab', { name: casino('gameDetails.tabs.rounds') }).click();
    await expect(roundButton).toContainText(casino('recall.badges.verified'));
    await roundButton.click();
    const dialog = page.getByRole('dialog', { name: casino('recall.dialogTitle', { id: played.id }) });
    const check = dialog.getByRole('region', { name: casino('recall.check.title') });
    await expect(check.getByText(casino('recall.check.match'))).toBeVisible();
    await expect(check.getByText(casino('recall.check.hashMatches'))).toBeVisible();
    // Recorded and recomputed: the same pocket, twice.
    await expect(check.getByText(String(played.outcome.pocket), { exact: true })).toHaveCount(2);
  });
});

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
  const findings = await seriousAxeFindings(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], testInfo, reportName: name });
  expect(findings, `${name}: serious or critical axe violations`).toEqual([]);
}

test.describe('accessibility', () => {
  for (const viewport of WIDTHS) {
    test(`lobby, search overlay and game details pass axe at ${viewport.width} px`, async ({ app, page }, testInfo) => {
      // Four axe runs on a 2-core machine shared with the server.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await logInAs(page, await registerCasinoPlayer());
      await playRouletteDemo(page);
      await app.open('/');
      await expect(row(page, casino('home.popular')).getByRole('article')).not.toHaveCount(0);
      await expect(page.getByRole('region', { name: casino('lobby.recent') }).getByRole('article')).not.toHaveCount(0);
      await expectNoSeriousViolations(page, testInfo, `lobby-${viewport.width}`);

      await page.keyboard.press('Control+k');
      await expect(searchDialog(page).getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
      await expectNoSeriousViolations(page, testInfo, `search-${viewport.width}`);
      await searchDialog(page).getByRole('searchbox').fill('roleta');
      await expect(searchDialog(page).getByRole('button', { name: /Roleta Europeia/ })).toBeVisible();
      await searchDialog(page)
        .getByRole('button', { name: /Roleta Europeia/ })
        .click();

      await expect(app.heading).toHaveText('Roleta Europeia');
      await expect(page.getByRole('tab', { name: casino('details.tabs.info') })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `game-${viewport.width}`);
      await page.getByRole('tab', { name: casino('gameDetails.tabs.rounds') }).click();
      await page
        .getByRole('list', { name: casino('gameDetails.tabs.rounds') })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `round-${viewport.width}`);
    });
  }
});
