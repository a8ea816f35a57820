/**
 * Sports end to end: a player adds picks on the sports home and on a match page, the slip
 * survives a reload (local storage `betslip`), the accumulator is placed, My bets lists it; then
 * the matches kick off and finish (sandbox controls) with scores that make it win, the settlement
 * job pays it, and My bets shows Won and the top bar the new balance without a reload (realtime
 * `balance-updated`).
 */
import type { Locator, Page } from '@playwright/test';
import { formatBRL, formatOdds } from '../../shared/src/format/money.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t } from '../support/locales.ts';
import { bettableMatches, finish, startNow, waitUntilLive } from '../support/sports.ts';
import { approveSandboxPayment, asPlayer, logInAs, registerWalletPlayer, verifyEmail } from '../support/wallet.ts';
import { seriousAxeFindings } from '../support/axe.ts';

const sports = (key: string) => t('sports', 'pt-BR', key);
const plural = (key: string, count: number) => sports(`${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const topBarBalance = (page: Page, reais: number) =>
  page.getByRole('banner').getByRole('link', { name: t('host', 'pt-BR', 'topbar.wallet').replace('{{balance}}', formatBRL(reais)) });
/** An odds button by what it bets on: "1 2.10, Resultado final: Flamengo". */
const oddsButton = (scope: Page | Locator, pick: string) =>
  scope.getByRole('button', { name: new RegExp(`, ${escape(`${sports('markets.match-result')}: ${pick}`)}(?: \\(|$)`) });
const slipToggle = (page: Page) => page.getByTestId('bet-slip-toggle');

test('an accumulator from two pages survives a reload, is placed, and once its matches finish shows Won with the balance paid', async ({
  app,
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const account = await registerWalletPlayer();
  await logInAs(page, account);
  await verifyEmail(page, account);
  const deposit = await asPlayer<{ deposit: { id: string } }>(page, 'POST', 'wallet/deposits', { method: 'pix', amount: 500 });
  expect(deposit.status).toBe(201);
  await approveSandboxPayment(deposit.body.deposit.id);

  const [first, second] = await bettableMatches('football', 'accumulator');
  expect(first && second, 'two upcoming football matches to bet on').toBeTruthy();
  const home = first!;
  const draw = second!;

  // Pick 1: the home win of the first match, on the sports home.
  await app.open('/sports?sport=football');
  await expect(topBarBalance(page, 500)).toBeVisible();
  const homeRow = page.locator(`[data-match-id="${home.id}"]`);
  await oddsButton(homeRow, home.home).click();
  await expect(oddsButton(homeRow, home.home)).toHaveAttribute('aria-pressed', 'true');
  await expect(slipToggle(page)).toHaveAccessibleDescription(new RegExp(`^${escape(plural('slip.open', 1).split(',')[0]!)}`));

  // Pick 2: the draw of the second match, on its market page (reached by its "+N markets" link, no page load).
  await page
    .locator(`[data-match-id="${draw.id}"]`)
    .getByRole('link', { name: new RegExp(escape(draw.home)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bet-types/${draw.id}$`));
  await expect(page.getByRole('region', { name: sports('match.summary') })).toContainText(draw.away);
  const result = page.getByRole('group', { name: sports('markets.match-result'), exact: true });
  await oddsButton(result, sports('selections.draw')).click();
  await expect(oddsButton(result, sports('selections.draw'))).toHaveAttribute('aria-pressed', 'true');
  await expect(slipToggle(page)).toContainText('2');

  // A reload keeps the slip.
  await page.reload();
  await app.expectRemotePage('sports');
  await expect(slipToggle(page)).toHaveAccessibleDescription(new RegExp(`^${escape(plural('slip.open', 2).split(',')[0]!)}`));
  const storedText = await page.evaluate(() => window.localStorage.getItem('betslip') ?? '[]');
  const stored = JSON.parse(storedText) as { fixture_id: number; selection: { outcome: string } }[];
  expect(stored.map((entry) => [entry.fixture_id, entry.selection.outcome])).toEqual([
    [home.id, '1'],
    [draw.id, 'X'],
  ]);

  // Place the accumulator.
  await slipToggle(page).click();
  const slip = page.getByRole('region', { name: new RegExp(`^${escape(sports('slip.title'))}`) });
  await expect(slip.getByText(sports('slip.accumulator'), { exact: true })).toBeVisible();
  await slip.getByLabel(sports('slip.stake')).fill('10');
  const placing = page.waitForResponse((response) => response.url().endsWith('/user/bet') && response.request().method() === 'POST');
  await slip.getByRole('button', { name: sports('slip.place') }).click();
  const answer = (await (await placing).json()) as { success: boolean; bet: { id: number; potential_win: number; total_odds: number; kind: string } };
  expect(answer.success).toBe(true);
  expect(answer.bet.kind).toBe('accumulator');
  await expect(slip.getByText(common('pt-BR', 'bets.placed'))).toBeVisible();
  await expect(topBarBalance(page, 490)).toBeVisible();
  // After 5 s the slip empties and closes.
  await expect(slip).toBeHidden();
  await expect(slipToggle(page)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('betslip'))).toBe('[]');

  // My bets lists it as pending.
  await app.open('/mybets');
  const row = page.getByRole('row').filter({ hasText: `#${answer.bet.id}` });
  await expect(row).toContainText(sports('myBets.statuses.pending'));
  await expect(row).toContainText(plural('myBets.kinds.accumulator', 2));
  await expect(row).toContainText(formatBRL(answer.bet.potential_win));
  await expect(row).toContainText(formatOdds(answer.bet.total_odds));

  // The matches kick off and finish with the scores that make both picks win.
  await startNow(home.id);
  await startNow(draw.id);
  await waitUntilLive(home.id);
  await waitUntilLive(draw.id);
  await finish(home.id, { home: 2, away: 0, ht_home: 1, ht_away: 0 });
  await finish(draw.id, { home: 1, away: 1, ht_home: 0, ht_away: 1 });

  // The settlement job (every 5 s) pays it: Won and the new balance appear without a reload.
  await expect(row).toContainText(sports('myBets.statuses.won'), { timeout: 30_000 });
  await expect(topBarBalance(page, 490 + answer.bet.potential_win)).toBeVisible();
  await row.getByRole('button', { name: plural('myBets.selectionsButton', 2) }).click();
  await expect(page.getByText(sports('match.versus').replace('{{home}}', home.home).replace('{{away}}', home.away))).toBeVisible();
  await expect(page.getByText(sports('myBets.legResults.won'), { exact: true })).toHaveCount(2);

  // On a phone each bet is a card: the list does not scroll sideways, and the row is still a row.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  const overflow = await row.evaluate((element) => {
    const region = element.closest('[role="region"]')!;
    return { region: region.scrollWidth - region.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow).toEqual({ region: 0, page: 0 });
  await page.screenshot({ path: testInfo.outputPath('mybets-375.png'), fullPage: true, animations: 'disabled' });

  // The same slip restored now (kept in another tab, say): each entry says its match finished, and Place Bet says why it is off.
  await page.evaluate((text) => window.localStorage.setItem('betslip', text), storedText);
  await app.open('/sports?sport=football');
  await slipToggle(page).click();
  const restored = slipRegion(page);
  await expect(restored.getByText(sports('slip.unavailable.finished'), { exact: true })).toHaveCount(2);
  await expect(restored.getByRole('button', { name: sports('slip.place') })).toHaveAttribute('aria-disabled', 'true');
  await expect(restored.getByRole('button', { name: sports('slip.place') })).toHaveAccessibleDescription(
    sports('slip.blocked.goneAll_other').replace('{{count}}', '2'),
  );
});

