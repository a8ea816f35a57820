/**
 * Every route of the route table, loaded directly by a visitor (spec §2, guard of §4): public
 * pages render their page with its h1; `/user/*` goes to /404; the other login-required routes
 * land on the mode's home page with the guard's warning dialog open.
 * The console guard fails any of them that logs an error.
 */
import { type Page } from '@playwright/test';
import { type PalpiteApp } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { API_BASE } from '../support/env.ts';
import { t } from '../support/locales.ts';
import { NOT_FOUND_PATH, ROUTES, SAMPLE_MATCH_ID, sampleMatchIdFor, samplePath, visitorOutcome, type RouteDefinition } from '../support/routes.ts';

/** The match the sports API has under an id. */
async function matchUnder(id: string): Promise<{ home: string }> {
  const response = await fetch(`${API_BASE}/sports/matches/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { home: string };
}

/** What the tab should read on a page with this h1. */
function tabTitleFor(heading: string): string {
  const page = heading.replace(/\s+/g, ' ').trim();
  return page === 'Palpite' ? page : `${page} · Palpite`;
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function expectRouteRendered(app: PalpiteApp, route: RouteDefinition): Promise<void> {
  if (route.remote === 'host') await app.expectOnePage();
  else await app.expectRemotePage(route.remote);
}

for (const route of ROUTES) {
  const path = samplePath(route);
  const outcome = visitorOutcome(route);

  test(`${path} (${route.id}) for a visitor`, async ({ app, page }) => {
    const matchId = route.props === 'matchId' ? await sampleMatchIdFor(route) : SAMPLE_MATCH_ID;
    const address = samplePath(route, matchId);
    await page.goto(address);
    switch (outcome.kind) {
      case 'page': {
        await expectRouteRendered(app, route);
        expect(pathnameOf(page)).toBe(address);
        // The tab names the page (WCAG 2.4.2): its h1, then the brand.
        await expect.poll(async () => (await page.title()) === tabTitleFor((await app.heading.textContent()) ?? '')).toBe(true);
        // The matchId prop reaches the page: it shows the match the API has under that id.
        if (route.props === 'matchId') await expect(app.remotePage('sports')).toContainText((await matchUnder(matchId)).home);
        break;
      }
      case 'not-found': {
        await expect(page).toHaveURL((url) => url.pathname === NOT_FOUND_PATH);
        await app.expectOnePage();
        await expect(app.heading).toHaveText(t('host', 'pt-BR', 'notFound.title'));
        break;
      }
      case 'guarded': {
        await expect(page).toHaveURL((url) => url.pathname === outcome.landsOn);
        await app.expectOnePage();
        // The guard's warning dialog stays open over the page the visitor lands on.
        const dialog = page.getByRole('dialog');
        await expect(dialog).toHaveCount(1);
        await expect(dialog).toContainText(t('host', 'pt-BR', 'warning.message'));
        break;
      }
    }
  });
}

test('/Game is an alias of the all-games page', async ({ app }) => {
  await app.open('/game');
  await app.expectRemotePage('casino');
  const allGames = await app.heading.innerText();
  await app.open('/Game');
  await app.expectRemotePage('casino');
  await expect(app.heading).toHaveText(allGames);
});