const slipRegion = (page: Page) => page.getByRole('region', { name: new RegExp(`^${escape(sports('slip.title'))}`) });

/** A new player with R$ 100 on the football page, one pick of an upcoming match on the open slip. */
async function fundedPlayerWithOnePick(app: { open(path: string): Promise<void> }, page: Page): Promise<void> {
  const account = await registerWalletPlayer();
  await logInAs(page, account);
  await verifyEmail(page, account);
  const deposit = await asPlayer<{ deposit: { id: string } }>(page, 'POST', 'wallet/deposits', { method: 'pix', amount: 100 });
  expect(deposit.status).toBe(201);
  await approveSandboxPayment(deposit.body.deposit.id);
  const [match] = await bettableMatches('football', 'slip');
  expect(match, 'an upcoming football match to bet on').toBeTruthy();
  await app.open('/sports?sport=football');
  await expect(topBarBalance(page, 100)).toBeVisible();
  await oddsButton(page.locator(`[data-match-id="${match!.id}"]`), match!.home).click();
  await slipToggle(page).click();
}

/** The next bet reaches the API and is placed; its answer never reaches the page. Gives the bet's id once placed. */
async function loseTheNextBetAnswer(page: Page): Promise<{ placedId(): Promise<number> }> {
  let placedId: number | null = null;
  await page.route('**/user/bet', async (route) => {
    const answer = await route.fetch();
    placedId = ((await answer.json()) as { bet: { id: number } }).bet.id;
    await route.abort('connectionreset');
  });
  return {
    async placedId() {
      await expect.poll(() => placedId).not.toBeNull();
      await page.unroute('**/user/bet');
      return placedId!;
    },
  };
}

test.describe('a lost answer', () => {
  // The test cuts the bet's answer off on purpose: the browser reports that reset.
  test.use(allowConsoleErrors(/ERR_CONNECTION_RESET.*\/user\/bet/));

  test('a slip whose answer was lost and that the player then changes is not a second bet: the slip tells them the first one was placed', async ({
    app,
    page,
  }) => {
    test.setTimeout(90_000);
    await fundedPlayerWithOnePick(app, page);
    const slip = slipRegion(page);
    const stake = slip.getByLabel(sports('slip.stake'));
    await stake.fill('10');

    const lost = await loseTheNextBetAnswer(page);
    await slip.getByRole('button', { name: sports('slip.place') }).click();
    await expect(slip.getByRole('alert')).toHaveText(sports('slip.unconfirmed'));
    const placedId = await lost.placedId();

    // Another stake is another slip: the slip first asks what the lost request did, and sends nothing.
    await stake.fill('20');
    await slip.getByRole('button', { name: sports('slip.place') }).click();
    await expect(slip.getByRole('alert')).toHaveText(sports('slip.earlierPlaced').replace('{{betId}}', String(placedId)));
    await expect(topBarBalance(page, 90)).toBeVisible();
    const bets = await asPlayer<{ bets: { id: number; stake: number }[] }>(page, 'GET', 'user/bets?status=all');
    expect(bets.body.bets.map((bet) => [bet.id, bet.stake])).toEqual([[placedId, 10]]);
  });
});

test.describe('a reload while the bet is on its way', () => {
  test.use(allowConsoleErrors(/ERR_CONNECTION_RESET.*\/user\/bet|net::ERR_ABORTED.*\/user\/bet/));

  test('the restored slip placed again is the same bet, not a second one', async ({ app, page }) => {
    test.setTimeout(90_000);
    await fundedPlayerWithOnePick(app, page);
    const slip = () => slipRegion(page);
    await slip().getByLabel(sports('slip.stake')).fill('10');

    // The page is reloaded before the bet's answer comes.
    const lost = await loseTheNextBetAnswer(page);
    await slip()
      .getByRole('button', { name: sports('slip.place') })
      .click();
    const placedId = await lost.placedId();
    await page.reload();

    await expect(topBarBalance(page, 90)).toBeVisible();
    await slipToggle(page).click();
    await slip().getByLabel(sports('slip.stake')).fill('10');
    const again = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/user/bet'));
    await slip()
      .getByRole('button', { name: sports('slip.place') })
      .click();
    // Under the key the page kept across the reload, the API answers the bet it took.
    expect(((await (await again).json()) as { success: boolean; bet: { id: number } }).bet.id).toBe(placedId);
    const bets = await asPlayer<{ bets: { id: number; stake: number }[] }>(page, 'GET', 'user/bets?status=all');
    expect(bets.body.bets.map((bet) => [bet.id, bet.stake])).toEqual([[placedId, 10]]);
    await expect(topBarBalance(page, 90)).toBeVisible();
  });
});

/** A visitor's slip, open with one pick on the sports home: what the audits below look at. */
async function openSlipWithOnePick(app: { open(path: string): Promise<void> }, page: Page) {
  const [match] = await bettableMatches('football', 'slip');
  expect(match, 'an upcoming football match to bet on').toBeTruthy();
  await app.open('/sports?sport=football');
  await oddsButton(page.locator(`[data-match-id="${match!.id}"]`), match!.home).click();
  await slipToggle(page).click();
  return { slip: page.getByTestId('bet-slip'), matchId: match!.id };
}

async function audit(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeFindings(page), where).toEqual([]);
}

test("a visitor's slip: 340 px panel with a 45 px header on desktop, resizable sheet on mobile, warning modal on Place, and no serious axe violations", async ({
  app,
  page,
}) => {
  // Two axe audits of long pages on a 2-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { slip, matchId } = await openSlipWithOnePick(app, page);
  const panel = (await slip.boundingBox())!;
  expect(panel.width).toBe(340);
  const header = (await slip
    .getByRole('heading', { name: new RegExp(`^${escape(sports('slip.title'))}`) })
    .locator('..')
    .boundingBox())!;
  expect(header.height).toBe(45);
  // Untouched on a wide window it docks: the page makes room, so the panel covers none of its odds.
  const main = page.getByRole('main');
  const beside = (await main.boundingBox())!;
  expect(beside.x + beside.width).toBeLessThanOrEqual(panel.x);
  for (const odds of await page.locator(`[data-match-id="${matchId}"]`).getByRole('button').all()) {
    const box = (await odds.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x);
  }
  // Dragged by its header, it follows the pointer.
  await page.mouse.move(header.x + 120, header.y + 20);
  await page.mouse.down();
  await page.mouse.move(header.x - 380, header.y + 220, { steps: 5 });
  await page.mouse.up();
  const moved = (await slip.boundingBox())!;
  expect(Math.round(moved.x)).toBe(Math.round(panel.x - 500));
  expect(Math.round(moved.y)).toBe(Math.round(panel.y + 200));
  // Moved, it floats where the player put it and the page takes its whole width back.
  await expect.poll(async () => (await main.boundingBox())!.width).toBeGreaterThan(beside.width + 300);
  // Closed and opened again, it comes back where the player left it.
  await slip.getByRole('button', { name: sports('slip.close') }).click();
  await expect(slip).toBeHidden();
  await slipToggle(page).click();
  await expect(slip).toBeVisible();
  const reopened = (await slip.boundingBox())!;
  expect([Math.round(reopened.x), Math.round(reopened.y)]).toEqual([Math.round(moved.x), Math.round(moved.y)]);
  // A visitor placing gets the warning modal.
  await slip.getByLabel(sports('slip.stake')).fill('5');
  await slip.getByRole('button', { name: sports('slip.place') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await audit(page, 'open slip at 1440 px');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(slip).toBeVisible();
  const sheet = (await slip.boundingBox())!;
  expect(sheet.height).toBe(530);
  expect(sheet.width).toBe(375);
  const handle = slip.getByRole('separator');
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, 0, { steps: 5 });
  await page.mouse.up();
  expect((await slip.boundingBox())!.height).toBe(Math.floor(812 * 0.85));
  await handle.press('Home');
  expect((await slip.boundingBox())!.height).toBe(200);
  await slip.getByRole('button', { name: sports('slip.close') }).click();
  await slipToggle(page).click();
  await expect(slip).toBeVisible();
  expect((await slip.boundingBox())!.height).toBe(200);
  await audit(page, 'open slip at 375 px');
});

test('on a phone the sheet keeps the stake, the totals and Place Bet inside it and in view at every height down to its 200 px minimum, the rest a scroll away', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { slip } = await openSlipWithOnePick(app, page);
  await expect(slip).toBeVisible();
  const handle = slip.getByRole('separator');
  const stake = slip.getByLabel(sports('slip.stake'));
  const alwaysShown = [
    ['Place Bet', slip.getByRole('button', { name: sports('slip.place') })],
    ['the stake field', stake],
    ['the potential payout', slip.locator('dl > div').filter({ hasText: sports('slip.payout') })],
    ['the total odds', slip.locator('dl > div').filter({ hasText: sports('slip.totalOdds') })],
  ] as const;
  // From the minimum (Home) up in arrow-key steps of 24 px, through the heights where the footer is laid out tighter (420 px and less).
  await handle.press('Home');
  for (let height = 200; height <= 440; height += 24) {
    if (height > 200) await handle.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuenow', String(height));
    const sheet = (await slip.boundingBox())!;
    expect(sheet.height).toBe(height);
    for (const [what, part] of alwaysShown) {
      const where = `${what} on a ${height} px sheet`;
      // Wholly shown: not cut off by the sheet, its scrolling body or the window.
      await expect(part, where).toBeInViewport({ ratio: 1 });
      const box = (await part.boundingBox())!;
      expect(box.y, where).toBeGreaterThanOrEqual(sheet.y);
      expect(box.y + box.height, where).toBeLessThanOrEqual(sheet.y + sheet.height);
      expect(box.y + box.height, where).toBeLessThanOrEqual(812);
    }
  }
  // At the minimum, what does not fit beside them is reached by scrolling inside the sheet.
  await handle.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '200');
  await slip.getByRole('button', { name: formatBRL(20).replace(',00', ''), exact: true }).click();
  await expect(stake).toHaveValue('20');
  const acceptChanges = slip.getByLabel(sports('slip.acceptOddsChanges'));
  await acceptChanges.setChecked(false);
  await expect(acceptChanges).not.toBeChecked();
  await expect(slip.getByRole('button', { name: sports('slip.place') })).toBeInViewport({ ratio: 1 });
});

test('on a wide screen a top-bar dropdown opens above the slip: the language menu it covered takes the click', async ({ app, page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { slip } = await openSlipWithOnePick(app, page);
  await expect(slip).toBeVisible();
  const bar = page.getByRole('banner');
  const picker = t('host', 'pt-BR', 'topbar.language').replace('{{language}}', 'Português').replace('{{code}}', 'PT');
  await bar.getByRole('button', { name: picker }).click();
  const english = bar.getByRole('button', { name: 'English', exact: true });
  // The menu drops onto the slip's corner…
  const option = (await english.boundingBox())!;
  const panel = (await slip.boundingBox())!;
  const overSlip = { x: option.width - 8, y: option.height / 2 };
  expect(option.x + overSlip.x, 'the option reaches over the slip').toBeGreaterThan(panel.x);
  expect(option.y + overSlip.y, 'the option reaches over the slip').toBeGreaterThan(panel.y);
  // …and takes a click where the two overlap (Playwright refuses a click another element would receive).
  await english.click({ position: overSlip });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// The sports pages under a visitor's open slip, one test per width so the two run side by side.
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the sports pages under an open slip have no serious axe violations at ${viewport.width} px`, async ({ app, page }) => {
    // Six axe audits of long pages on a 2-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const { slip, matchId } = await openSlipWithOnePick(app, page);
    await expect(slip).toBeVisible();
    // The sports home with the slip open is audited at both widths by the slip's own test above.
    for (const path of ['/live-bets', '/sportsbet', '/basketball', '/results', '/promosports', `/bet-types/${matchId}`]) {
      await app.navigate(path);
      await app.expectRemotePage('sports');
      await expect(slip).toBeVisible();
      await audit(page, `${path} at ${viewport.width} px`);
    }
  });
}

test('in Sports mode the search opens on matches: a team typed without its accents finds its match, a pick opens its markets', async ({ app, page }) => {
  const [match] = await bettableMatches('football', 'slip');
  expect(match, 'an upcoming football match').toBeTruthy();
  await app.open('/sports');
  await app.expectRemotePage('sports');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.search') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('host', 'pt-BR', 'search.title') });
  await expect(dialog.getByRole('tab', { name: t('host', 'pt-BR', 'search.tab.matches') })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('heading', { name: t('host', 'pt-BR', 'search.featured') })).toBeVisible();

  // "Grêmio" is found as "GREMIO": the team's name folded and in capitals.
  const typed = match!.home
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  await dialog.getByRole('searchbox', { name: t('host', 'pt-BR', 'search.placeholderMatches') }).fill(typed);
  await expect(dialog.getByRole('heading', { name: t('host', 'pt-BR', 'search.results') })).toBeVisible();
  const versus = t('host', 'pt-BR', 'search.versus').replace('{{home}}', match!.home).replace('{{away}}', match!.away);
  await dialog.getByRole('button', { name: new RegExp(escape(versus)) }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/bet-types/${match!.id}$`));
  await expect(page.getByRole('region', { name: sports('match.summary') })).toContainText(match!.away);
});
